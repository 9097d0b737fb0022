import { performance } from 'node:perf_hooks';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { createMetrics } from '../../metrics/metrics';
import { ERROR_TEXTS } from '../error-texts';
import { lateAnswerLimits } from '../under-pressure';

/** Keeps the event loop busy in slices of `sliceMs` (each slice blocks; the loop turns between them). */
function occupyLoop(sliceMs: number): { stop: () => void } {
  let stopped = false;
  const slice = () => {
    if (stopped) return;
    const until = performance.now() + sliceMs;
    while (performance.now() < until) {
      // Busy on purpose: this is the load.
    }
    setImmediate(slice);
  };
  setImmediate(slice);
  return { stop: () => (stopped = true) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = performance.now() + timeoutMs;
  while (!condition() && performance.now() < deadline) await pause(10);
  return condition();
}

/**
 * The production guard (`lateAnswerLimits`, at 100 ms and sampled every 50 ms here): a node whose
 * loop is fully used but turns every few milliseconds is served; one whose loop turns every 250 ms
 * (every answer late) is refused with 503, Retry-After and its short text, and counts each refusal.
 */
describe('under pressure', () => {
  let t: TestApp;
  const metrics = createMetrics(Date.now);
  beforeAll(async () => {
    t = await startTestApp('sqlite', {}, { metrics, underPressure: lateAnswerLimits(100, 50) });
  });
  afterAll(() => t.close());

  it('serves a busy node that still answers quickly, /healthz included', async () => {
    const busy = occupyLoop(3);
    const before = performance.eventLoopUtilization();
    try {
      await pause(500);
      const used = performance.eventLoopUtilization(before).utilization;
      // The old guard refused above 0.98: this node is at least as busy.
      expect(used).toBeGreaterThan(0.9);
      expect(t.app.isUnderPressure()).toBe(false);
      expect((await t.inject({ url: '/api/csrf' })).statusCode).toBe(200);
      expect((await t.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      busy.stop();
    }
  });

  it('refuses when answers are late with 503, Retry-After and a text in the visitor’s language; liveness still answers', async () => {
    const late = occupyLoop(250);
    try {
      expect(await waitFor(() => t.app.isUnderPressure())).toBe(true);
      const refused = await t.inject({ url: '/api/csrf' });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.body).toBe(ERROR_TEXTS.unavailable);
      const romanian = await t.inject({ url: '/', headers: { 'accept-language': 'ro' } });
      expect(romanian.statusCode).toBe(503);
      expect(romanian.body).toBe('Serviciul este temporar indisponibil. Încercați din nou mai târziu.');
      expect((await t.inject({ url: '/healthz' })).statusCode).toBe(503);
      expect((await t.inject({ url: '/readyz' })).statusCode).toBe(503);
      expect((await t.inject({ url: '/livez' })).statusCode).toBe(200);
    } finally {
      late.stop();
    }
    const text = await metrics.text();
    expect(text).toContain('amn_requests_refused_total{reason="overload"} 4');
    // Once the loop turns quickly again, requests are served again.
    expect(await waitFor(() => !t.app.isUnderPressure())).toBe(true);
    expect((await t.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('is off unless asked for (the other tests never meet it)', async () => {
    const plain = await startTestApp('sqlite');
    expect(plain.app.hasDecorator('isUnderPressure')).toBe(false);
    expect((await plain.inject({ url: '/api/csrf' })).statusCode).toBe(200);
    await plain.close();
  });
});
