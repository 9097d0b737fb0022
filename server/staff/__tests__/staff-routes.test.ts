import type { LightMyRequestResponse } from 'fastify';
import { XSRF } from '../../../src/domain/constants';
import { describeEachEngine } from '../../../test/support/server/databases';
import { ADMIN_TOKEN, ORIGIN, XSRF_TOKEN, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { addAccount, removeAccount } from '../accounts';
import { listAudit, recordAudit } from '../../audit/audit';
import { STAFF_TEXTS } from '../routes';
import { codeForStep, newTotpSecret, stepAt } from '../totp';

const PASSWORD = 'correct horse battery staple';
const MINUTE = 60_000;

/** The `name=value` of a Set-Cookie header of the response, or undefined. */
function cookieFrom(response: LightMyRequestResponse, name: string): string | undefined {
  const headers = [response.headers['set-cookie'] ?? []].flat();
  return headers.find((header) => header.startsWith(`${name}=`));
}

describeEachEngine('staff login and sessions', (engine) => {
  let t: TestApp;
  let clock: number;
  const secret = newTotpSecret();

  const post = (
    url: string,
    body: unknown,
    session?: string,
    headers: Record<string, string> = {},
    remoteAddress = '127.0.0.1',
  ) =>
    t.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        cookie: [`${XSRF.cookie}=${XSRF_TOKEN}`, session].filter(Boolean).join('; '),
        [XSRF.header.toLowerCase()]: XSRF_TOKEN,
        ...headers,
      },
      payload: JSON.stringify(body ?? {}),
    });
  const get = (url: string, session?: string) => t.inject({ url, headers: session ? { cookie: session } : {} });

  /** `amn_staff=…` of a response. */
  const sessionOf = (response: LightMyRequestResponse) => cookieFrom(response, 'amn_staff')?.split(';')[0];

  /** Logs in with password and the current code; returns the session cookie. */
  async function logIn(email: string, remoteAddress?: string): Promise<string> {
    const first = await post('/api/staff/login', { email, password: PASSWORD }, undefined, {}, remoteAddress);
    expect(first.json()).toEqual({ step: 'code' });
    // Every login uses the next time step's code: a code is accepted once.
    clock += 30_000;
    const second = await post(
      '/api/staff/code',
      { code: codeForStep(secret, stepAt(clock)) },
      sessionOf(first),
      {},
      remoteAddress,
    );
    expect(second.statusCode).toBe(200);
    return sessionOf(second)!;
  }

  beforeAll(async () => {
    clock = Date.parse('2026-11-25T09:00:00Z');
    t = await startTestApp(engine, {}, { now: () => clock });
    await addAccount(t.storage.db, 'Els@AMN.nl', PASSWORD, new Date(clock), secret);
    await addAccount(t.storage.db, 'nieuw@amn.nl', PASSWORD, new Date(clock));
  });
  afterAll(async () => t.close());

  it('answers 401 on every staff route without a session', async () => {
    expect((await get('/api/staff/session')).statusCode).toBe(401);
    expect((await get('/api/staff/session', 'amn_staff=' + 'a'.repeat(43))).statusCode).toBe(401);
    expect((await post('/api/staff/logout', {})).statusCode).toBe(401);
    expect((await post('/api/staff/code', { code: '123456' })).statusCode).toBe(401);
  });

  it('logs in with password and code; the cookie is HttpOnly and SameSite=Strict; logout ends it', async () => {
    const first = await post('/api/staff/login', { email: 'els@amn.nl', password: PASSWORD });
    const pending = sessionOf(first);
    // Half-way through, the session opens nothing.
    expect((await get('/api/staff/session', pending)).statusCode).toBe(401);
    clock += 30_000;
    const wrong = await post('/api/staff/code', { code: '000000' }, pending);
    expect(wrong.statusCode).toBe(401);
    const second = await post('/api/staff/code', { code: codeForStep(secret, stepAt(clock)) }, pending);
    const header = cookieFrom(second, 'amn_staff')!;
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(header).not.toMatch(/Secure/);
    const session = sessionOf(second)!;
    expect(session).not.toBe(pending);
    const me = await get('/api/staff/session', session);
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.json()).toEqual({ email: 'els@amn.nl' });

    expect((await post('/api/staff/logout', {}, session)).statusCode).toBe(204);
    expect((await get('/api/staff/session', session)).statusCode).toBe(401);
  });

  it('never sets up a second factor at login: the right password alone is refused, nothing stored', async () => {
    const first = await post('/api/staff/login', { email: 'nieuw@amn.nl', password: PASSWORD });
    expect(first.statusCode).toBe(403);
    expect(first.json()).toEqual({ error: STAFF_TEXTS.notEnrolled });
    expect(sessionOf(first)).toBeUndefined();
    const account = await t.storage.db
      .selectFrom('staff_accounts')
      .select(['totp_secret', 'totp_enrolled_at'])
      .where('email', '=', 'nieuw@amn.nl')
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ totp_secret: null, totp_enrolled_at: null });
  });

  it('refuses a state-changing request without the CSRF token', async () => {
    const session = await logIn('els@amn.nl');
    const refused = await post('/api/staff/logout', {}, session, { [XSRF.header.toLowerCase()]: '' });
    expect(refused.statusCode).toBe(403);
    const foreign = await post('/api/staff/logout', {}, session, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    const login = await post('/api/staff/login', { email: 'els@amn.nl', password: PASSWORD }, undefined, {
      [XSRF.header.toLowerCase()]: '',
    });
    expect(login.statusCode).toBe(403);
    expect((await get('/api/staff/session', session)).statusCode).toBe(200);
  });

  it('ends a session after 30 idle minutes and 12 hours after login', async () => {
    const idle = await logIn('els@amn.nl');
    clock += 29 * MINUTE;
    expect((await get('/api/staff/session', idle)).statusCode).toBe(200);
    clock += 31 * MINUTE;
    expect((await get('/api/staff/session', idle)).statusCode).toBe(401);

    const busy = await logIn('els@amn.nl');
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      clock += 20 * MINUTE;
      expect((await get('/api/staff/session', busy)).statusCode).toBe(200);
    }
    clock += 25 * MINUTE;
    expect((await get('/api/staff/session', busy)).statusCode).toBe(401);
  });

  it("ends a removed account's sessions at once", async () => {
    await addAccount(t.storage.db, 'weg@amn.nl', PASSWORD, new Date(clock), secret);
    const session = await logIn('weg@amn.nl');
    expect((await get('/api/staff/session', session)).statusCode).toBe(200);
    await removeAccount(t.storage.db, 'weg@amn.nl');
    expect((await get('/api/staff/session', session)).statusCode).toBe(401);
  });

  it('delays an existing and an unknown address alike after three failures, with the same answers', async () => {
    await addAccount(t.storage.db, 'slot@amn.nl', PASSWORD, new Date(clock), secret);
    const answers = async (email: string, remoteAddress: string) => {
      const seen: [number, unknown, string | undefined][] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await post(
          '/api/staff/login',
          { email, password: 'wrong password!' },
          undefined,
          {},
          remoteAddress,
        );
        seen.push([response.statusCode, response.json(), response.headers['retry-after'] as string | undefined]);
      }
      return seen;
    };
    const known = await answers('slot@amn.nl', '203.0.113.50');
    const unknown = await answers('niemand@amn.nl', '203.0.113.51');
    const wrong = (retryAfter?: string) => [401, { error: STAFF_TEXTS.wrongPassword }, retryAfter];
    const delayed = [429, { error: 'Te veel pogingen. Probeer het over 1 seconde opnieuw.' }, '1'];
    // Three attempts are checked, the third asks for a second's wait, the fourth and fifth (too soon) are refused unchecked.
    expect(known).toEqual([wrong(), wrong(), wrong('1'), delayed, delayed]);
    expect(unknown).toEqual(known);

    // After the wait the right password is checked, and the full login ends the count.
    clock += 1000;
    const session = await logIn('slot@amn.nl', '203.0.113.50');
    expect((await get('/api/staff/session', session)).statusCode).toBe(200);
    const again = await post(
      '/api/staff/login',
      { email: 'slot@amn.nl', password: 'wrong' },
      undefined,
      {},
      '203.0.113.50',
    );
    expect(again.headers['retry-after']).toBeUndefined();
  });

  it('keeps the half-way session through a wait after wrong codes', async () => {
    const client = '203.0.113.60';
    clock += 60 * MINUTE;
    const first = await post('/api/staff/login', { email: 'els@amn.nl', password: PASSWORD }, undefined, {}, client);
    const pending = sessionOf(first);
    const codes: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      codes.push((await post('/api/staff/code', { code: '000000' }, pending, {}, client)).statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429, 429]);
    clock += 30_000;
    const right = await post('/api/staff/code', { code: codeForStep(secret, stepAt(clock)) }, pending, {}, client);
    expect(right.statusCode).toBe(200);
  });

  it('records logins, failures, delays, logouts and token exports without personal data', async () => {
    const export_ = await t.inject({
      url: '/api/admin/submissions?format=csv',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(export_.statusCode).toBe(200);
    await recordAudit(
      t.storage.db,
      { actor: 'els@amn.nl', action: 'detail-view', submissionId: 'sub-1' },
      new Date(clock),
    );
    const rows = await listAudit(t.storage.db);
    const pairs = rows.map((row) => `${row.actor} ${row.action}`);
    expect(pairs).toEqual(
      expect.arrayContaining([
        'els@amn.nl login',
        'els@amn.nl login-failed',
        'els@amn.nl logout',
        'slot@amn.nl login-delayed',
        'onbekend login-failed',
        'onbekend login-delayed',
        'ADMIN_TOKEN export',
        'els@amn.nl detail-view',
      ]),
    );
    expect(rows.find((row) => row.action === 'export')?.detail).toBe('csv alle');
    expect(rows.find((row) => row.action === 'login-delayed')?.detail).toBe('adres 1 s, client 0 s');
    expect(rows.find((row) => row.action === 'detail-view')?.submissionId).toBe('sub-1');
    // The unknown address itself is not stored, nor any password.
    expect(JSON.stringify(rows)).not.toMatch(/niemand|wrong password|horse/);
  });
});

