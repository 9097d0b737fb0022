import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerCookiesAndCompression } from '../../http/cookies-and-compression';
import { createFixtureBuild } from '../../../test/support/server/fixture-build';
import { resolveBuildFile, staticRoutes } from '../static';
import { MOVED } from '../../static/redirects';

describe('resolveBuildFile', () => {
  const files = new Set([
    '/index.html',
    '/contactformulier.html',
    '/formulier/nieuwsbrief/index.html',
    '/img/logo.svg',
  ]);
  it.each([
    ['/', '/index.html'],
    ['/contactformulier', '/contactformulier.html'],
    ['/formulier/nieuwsbrief', '/formulier/nieuwsbrief/index.html'],
    ['/formulier/nieuwsbrief/', '/formulier/nieuwsbrief/index.html'],
    ['/img/logo.svg', '/img/logo.svg'],
    ['/contactformulier/', undefined],
    ['/nergens', undefined],
  ])('%s → %s', (url, file) => {
    expect(resolveBuildFile(files, url)).toBe(file);
  });
});

describe('static site', () => {
  const build = createFixtureBuild();
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-static-cache-'));
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await registerCookiesAndCompression(app);
    await app.register(staticRoutes, { buildDir: build.dir, cacheDir, awaitPrecompression: true });
  });
  afterAll(async () => {
    await app.close();
    build.dispose();
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  it('serves pages of both locales, revalidated on every visit', async () => {
    for (const [url, text] of [
      ['/', 'Home'],
      ['/contactformulier', 'Contactformulier'],
      ['/formulier/nieuwsbrief/', 'Nieuwsbrief'],
      ['/ro/', 'Acasă'],
      ['/ro/contact', 'Contact'],
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(text);
    }
  });

  it.each(Object.entries(MOVED))('redirects the old address %s for good to %s', async (from, to) => {
    for (const query of ['', '?bron=mail']) {
      const response = await app.inject({ url: `${from}${query}` });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(`${to}${query}`);
    }
    const head = await app.inject({ method: 'HEAD', url: from });
    expect(head.statusCode).toBe(301);
  });

  it('sends an old Romanian newsletter link to its Romanian address with its token', async () => {
    const response = await app.inject({ url: '/ro/nieuwsbrief/bevestigen?token=key.payload.signature' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/ro/newsletter/confirmare?token=key.payload.signature');
  });

  it('answers unknown pages with the 404 page of their locale', async () => {
    const nl = await app.inject({ url: '/bestaat-niet' });
    expect(nl.statusCode).toBe(404);
    expect(nl.body).toContain('Pagina niet gevonden');
    const ro = await app.inject({ url: '/ro/nu-exista' });
    expect(ro.statusCode).toBe(404);
    expect(ro.body).toContain('Pagina nu a fost găsită');
    const api = await app.inject({ url: '/api/bestaat-niet' });
    expect(api.statusCode).toBe(404);
    expect(api.body).toBe('Niet gevonden');
  });

  it('never leaves the build folder', async () => {
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/assets/%2e%2e/%2e%2e/package.json', '/%00']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('"name"');
    }
    // A malformed escape is refused by the router itself.
    expect((await app.inject({ url: '/%E0%A4%A' })).statusCode).toBe(400);
  });

  it('sends brotli when accepted, gzip otherwise, identity when neither', async () => {
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('Home');

    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('Home');

    const plain = await app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Home');
    expect(Number(br.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']) / 5);
  });

  it('caches hashed assets for good and answers a revalidation with 304', async () => {
    const asset = await app.inject({ url: '/assets/js/main.0a1b2c3d.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const again = await app.inject({
      url: '/assets/js/main.0a1b2c3d.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(asset.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const image = await app.inject({ url: '/img/logo.svg' });
    expect(image.headers['cache-control']).toBe('public, max-age=3600');
    const pdf = await app.inject({ url: '/documenten/brochure.pdf', headers: { 'accept-encoding': 'br' } });
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('sets no cookie on any answer, so a CDN may cache the pages', async () => {
    for (const url of ['/', '/contactformulier', '/ro/contact', '/bestaat-niet', '/ro/nu-exista', '/img/logo.svg']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });
});
