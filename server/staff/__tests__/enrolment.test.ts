import type { LightMyRequestResponse } from 'fastify';
import { XSRF } from '../../../src/domain/constants';
import { describeEachEngine } from '../../../test/support/server/databases';
import { ORIGIN, XSRF_TOKEN, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { addAccount } from '../accounts';
import { listAudit } from '../../audit/audit';
import { ENROLMENT_VALID_MS, issueEnrolment } from '../enrolment';
import { STAFF_TEXTS } from '../routes';
import { codeForStep, stepAt } from '../totp';

const PASSWORD = 'correct horse battery staple';

describeEachEngine('setting up the second factor through a one-time link', (engine) => {
  let t: TestApp;
  let clock: number;

  const post = (url: string, body: unknown, session?: string): Promise<LightMyRequestResponse> =>
    t.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        cookie: [`${XSRF.cookie}=${XSRF_TOKEN}`, session].filter(Boolean).join('; '),
        [XSRF.header.toLowerCase()]: XSRF_TOKEN,
      },
      payload: JSON.stringify(body),
    });
  const cookieOf = (response: LightMyRequestResponse) =>
    [response.headers['set-cookie'] ?? []]
      .flat()
      .find((header) => header.startsWith('amn_staff='))
      ?.split(';')[0];

  beforeAll(async () => {
    clock = Date.parse('2026-11-25T09:00:00Z');
    t = await startTestApp(engine, {}, { now: () => clock });
  });
  afterAll(async () => t.close());

  it('shows the new secret, enrols with password and code, then the link is spent and logins ask for codes', async () => {
    await addAccount(t.storage.db, 'nieuw@amn.nl', PASSWORD, new Date(clock));
    const token = (await issueEnrolment(t.storage.db, 'nieuw@amn.nl', new Date(clock)))!;
    const shown = await post('/api/staff/enrolment/show', { token });
    expect(shown.statusCode).toBe(200);
    const { email, secret, qr } = shown.json() as { email: string; secret: string; qr: string };
    expect(email).toBe('nieuw@amn.nl');
    expect(Buffer.from(qr.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg /);
    // Until it is confirmed, the password alone logs in nothing.
    expect((await post('/api/staff/login', { email, password: PASSWORD })).statusCode).toBe(403);

    const code = codeForStep(secret, stepAt(clock));
    const wrongPassword = await post('/api/staff/enrolment', { token, password: 'not the password', code });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ error: STAFF_TEXTS.wrongEnrolment });
    expect((await post('/api/staff/enrolment', { token, password: PASSWORD, code: '000000' })).statusCode).toBe(401);
    const enrolled = await post('/api/staff/enrolment', { token, password: PASSWORD, code });
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json()).toEqual({ step: 'enrolled', text: STAFF_TEXTS.enrolled });

    // Spent: the link shows nothing and enrols nothing again.
    const spent = await post('/api/staff/enrolment/show', { token });
    expect(spent.statusCode).toBe(404);
    expect(spent.json()).toEqual({ error: STAFF_TEXTS.invalidEnrolment });
    expect((await post('/api/staff/enrolment', { token, password: PASSWORD, code })).statusCode).toBe(404);

    const login = await post('/api/staff/login', { email, password: PASSWORD });
    expect(login.json()).toEqual({ step: 'code' });
    // The code that confirmed the set-up was used: the login needs the next one.
    expect((await post('/api/staff/code', { code }, cookieOf(login))).statusCode).toBe(401);
    clock += 30_000;
    const next = await post('/api/staff/code', { code: codeForStep(secret, stepAt(clock)) }, cookieOf(login));
    expect(next.statusCode).toBe(200);
    expect((await listAudit(t.storage.db)).map((row) => `${row.actor} ${row.action}`)).toEqual(
      expect.arrayContaining(['nieuw@amn.nl totp-enrolled', 'nieuw@amn.nl login']),
    );
  });

  it('refuses a link after 24 hours, a made-up one, and one replaced by a newer link', async () => {
    await addAccount(t.storage.db, 'later@amn.nl', PASSWORD, new Date(clock));
    const old = (await issueEnrolment(t.storage.db, 'later@amn.nl', new Date(clock)))!;
    const token = (await issueEnrolment(t.storage.db, 'later@amn.nl', new Date(clock)))!;
    expect((await post('/api/staff/enrolment/show', { token: old })).statusCode).toBe(404);
    expect((await post('/api/staff/enrolment/show', { token: 'a'.repeat(43) })).statusCode).toBe(404);
    expect((await post('/api/staff/enrolment/show', { token })).statusCode).toBe(200);
    clock += ENROLMENT_VALID_MS;
    expect((await post('/api/staff/enrolment/show', { token })).statusCode).toBe(404);
  });

  it('stores only the hash of the link token', async () => {
    await addAccount(t.storage.db, 'hash@amn.nl', PASSWORD, new Date(clock));
    const token = (await issueEnrolment(t.storage.db, 'hash@amn.nl', new Date(clock)))!;
    const rows = await t.storage.db.selectFrom('staff_accounts').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});
