import Fastify from 'fastify';
import { registerSecurityHeaders, type SecurityHeadersOptions } from '../headers';

/** The headers an answer of an app with our security headers carries. */
async function headersOf(options: SecurityHeadersOptions) {
  const app = Fastify();
  await registerSecurityHeaders(app, options);
  app.get('/', async () => '');
  const response = await app.inject({ url: '/' });
  const missing = await app.inject({ url: '/nergens' });
  await app.close();
  return { page: response.headers, missing: missing.headers };
}

describe('security headers (helmet with our policy)', () => {
  it('allow scripts only from us or by hash, WebAssembly but no eval, no framing, no plugins', async () => {
    const { page } = await headersOf({ scriptHashes: ["'sha256-abc'", "'sha256-def'"], https: true });
    const policy = String(page['content-security-policy']).split(';');
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc' 'sha256-def'");
    expect(policy).toContain("script-src-attr 'none'");
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain(
      'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com',
    );
    expect(policy.at(-1)).toBe('upgrade-insecure-requests');
  });

  it('send HSTS for a year, nosniff, no framing and the referrer policy on every answer, a 404 too', async () => {
    const { page, missing } = await headersOf({ scriptHashes: [], https: false });
    for (const headers of [page, missing]) {
      expect(headers).toMatchObject({
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
      });
      expect(headers['cross-origin-embedder-policy']).toBeUndefined();
    }
    expect(String(page['content-security-policy'])).not.toMatch(/upgrade-insecure-requests/);
  });
});
