import zlib from 'node:zlib';
import { validValues } from '../../../test/support/server/payloads';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../../../test/support/server/test-app';

describe('cookies and compression through the libraries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { trustProxy: 1 });
  });
  afterAll(async () => t.close());

  it('sets the XSRF cookie with SameSite=Strict, readable by script, Secure only over https', async () => {
    const plain = await t.inject({ url: '/api/csrf' });
    const cookie = plain.cookies.find((item) => item.name === 'XSRF-TOKEN');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict', value: plain.json<{ token: string }>().token });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.secure).toBeFalsy();

    const https = await t.inject({ url: '/api/csrf', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.cookies.find((item) => item.name === 'XSRF-TOKEN')?.secure).toBe(true);
  });

  it('answers HEAD /api/csrf (how a form learns the server time from the Date) without setting a cookie', async () => {
    const head = await t.inject({ method: 'HEAD', url: '/api/csrf' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-store');
    expect(Date.parse(String(head.headers.date))).not.toBeNaN();
    expect(head.cookies).toEqual([]);
    expect(head.body).toBe('');
  });

  it('reads the token back from a Cookie header among other cookies', async () => {
    const token = 'A'.repeat(43);
    const answer = await t.inject({ url: '/api/csrf', headers: { cookie: `consent=yes; XSRF-TOKEN=${token}; x=1` } });
    expect(answer.json()).toEqual({ token });
    expect(answer.cookies).toEqual([]);
  });

  it('compresses a large dynamic answer as the client accepts, and leaves small ones plain', async () => {
    for (let number = 0; number < 8; number += 1) {
      const response = await t.post('/api/process-form', { type: 'contact-form', ...validValues('contact-form') });
      expect(response.statusCode).toBe(200);
    }
    const url = '/api/admin/submissions?format=json';
    const authorization = `Bearer ${ADMIN_TOKEN}`;
    const identity = await t.inject({ url, headers: { authorization } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload.length).toBeGreaterThan(1024);

    const br = await t.inject({ url, headers: { authorization, 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(identity.body);

    const gzip = await t.inject({ url, headers: { authorization, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(identity.body);

    const small = await t.inject({ url: '/api/csrf', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('does not decompress request bodies: a gzip-encoded post is not taken', async () => {
    const body = zlib.gzipSync(JSON.stringify({ type: 'contact-form', ...validValues('contact-form') }));
    const response = await t.post('/api/process-form', body.toString('latin1'), {
      headers: { 'content-encoding': 'gzip' },
      bot: false,
    });
    expect(response.statusCode).toBe(400);
  });
});
