import { describeEachEngine } from '../../../test/support/server/databases';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { createMetrics, type Metrics } from '../metrics';

/** One sample of the Prometheus text: `name{labels} value` → value (NaN when absent). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : NaN;
}

const contactForm = (email: string) => ({
  type: 'contact-form',
  first_name: 'Mira',
  last_name: 'de Boer',
  email,
  message: 'Een vraag over de toets.',
});

describeEachEngine('metrics', (engine) => {
  let t: TestApp;
  let metrics: Metrics;
  let now = Date.parse('2026-11-26T12:00:00Z');
  beforeAll(async () => {
    metrics = createMetrics(() => now);
    t = await startTestApp(engine, { rateLimitScale: 0.05 }, { metrics });
  });
  afterAll(() => t.close());

  const scrape = () => metrics.text();

  it('counts requests by route and status, with their durations', async () => {
    await t.inject({ url: '/livez' });
    await t.inject({ url: '/livez' });
    await t.inject({ url: '/api/bestaat-niet' });
    const text = await scrape();
    expect(sample(text, 'amn_http_request_duration_seconds_count{method="GET",route="/livez",status="200"}')).toBe(2);
    expect(sample(text, 'amn_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}')).toBe(
      1,
    );
    expect(text).toContain('amn_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/livez"');
  });

  it('shows the outbox: depth and age of the oldest queued mail, held and failed mails, submissions per type', async () => {
    const before = await scrape();
    expect(sample(before, 'amn_outbox_queued')).toBe(0);
    expect(sample(before, 'amn_outbox_oldest_queued_age_seconds')).toBe(0);

    expect((await t.post('/api/process-form', contactForm('mira@school.example.nl'))).statusCode).toBe(200);
    // The confirmation waits for Mira to confirm her address (not queued); the mail asking her to, and the notice, are.
    const mails = await t.storage.db
      .selectFrom('outbox')
      .select(['id', 'created_at'])
      .where('held_at', 'is', null)
      .orderBy('created_at')
      .execute();
    expect(mails.length).toBeGreaterThanOrEqual(2);
    now = Date.parse(mails[0].created_at) + 90_000;
    const queued = await scrape();
    expect(sample(queued, 'amn_outbox_queued')).toBe(mails.length);
    expect(sample(queued, 'amn_outbox_oldest_queued_age_seconds')).toBe(90);
    expect(sample(queued, 'amn_submissions_total{type="contact-form"}')).toBe(1);
    expect(sample(queued, 'amn_outbox_awaiting_proof')).toBe(1);

    // One mail failed once and waits for its next try; another was given up.
    await t.storage.db.updateTable('outbox').set({ attempts: 1 }).where('id', '=', mails[0].id).execute();
    await t.storage.db
      .updateTable('outbox')
      .set({ attempts: 12, failed_at: new Date(now).toISOString() })
      .where('id', '=', mails[1].id)
      .execute();
    const troubled = await scrape();
    expect(sample(troubled, 'amn_outbox_held')).toBe(1);
    expect(sample(troubled, 'amn_outbox_failed')).toBe(1);
    expect(sample(troubled, 'amn_outbox_queued')).toBe(mails.length - 1);

    await t.storage.db
      .updateTable('outbox')
      .set({ sent_at: new Date(now).toISOString() })
      .execute();
    const sent = await scrape();
    expect(sample(sent, 'amn_outbox_queued')).toBe(0);
    expect(sample(sent, 'amn_outbox_failed')).toBe(0);
  });

  it('counts the requests the rate limit refused', async () => {
    // /api/csrf allows 60 a minute; scaled by 0.05 that is 3.
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await t.inject({ url: '/api/csrf' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(sample(await scrape(), 'amn_requests_refused_total{reason="rate-limit"}')).toBe(2);
  });
});
