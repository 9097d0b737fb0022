import { XSRF } from '../../../src/domain/constants';
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

/** The mail provider's outgoing address: every one-click request comes from it. */
const PROVIDER = '192.0.2.25';

const oneClick = (t: TestApp, path: string) =>
  t.inject({
    method: 'POST',
    url: path,
    remoteAddress: PROVIDER,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

describeEachEngine('RFC 8058 one-click unsubscribes are limited per token', (engine) => {
  let t: TestApp;
  /** The one-click addresses of 40 subscribers, path and query. */
  let links: string[];

  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimitScale: 1 });
    for (let index = 0; index < 40; index += 1) {
      // Each sign-up from an address of its own: the form's own limit is not what is tested here.
      const response = await t.inject({
        method: 'POST',
        url: '/api/process-form',
        remoteAddress: `198.51.100.${index + 1}`,
        headers: {
          'content-type': 'application/json',
          origin: ORIGIN,
          cookie: `${XSRF.cookie}=${XSRF_TOKEN}`,
          [XSRF.header.toLowerCase()]: XSRF_TOKEN,
        },
        payload: JSON.stringify(
          asPerson({ type: 'newsletter', ...validValues('newsletter'), email: `lezer${index}@example.nl` }),
        ),
      });
      expect(response.statusCode).toBe(200);
    }
    const subscribers = await t.inject({
      url: '/api/admin/subscribers',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    links = (subscribers.json() as { unsubscribe: string }[]).map(({ unsubscribe }) => {
      const url = new URL(unsubscribe);
      return url.pathname + url.search;
    });
    expect(links).toHaveLength(40);
  });
  afterAll(async () => t.close());

  it('takes 40 unsubscribes from one client, and limits each token on its own', async () => {
    const answers = await Promise.all(links.map((link) => oneClick(t, link)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(200));
    const states = await t.storage.db.selectFrom('newsletter_subscriptions').select('state').execute();
    expect(states.map((row) => row.state)).toEqual(Array(40).fill('unsubscribed'));

    // One token sent again and again is held at 30 a minute (it was used once above, so each repeat
    // answers 'U bent al afgemeld')...
    const repeats: number[] = [];
    for (let index = 0; index < 30; index += 1) repeats.push((await oneClick(t, links[0])).statusCode);
    expect(repeats.slice(0, 29)).toEqual(Array(29).fill(409));
    expect(repeats[29]).toBe(429);
    // ... while another token from the same client is still answered, not limited.
    expect((await oneClick(t, links[1])).statusCode).toBe(409);
  });

  it('counts requests without a valid token per client, so made-up tokens buy no extra tries', async () => {
    const forged = (index: number) => oneClick(t, `/api/newsletter/unsubscribe?token=forged.${index}`);
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) statuses.push((await forged(index)).statusCode);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(404));
    expect(statuses[30]).toBe(429);
  });
});
