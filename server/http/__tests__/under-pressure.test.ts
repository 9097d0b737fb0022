import { startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { createMetrics } from '../../metrics/metrics';
import { ERROR_TEXTS } from '../error-texts';

/**
 * Overload is forced deterministically: a heap limit of one byte is exceeded from the first sample
 * on. The app answers 503 with Retry-After and its short text, and counts each refusal.
 */
describe('under pressure', () => {
  let t: TestApp;
  const metrics = createMetrics(Date.now);
  beforeAll(async () => {
    t = await startTestApp('sqlite', {}, { metrics, underPressure: { maxHeapUsedBytes: 1, sampleInterval: 10 } });
    const deadline = Date.now() + 10_000;
    while (!t.app.isUnderPressure() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  });
  afterAll(() => t.close());

  it('refuses requests with 503, Retry-After and a text in the visitor’s language; liveness still answers', async () => {
    const refused = await t.inject({ url: '/api/csrf' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toBe(ERROR_TEXTS.unavailable);
    const romanian = await t.inject({ url: '/', headers: { 'accept-language': 'ro' } });
    expect(romanian.statusCode).toBe(503);
    expect(romanian.body).toBe('Serviciul este temporar indisponibil. Încercați din nou mai târziu.');
    expect((await t.inject({ url: '/readyz' })).statusCode).toBe(503);
    expect((await t.inject({ url: '/livez' })).statusCode).toBe(200);
    const text = await metrics.text();
    expect(text).toContain('amn_requests_refused_total{reason="overload"} 3');
  });

  it('is off unless asked for (the other tests never meet it)', async () => {
    const plain = await startTestApp('sqlite');
    expect(plain.app.hasDecorator('isUnderPressure')).toBe(false);
    expect((await plain.inject({ url: '/api/csrf' })).statusCode).toBe(200);
    await plain.close();
  });
});
