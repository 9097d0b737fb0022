/**
 * Issue #66: the school's page and the staff record read a registration against the app's clock
 * (TODAY/CLOCK), not the real date: both say the same about its deadline on the app's day, and both
 * follow the clock when it moves past that deadline.
 */
import { findContactLink } from '../../registration-records/contact-links';
import { personalToken } from '../../registration-records/personal-link';
import { dutchDayOf } from '../../../src/domain/dutch-day';
import { describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import { dayClock, startTestApp, TEST_DAY, type TestApp } from '../../../test/support/server/test-app';
import { addAccount } from '../../staff/accounts';
import { createSession } from '../../staff-store/sessions';
import { newTotpSecret } from '../../staff/totp';

const FINAL = 'doorstroomtoets-registration-2026';

/** The day after `day` (ISO). */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describeEachEngine('one clock for a registration’s deadline', (engine) => {
  const clock = dayClock('2025-10-15');
  let t: TestApp;
  let id: string;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: clock.now });
    expect((await t.post('/api/process-form', { type: FINAL, ...validValues(FINAL) })).statusCode).toBe(307);
    id = (await t.storage.db.selectFrom('submissions').select('id').executeTakeFirstOrThrow()).id;
    token = personalToken(t.app.signingKey, (await findContactLink(t.storage.db, id, 'anna@school.example.nl'))!);
    await addAccount(t.storage.db, 'els@amn.nl', 'correct horse battery staple', new Date(t.now()), newTotpSecret());
  });
  afterEach(() => clock.setDay(TEST_DAY));
  afterAll(async () => t.close());

  async function readings() {
    // Signed in on the app's day: a session runs out by the same clock.
    const session = `amn_staff=${await createSession(t.storage.db, 'els@amn.nl', 'in', new Date(t.now()))}`;
    const page = await t.inject({ url: `/api/registration?token=${token}` });
    expect(page.statusCode).toBe(200);
    const record = await t.inject({ url: `/api/staff/submissions/${id}`, headers: { cookie: session } });
    expect(record.statusCode).toBe(200);
    return { page: page.json(), record: record.json() };
  }

  it('reads the deadline on the app’s day (2025-10-15), not the real date, on the page and in the record', async () => {
    // The app's day is the Dutch one: from 23:00 UTC (22:00 in summer) it is a day ahead of UTC's.
    expect(dutchDayOf(t.now())).toBe('2025-10-15');
    const { page, record } = await readings();
    expect(page.changesOpen).toBe(true);
    expect(page.reading.deadline).toMatch(/^U kunt de aanmelding wijzigen of intrekken/);
    expect(record.reading.deadline).toBe(page.reading.deadline);
    expect(record.reading.standing).toEqual(page.reading.standing);
  });

  it('follows the app’s clock past the deadline', async () => {
    const { page: before } = await readings();
    clock.setDay(dayAfter(before.reading.changesUntil));
    const { page, record } = await readings();
    expect(page.changesOpen).toBe(false);
    expect(page.reading.deadline).not.toMatch(/^U kunt/);
    expect(record.reading.deadline).toBe(page.reading.deadline);
  });
});
