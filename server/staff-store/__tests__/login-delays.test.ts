import { XSRF } from '../../../src/domain/constants';
import { describeEachEngine } from '../../../test/support/server/databases';
import { ORIGIN, XSRF_TOKEN, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { addAccount } from '../../staff/accounts';
import { listAudit } from '../../audit/audit';
import { codeForStep, newTotpSecret, stepAt } from '../../staff/totp';

const PASSWORD = 'correct horse battery staple';
const STRANGER = '203.0.113.66';
const STAFF = '2001:db8:5:6::42';

describeEachEngine('staff login: delays per address and per client instead of a lock', (engine) => {
  let t: TestApp;
  let clock: number;
  const secret = newTotpSecret();

  const post = (url: string, body: unknown, remoteAddress: string, session?: string) =>
    t.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        cookie: [`${XSRF.cookie}=${XSRF_TOKEN}`, session].filter(Boolean).join('; '),
        [XSRF.header.toLowerCase()]: XSRF_TOKEN,
      },
      payload: JSON.stringify(body),
    });
  const sessionOf = (response: { headers: Record<string, unknown> }) =>
    [response.headers['set-cookie'] ?? []]
      .flat()
      .map(String)
      .find((header) => header.startsWith('amn_staff='))
      ?.split(';')[0];
  const retryAfter = (response: { headers: Record<string, unknown> }) =>
    Number(response.headers['retry-after'] ?? 0) * 1000;

  beforeEach(async () => {
    clock = Date.parse('2026-11-26T08:00:00Z');
    t = await startTestApp(engine, { rateLimitScale: 1 }, { now: () => clock });
    await addAccount(t.storage.db, 'els@amn.nl', PASSWORD, new Date(clock), secret);
  });
  afterEach(async () => t.close());

  it("lets staff in from their own client within a minute of a stranger's 20 wrong passwords", async () => {
    const answers: number[] = [];
    let lastWait = 0;
    // The stranger waits out every delay, so all 20 guesses are checked and counted.
    while (answers.length < 20) {
      clock += lastWait;
      const guess = await post(
        '/api/staff/login',
        { email: 'els@amn.nl', password: `raden ${answers.length}` },
        STRANGER,
      );
      answers.push(guess.statusCode);
      lastWait = retryAfter(guess);
    }
    expect(answers).toEqual(Array(20).fill(401));
    // The stranger's own client must now wait long (15 minutes): their guesses slowed them down.
    expect(lastWait).toBe(15 * 60_000);

    const start = clock;
    // The address asks for its short wait (30 seconds at most), then the right password is checked.
    const waiting = await post('/api/staff/login', { email: 'els@amn.nl', password: PASSWORD }, STAFF);
    expect(waiting.statusCode).toBe(429);
    expect(retryAfter(waiting)).toBeLessThanOrEqual(30_000);
    clock += retryAfter(waiting);
    const first = await post('/api/staff/login', { email: 'els@amn.nl', password: PASSWORD }, STAFF);
    expect(first.json()).toEqual({ step: 'code' });
    clock += 1000;
    const second = await post('/api/staff/code', { code: codeForStep(secret, stepAt(clock)) }, STAFF, sessionOf(first));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ email: 'els@amn.nl' });
    expect(clock - start).toBeLessThanOrEqual(60_000);

    // The trail shows the delays the guesses set.
    const delays = (await listAudit(t.storage.db)).filter((row) => row.action === 'login-delayed');
    // The third failure of the address is the first to ask for a wait.
    expect(delays).toHaveLength(20 - 2);
    expect(delays[0]).toEqual(expect.objectContaining({ actor: 'els@amn.nl', detail: 'adres 1 s, client 0 s' }));
    expect(delays[delays.length - 1].detail).toBe('adres 30 s, client 900 s');
  });

  it('counts two first failures released together, without an error', async () => {
    const [one, two] = await Promise.all([
      post('/api/staff/login', { email: 'els@amn.nl', password: 'fout een' }, STRANGER),
      post('/api/staff/login', { email: 'els@amn.nl', password: 'fout twee' }, STRANGER),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([401, 401]);
    const counts = await t.storage.db.selectFrom('staff_login_failures').select('failures').execute();
    expect(counts.map((row) => Number(row.failures))).toEqual([2, 2]);
    // Neither count holds the address or the client address itself.
    expect(JSON.stringify(await t.storage.db.selectFrom('staff_login_failures').selectAll().execute())).not.toMatch(
      /els@amn\.nl|203\.0\.113/,
    );
  });

  it('slows a client that tries many addresses, without delaying those addresses for others', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      statuses.push(
        (await post('/api/staff/login', { email: `x${index}@amn.nl`, password: 'fout' }, STRANGER)).statusCode,
      );
    }
    // Five attempts of the client are checked, the fifth asks for a wait, the sixth and seventh come too soon.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const elsewhere = await post('/api/staff/login', { email: 'x6@amn.nl', password: 'fout' }, STAFF);
    expect(elsewhere.statusCode).toBe(401);
  });

  it('forgets the counts after an hour without failures', async () => {
    for (let index = 0; index < 6; index += 1) {
      const guess = await post('/api/staff/login', { email: 'els@amn.nl', password: 'fout' }, STRANGER);
      clock += retryAfter(guess);
    }
    clock += 61 * 60_000;
    const next = await post('/api/staff/login', { email: 'els@amn.nl', password: 'fout' }, STRANGER);
    expect(next.statusCode).toBe(401);
    expect(next.headers['retry-after']).toBeUndefined();
  });
});
