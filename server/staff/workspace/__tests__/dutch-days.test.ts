import { describeEachEngine } from '../../../../test/support/server/databases';
import { validValues } from '../../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../../test/support/server/test-app';
import { addAccount } from '../../accounts';
import { createSession } from '../../../staff-store/sessions';
import { newTotpSecret } from '../../totp';

// 00:30 in Amsterdam on Wednesday 2 December 2026 is still 1 December in UTC (23:30).
const HALF_PAST_MIDNIGHT_2_DECEMBER = Date.parse('2026-12-01T23:30:00Z');
// 00:30 on Monday 7 December (week 50) is Sunday 6 December (week 49) in UTC.
const HALF_PAST_MIDNIGHT_7_DECEMBER = Date.parse('2026-12-06T23:30:00Z');

describeEachEngine('the workspace counts days as Dutch days', (engine) => {
  let t: TestApp;
  let session: string;
  let at = HALF_PAST_MIDNIGHT_2_DECEMBER;
  const get = (url: string) => t.inject({ url, headers: { cookie: session } });
  const listed = async (query: string) =>
    (await get(`/api/staff/submissions?${query}`)).json().items.map((item: { type: string }) => item.type);

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => at });
    await addAccount(t.storage.db, 'els@amn.nl', 'correct horse battery staple', new Date(at), newTotpSecret());
    session = `amn_staff=${await createSession(t.storage.db, 'els@amn.nl', 'in', new Date(at))}`;
    expect(
      (await t.post('/api/process-form', { type: 'contact-form', ...validValues('contact-form') })).statusCode,
    ).toBe(200);
  });
  afterAll(async () => t.close());

  it('lists a submission of 00:30 on 2 December from "vanaf 2 december", not up to 1 December', async () => {
    expect(await listed('from=2026-12-02')).toEqual(['contact-form']);
    expect(await listed('from=2026-12-02&to=2026-12-02')).toEqual(['contact-form']);
    expect(await listed('to=2026-12-01')).toEqual([]);
    expect(await listed('from=2026-12-03')).toEqual([]);
  });

  it("counts it in the week of 2 December, and one of 00:30 on a Monday in that Monday's week", async () => {
    at = HALF_PAST_MIDNIGHT_7_DECEMBER;
    expect(
      (await t.post('/api/process-form', { type: 'contact-form', ...validValues('contact-form') })).statusCode,
    ).toBe(200);
    // A session idles out over five days: log in again on the later day.
    session = `amn_staff=${await createSession(t.storage.db, 'els@amn.nl', 'in', new Date(at))}`;
    const stats = (await get('/api/staff/stats')).json();
    const perWeek = stats.perWeek.map((row: { week: string; count: number }) => [row.week, row.count]);
    expect(perWeek).toEqual([
      ['2026-W49', 1],
      ['2026-W50', 1],
    ]);
    expect(stats.weeks.at(-1)).toEqual({ week: '2026-W50', start: '2026-12-07' });
  });
});
