import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import { cspDirectives, securityHeaders, type SecurityHeadersOptions } from '../headers';

/** Headers every Fastify answer has without helmet: not security headers. */
const PLAIN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** What helmet itself sends with our options: the written-out headers must say the same. */
async function helmetHeaders(options: SecurityHeadersOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  probe.get('/', async () => '');
  const response = await probe.inject({ url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(response.headers).filter(
      (entry): entry is [string, string] => !PLAIN_HEADERS.has(entry[0]) && typeof entry[1] === 'string',
    ),
  );
}

describe('security headers, written out once', () => {
  it.each([
    { scriptHashes: ["'sha256-abc'", "'sha256-def'"], https: true },
    { scriptHashes: [], https: false },
  ])('are the headers helmet sends with the same options (%o)', async (options) => {
    expect(securityHeaders(options)).toEqual(await helmetHeaders(options));
  });

  it('upgrade insecure requests only over https', () => {
    expect(securityHeaders({ scriptHashes: [], https: true })['content-security-policy']).toMatch(
      /;upgrade-insecure-requests$/,
    );
    expect(securityHeaders({ scriptHashes: [], https: false })['content-security-policy']).not.toMatch(/upgrade/);
  });
});
