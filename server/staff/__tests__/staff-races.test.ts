import type { LightMyRequestResponse } from 'fastify';
import { XSRF } from '../../../src/domain/constants';
import { describeEachEngine } from '../../../test/support/server/databases';
import { raceGate } from '../../../test/support/server/race';
import { ORIGIN, XSRF_TOKEN, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { addAccount } from '../accounts';
import { STAFF_TEXTS } from '../routes';
import { createSession } from '../../staff-store/sessions';
import { codeForStep, newTotpSecret, stepAt } from '../totp';

const EMAIL = 'els@amn.nl';

/** Two sessions half-way through the login (password checked) sending their codes at the same moment. */
describeEachEngine('staff logins at the same moment', (engine) => {
  let t: TestApp;
  const clock = Date.parse('2026-11-25T09:00:00Z');
  const secret = newTotpSecret();
  const gate = raceGate();

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => clock, racePause: gate.pause });
    await addAccount(t.storage.db, EMAIL, 'correct horse battery staple', new Date(clock), secret);
  });
  afterAll(async () => t.close());

  /** A session that passed the password step (made directly: the password is not what is raced here). */
  const halfWay = async () => `amn_staff=${await createSession(t.storage.db, EMAIL, 'code', new Date(clock))}`;
  const sendCode = (session: string, code: string): Promise<LightMyRequestResponse> =>
    t.inject({
      method: 'POST',
      url: '/api/staff/code',
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        cookie: `${XSRF.cookie}=${XSRF_TOKEN}; ${session}`,
        [XSRF.header.toLowerCase()]: XSRF_TOKEN,
      },
      payload: JSON.stringify({ code }),
    });

  it('lets one TOTP code log in one session, also when two send it at once', async () => {
    const code = codeForStep(secret, stepAt(clock));
    gate.hold('totp-write');
    const answers = await Promise.all([sendCode(await halfWay(), code), sendCode(await halfWay(), code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    expect(answers.find((answer) => answer.statusCode === 401)!.json()).toEqual({ error: STAFF_TEXTS.wrongCode });
    const account = await t.storage.db
      .selectFrom('staff_accounts')
      .select('totp_last_step')
      .where('email', '=', EMAIL)
      .executeTakeFirstOrThrow();
    expect(Number(account.totp_last_step)).toBe(stepAt(clock));
    // Sent again later, the same code is refused too.
    expect((await sendCode(await halfWay(), code)).statusCode).toBe(401);
    const sessions = await t.storage.db
      .selectFrom('staff_sessions')
      .select('stage')
      .where('stage', '=', 'in')
      .execute();
    expect(sessions).toHaveLength(1);
  });

  it('counts two first failures for one address at once without a 500 (50 pairs)', async () => {
    for (let pair = 0; pair < 50; pair += 1) {
      await t.storage.db.deleteFrom('staff_login_failures').execute();
      const [one, two] = [await halfWay(), await halfWay()];
      const answers = await Promise.all([sendCode(one, '000000'), sendCode(two, '111111')]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401]);
    }
    // The last pair's two failures are both counted, for the address and for the client.
    const rows = await t.storage.db.selectFrom('staff_login_failures').select('failures').execute();
    expect(rows.map((row) => Number(row.failures))).toEqual([2, 2]);
    // A hundred requests in pairs: more than the default time on a busy machine.
  }, 120_000);
});