describeEachEngine('staff session cookie over https', (engine) => {
  it('is __Host- prefixed and Secure when PUBLIC_URL is https', async () => {
    let clock = Date.parse('2026-11-25T09:00:00Z');
    const t = await startTestApp(engine, { publicUrl: 'https://www.amn.nl' }, { now: () => clock });
    try {
      const secret = newTotpSecret();
      await addAccount(t.storage.db, 'els@amn.nl', PASSWORD, new Date(clock), secret);
      const headers = {
        'content-type': 'application/json',
        origin: 'https://www.amn.nl',
        cookie: `${XSRF.cookie}=${XSRF_TOKEN}`,
        [XSRF.header.toLowerCase()]: XSRF_TOKEN,
      };
      const first = await t.inject({
        method: 'POST',
        url: '/api/staff/login',
        headers,
        payload: { email: 'els@amn.nl', password: PASSWORD },
      });
      const pending = cookieFrom(first, '__Host-amn_staff')!;
      expect(pending).toMatch(/Path=\//);
      expect(pending).toMatch(/Secure/);
      expect(pending).not.toMatch(/Domain=/);
      clock += 30_000;
      const second = await t.inject({
        method: 'POST',
        url: '/api/staff/code',
        headers: { ...headers, cookie: `${headers.cookie}; ${pending.split(';')[0]}` },
        payload: { code: codeForStep(secret, stepAt(clock)) },
      });
      const header = cookieFrom(second, '__Host-amn_staff')!;
      expect(header).toMatch(/HttpOnly/);
      expect(header).toMatch(/SameSite=Strict/);
      expect(header).toMatch(/Secure/);
    } finally {
      await t.close();
    }
  });
});

describeEachEngine('staff login rate limit', (engine) => {
  it('limits logins per client (429 with Retry-After), apart from the delays after failures', async () => {
    let clock = Date.parse('2026-11-25T09:00:00Z');
    const t = await startTestApp(engine, { rateLimitScale: 1 }, { now: () => clock });
    try {
      const attempt = (email: string) =>
        t.post('/api/staff/login', { email, password: 'wrong password!' }, { bot: false });
      const statuses: number[] = [];
      // Each wait the failures ask for has passed on the app's clock: what stops the run is the
      // rate limit, which counts real minutes.
      for (let index = 0; index < 20; index += 1) {
        const response = await attempt(`a${index}@amn.nl`);
        statuses.push(response.statusCode);
        clock += Number(response.headers['retry-after'] ?? 0) * 1000;
      }
      expect(statuses).toEqual(Array(20).fill(401));
      const limited = await attempt('ander@amn.nl');
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect(limited.body).toMatch(/^Te veel verzoeken/);
    } finally {
      await t.close();
    }
  });
});

describe('staff login without ADMIN_TOKEN', () => {
  it('works all the same (the token export is absent)', async () => {
    const t = await startTestApp('sqlite', { adminToken: null });
    try {
      await addAccount(t.storage.db, 'els@amn.nl', PASSWORD, new Date(t.now()));
      const response = await t.post('/api/staff/login', { email: 'els@amn.nl', password: PASSWORD }, { bot: false });
      expect(response.json()).toEqual({ error: STAFF_TEXTS.notEnrolled });
      expect((await t.inject({ url: '/api/admin/submissions' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
