import type { LightMyRequestResponse } from 'fastify';
import { XSRF } from '../../../src/domain/constants';
import { describeEachEngine } from '../../../test/support/server/databases';
import { raceGate } from '../../../test/support/server/race';
import { ORIGIN, XSRF_TOKEN, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { addAccount } from '../accounts';
import { listAudit } from '../../audit/audit';
import { createSession } from '../../staff-store/sessions';
import { codeForStep, newTotpSecret, stepAt } from '../totp';

const EMAIL = 'els@amn.nl';
const PASSWORD = 'correct horse battery staple';
const CLIENT = '203.0.113.66';

/** Attempts sent at once: each is counted before it is checked, so a burst gets no more checks than a row. */
describeEachEngine('staff login: a burst of attempts at once', (engine) => {
  let t: TestApp;
  const clock = Date.parse('2026-11-25T09:00:00Z');
  const secret = newTotpSecret();
  const gate = raceGate();

  beforeEach(async () => {
    t = await startTestApp(engine, {}, { now: () => clock, racePause: gate.pause });
    await addAccount(t.storage.db, EMAIL, PASSWORD, new Date(clock), secret);
  });
  afterEach(async () => t.close());

  const post = (url: string, body: unknown, session?: string): Promise<LightMyRequestResponse> =>
    t.inject({
      method: 'POST',
      url,
      remoteAddress: CLIENT,
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        cookie: [`${XSRF.cookie}=${XSRF_TOKEN}`, session].filter(Boolean).join('; '),
        [XSRF.header.toLowerCase()]: XSRF_TOKEN,
      },
      payload: JSON.stringify(body),
    });
  const checked = async () => (await listAudit(t.storage.db)).filter((row) => row.action === 'login-failed').length;
  const statuses = (answers: LightMyRequestResponse[]) => answers.map((answer) => answer.statusCode).sort();

  it('checks at most three of fifteen wrong passwords released together from one client', async () => {
    gate.hold('login-reserve', 15);
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, index) => post('/api/staff/login', { email: EMAIL, password: `raden ${index}` })),
    );
    expect(statuses(answers)).toEqual([...Array(3).fill(401), ...Array(12).fill(429)]);
    expect(await checked()).toBe(3);
    // The right password now waits too: the address's wait is on.
    expect((await post('/api/staff/login', { email: EMAIL, password: PASSWORD })).statusCode).toBe(429);
  });

  it('checks at most three of seventeen wrong codes at once in one half-way session, and the right code among them does not get in', async () => {
    const session = `amn_staff=${await createSession(t.storage.db, EMAIL, 'code', new Date(clock))}`;
    const right = codeForStep(secret, stepAt(clock));
    const wrong = Array.from({ length: 100 }, (_, index) => String(100000 + index * 7919).slice(-6))
      .filter((code) => code !== right)
      .slice(0, 16);
    gate.hold('login-reserve', 17);
    // The right code is sent last, after sixteen wrong ones: it is reached only past the free attempts.
    const answers = await Promise.all([...wrong, right].map((code) => post('/api/staff/code', { code }, session)));
    const [last] = answers.slice(-1);
    expect(answers.filter((answer) => answer.statusCode === 401).length).toBeLessThanOrEqual(3);
    expect(answers.filter((answer) => answer.statusCode === 429).length).toBeGreaterThanOrEqual(14);
    expect(await checked()).toBeLessThanOrEqual(3);
    const loggedIn = await t.storage.db.selectFrom('staff_sessions').select('id').where('stage', '=', 'in').execute();
    // Whichever three were checked, nothing beyond them was: a success is one of those three at most.
    expect(loggedIn.length).toBe(last.statusCode === 200 ? 1 : 0);
  });

  it('also without a gate: fifteen wrong passwords at once are checked at most three times', async () => {
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, index) => post('/api/staff/login', { email: EMAIL, password: `fout ${index}` })),
    );
    expect(answers.filter((answer) => answer.statusCode === 401).length).toBeLessThanOrEqual(3);
    expect(await checked()).toBeLessThanOrEqual(3);
  });
});
