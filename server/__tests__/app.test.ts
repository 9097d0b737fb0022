import { createFixtureBuild, THEME_SCRIPT } from '../../test/support/server/fixture-build';
import { DOCUMENT_ONLY_HEADERS } from '../security/headers';
import { scriptHash } from '../security/inline-scripts';
import { startTestApp, type TestApp } from '../../test/support/server/test-app';

describe('the app: security headers, request ids, health', () => {
  const build = createFixtureBuild();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { buildDir: build.dir });
  });
  afterAll(async () => {
    await t.close();
    build.dispose();
  });

  const directives = (header: unknown) =>
    new Map(
      String(header)
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values] as const),
    );

  it('sends a strict CSP that allows the build’s inline scripts by hash, WebAssembly, and never eval', async () => {
    const page = await t.inject({ url: '/' });
    const csp = directives(page.headers['content-security-policy']);
    // 'wasm-unsafe-eval': the site search's index runs in WebAssembly (BEHAVIOUR.md, "Site search").
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", scriptHash(THEME_SCRIPT)]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(String(page.headers['content-security-policy'])).not.toMatch(/'unsafe-eval'/);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it.each(['/', '/ro/', '/api/csrf', '/livez', '/bestaat-niet'])(
    'sends the other security headers on %s',
    async (url) => {
      const response = await t.inject({ url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    },
  );

  it('leaves the document-only headers off scripts and stylesheets, and keeps them on a page or an SVG', async () => {
    const [script, page, svg] = await Promise.all(
      ['/assets/js/main.0a1b2c3d.js', '/', '/img/logo.svg'].map((url) => t.inject({ url })),
    );
    expect(script.statusCode).toBe(200);
    for (const name of DOCUMENT_ONLY_HEADERS) {
      expect(script.headers[name]).toBeUndefined();
      expect(page.headers[name]).toBeDefined();
      expect(svg.headers[name]).toBeDefined();
    }
    // What guards a subresource stays on it.
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(script.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends them on refused requests too (415, 413, 403)', async () => {
    const post = (headers: Record<string, string>, payload: string) =>
      t.inject({ method: 'POST', url: '/api/process-form', headers, payload });
    const refused = [
      await post({ 'content-type': 'text/plain' }, 'x'),
      await t.post('/api/process-form', { x: 'y'.repeat(70_000) }),
      await post({ 'content-type': 'application/json', origin: 'https://elders.example' }, '{}'),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([415, 413, 403]);
    for (const response of refused) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    }
  });

  it('puts a request id on every response, keeping a sane one from a proxy', async () => {
    const own = await t.inject({ url: '/livez' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await t.inject({ url: '/livez', headers: { 'x-request-id': 'proxy-123' } });
    expect(forwarded.headers['x-request-id']).toBe('proxy-123');
    const hostile = await t.inject({ url: '/livez', headers: { 'x-request-id': 'a\u0000b'.repeat(40) } });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers /healthz and /livez while the store is up', async () => {
    expect((await t.inject({ url: '/healthz' })).json()).toEqual({ ok: true });
    expect((await t.inject({ url: '/livez' })).json()).toEqual({ ok: true });
  });

  it('answers unknown API paths with a plain Dutch 404', async () => {
    const response = await t.inject({ url: '/api/bestaat-niet' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('Niet gevonden');
  });

  it('upgrades insecure requests only when the public site is https', async () => {
    const https = await startTestApp('sqlite', { buildDir: build.dir, publicUrl: 'https://www.amn.nl' });
    const page = await https.inject({ url: '/' });
    expect(directives(page.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
    await https.close();
  });
});
