import { XSRF } from '../../../src/domain/constants';
import { listAudit } from '../../audit/audit';
import { describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import {
  ADMIN_TOKEN,
  ORIGIN,
  XSRF_TOKEN,
  asPerson,
  startTestApp,
  type TestApp,
} from '../../../test/support/server/test-app';

const contact = () => asPerson({ type: 'contact-form', ...validValues('contact-form') });

/** Sends `count` requests one after the other and returns their statuses. */
async function statuses(count: number, send: (index: number) => Promise<{ statusCode: number }>) {
  const seen: number[] = [];
  for (let index = 0; index < count; index += 1) seen.push((await send(index)).statusCode);
  return seen;
}

describeEachEngine('every refusal counts toward the rate limit', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimitScale: 1 });
  });
  afterAll(async () => t.close());

  it('counts wrong ADMIN_TOKENs (429 after 30) and audits each of them', async () => {
    const client = '198.51.100.10';
    const wrong = await statuses(30, (index) =>
      t.inject({
        url: '/api/admin/submissions',
        remoteAddress: client,
        headers: index % 2 ? { authorization: `Bearer guess-${index}` } : {},
      }),
    );
    expect(wrong).toEqual(Array(30).fill(401));
    // The limit is used up by the guesses: even the right token waits now.
    const limited = await t.inject({
      url: '/api/admin/submissions',
      remoteAddress: client,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another client is not held up by them.
    const other = await t.inject({
      url: '/api/admin/submissions',
      remoteAddress: '198.51.100.11',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(other.statusCode).toBe(200);

    const refused = (await listAudit(t.storage.db)).filter((row) => row.action === 'access-refused');
    expect(refused).toHaveLength(30);
    expect(refused.every((row) => row.actor === 'ADMIN_TOKEN')).toBe(true);
    expect(refused.filter((row) => row.detail === 'GET /api/admin/submissions onjuist token')).toHaveLength(15);
    expect(refused.filter((row) => row.detail === 'GET /api/admin/submissions geen token')).toHaveLength(15);
    // The guessed tokens themselves are never kept.
    expect(JSON.stringify(refused)).not.toMatch(/guess/);
  });

  it('counts 415 (not JSON) and 403 (CSRF) refusals toward the route’s limit', async () => {
    const client = '198.51.100.20';
    const refusals = await statuses(20, (index) =>
      t.inject({
        method: 'POST',
        url: '/api/process-form',
        remoteAddress: client,
        headers:
          index % 2
            ? { 'content-type': 'text/plain', origin: ORIGIN }
            : { 'content-type': 'application/json', origin: 'https://evil.example' },
        payload: index % 2 ? 'type=contact-form' : JSON.stringify(contact()),
      }),
    );
    expect(refusals).toEqual(Array.from({ length: 20 }, (_, index) => (index % 2 ? 415 : 403)));
    const next = await t.inject({
      method: 'POST',
      url: '/api/process-form',
      remoteAddress: client,
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        cookie: `${XSRF.cookie}=${XSRF_TOKEN}`,
        [XSRF.header.toLowerCase()]: XSRF_TOKEN,
      },
      payload: JSON.stringify(contact()),
    });
    expect(next.statusCode).toBe(429);
    expect(await t.submissions()).toBe(0);
  });

  it('audits a request with a staff cookie that has no session, and counts it', async () => {
    const client = '198.51.100.30';
    const before = (await listAudit(t.storage.db)).filter((row) => row.detail?.endsWith('sessie')).length;
    const refused = await statuses(300, (index) =>
      t.inject({
        url: '/api/staff/session',
        remoteAddress: client,
        headers: index < 3 ? { cookie: `amn_staff=${'a'.repeat(42)}${index}` } : {},
      }),
    );
    expect(refused).toEqual(Array(300).fill(401));
    expect((await t.inject({ url: '/api/staff/session', remoteAddress: client })).statusCode).toBe(429);
    const audited = (await listAudit(t.storage.db)).filter((row) => row.detail?.endsWith('sessie'));
    expect(audited.length - before).toBe(3);
    expect(audited[audited.length - 1]).toEqual(
      expect.objectContaining({ actor: 'onbekend', action: 'access-refused', detail: 'GET /api/staff/session sessie' }),
    );
  });

  it('counts IPv6 clients per /64 and IPv4 clients per address', async () => {
    const search = (remoteAddress: string) => t.inject({ url: '/api/csrf', remoteAddress });
    // The token route's limit (60 a minute) shared by two addresses of one /64.
    const first = await statuses(30, () => search('2001:db8:aa:bb::1'));
    const second = await statuses(30, () => search('2001:db8:aa:bb:ffff:1:2:3'));
    expect([...first, ...second]).toEqual(Array(60).fill(200));
    expect((await search('2001:db8:aa:bb::9')).statusCode).toBe(429);
    // The neighbouring /64 and an IPv4 neighbour count apart.
    expect((await search('2001:db8:aa:bc::1')).statusCode).toBe(200);
    await statuses(60, () => search('203.0.113.5'));
    expect((await search('203.0.113.5')).statusCode).toBe(429);
    expect((await search('203.0.113.6')).statusCode).toBe(200);
  });
});
