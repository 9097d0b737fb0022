import { describeEachEngine } from '../../../test/support/server/databases';
import { createFixtureBuild } from '../../../test/support/server/fixture-build';
import { validValues } from '../../../test/support/server/payloads';
import { ORIGIN, XSRF_TOKEN, asPerson, startTestApp, type TestApp } from '../../../test/support/server/test-app';

const contact = () => ({ type: 'contact-form', ...validValues('contact-form') });

describeEachEngine('API guards', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => t.close());

  describe('body limit and content type', () => {
    it('refuses a body over 64 KB with 413 and a Dutch text', async () => {
      const response = await t.post('/api/process-form', { ...contact(), message: 'x'.repeat(70 * 1024) });
      expect(response.statusCode).toBe(413);
      expect(response.body).toBe('De verzonden gegevens zijn te groot.');
      expect(await t.submissions()).toBe(0);
    });

    it.each([
      ['text/plain', 'type=contact-form'],
      ['application/x-www-form-urlencoded', 'type=contact-form&email=a%40b.nl'],
      ['multipart/form-data; boundary=x', '--x--'],
      ['application/jsonp', '{}'],
    ])('refuses %s with 415', async (contentType, payload) => {
      const response = await t.post('/api/process-form', payload, {
        headers: { 'content-type': contentType },
        bot: false,
      });
      expect(response.statusCode).toBe(415);
      expect(response.body).toBe('Stuur de gegevens als JSON (Content-Type: application/json).');
    });

    it('refuses a POST without a content type with 415', async () => {
      const response = await t.inject({
        method: 'POST',
        url: '/api/send',
        headers: { origin: ORIGIN, cookie: `XSRF-TOKEN=${XSRF_TOKEN}`, 'x-xsrf-token': XSRF_TOKEN },
      });
      expect(response.statusCode).toBe(415);
    });

    it('accepts a charset parameter and refuses malformed JSON or prototype tricks with 400', async () => {
      const ok = await t.post('/api/process-form', contact(), {
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
      expect(ok.statusCode).toBe(200);
      for (const payload of ['{"type":', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}']) {
        const response = await t.inject({
          method: 'POST',
          url: '/api/process-form',
          headers: {
            'content-type': 'application/json',
            origin: ORIGIN,
            cookie: `XSRF-TOKEN=${XSRF_TOKEN}`,
            'x-xsrf-token': XSRF_TOKEN,
          },
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.body).toBe('De verzonden gegevens konden niet worden gelezen.');
      }
    });
  });

  describe('CSRF: same origin and the XSRF-TOKEN / X-XSRF-TOKEN pair', () => {
    const refused = 'Uw sessie is verlopen. Vernieuw de pagina en probeer het opnieuw.';

    it.each([
      ['no cookie', { cookie: '' }],
      ['no header', { 'x-xsrf-token': '' }],
      ['a header that differs from the cookie', { 'x-xsrf-token': 'y'.repeat(43) }],
      ['a malformed token in both', { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abc' }],
      ['another site as Origin', { origin: 'https://evil.example' }],
      ['an opaque Origin (sandboxed frame)', { origin: 'null' }],
      ['another site as Referer and no Origin', { origin: '', referer: 'https://evil.example/form' }],
    ])('refuses a POST with %s (403, nothing stored)', async (_name, headers) => {
      const before = await t.submissions();
      const clean = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''));
      const response = await t.inject({
        method: 'POST',
        url: '/api/process-form',
        headers: {
          'content-type': 'application/json',
          ...('origin' in headers ? {} : { origin: ORIGIN }),
          ...('cookie' in headers ? {} : { cookie: `XSRF-TOKEN=${XSRF_TOKEN}` }),
          ...('x-xsrf-token' in headers ? {} : { 'x-xsrf-token': XSRF_TOKEN }),
          ...clean,
        },
        payload: JSON.stringify(asPerson(contact())),
      });
      expect(response.statusCode).toBe(403);
      expect(response.body).toBe(refused);
      expect(await t.submissions()).toBe(before);
    });

    it('accepts the own host as Origin, a same-site Referer without Origin, and no Origin at all', async () => {
      for (const headers of [
        { origin: 'http://localhost:80' },
        { origin: '', referer: `${ORIGIN}/contactformulier` },
        { origin: '' },
      ]) {
        const response = await t.inject({
          method: 'POST',
          url: '/api/process-form',
          headers: {
            'content-type': 'application/json',
            cookie: `XSRF-TOKEN=${XSRF_TOKEN}`,
            'x-xsrf-token': XSRF_TOKEN,
            ...Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== '')),
          },
          payload: JSON.stringify(asPerson(contact())),
        });
        expect(response.statusCode).toBe(200);
      }
    });

    it('hands out a token on GET /api/csrf that then works for a POST', async () => {
      const first = await t.inject({ url: '/api/csrf' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      const { token } = first.json() as { token: string };
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(first.cookies).toEqual([
        expect.objectContaining({ name: 'XSRF-TOKEN', value: token, path: '/', sameSite: 'Strict' }),
      ]);
      const again = await t.inject({ url: '/api/csrf', headers: { cookie: `XSRF-TOKEN=${token}` } });
      expect(again.json()).toEqual({ token });
      expect(again.cookies).toEqual([]);
      const post = await t.post('/api/process-form', contact(), {
        headers: { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
      });
      expect(post.statusCode).toBe(200);
    });
  });

  describe('bots: honeypot and minimum fill time', () => {
    const registration = () => ({
      type: 'doorstroomtoets-registration-2026',
      ...validValues('doorstroomtoets-registration-2026'),
    });

    it('answers a filled honeypot exactly like a success, stores nothing, counts it', async () => {
      const mailCount = async () => (await t.storage.db.selectFrom('outbox').select('id').execute()).length;
      const before = await t.submissions();
      const mailsBefore = await mailCount();
      const form = await t.post(
        '/api/process-form',
        { ...asPerson(contact()), website: 'http://spam.example' },
        { bot: false },
      );
      expect(form.statusCode).toBe(200);
      expect(form.body).toBe('Bedankt voor uw bericht. We nemen zo snel mogelijk contact met u op.');
      const reg = await t.post('/api/process-form', { ...asPerson(registration()), website: 'x' }, { bot: false });
      expect(reg.statusCode).toBe(307);
      // A Kenmerk of the round's shape, drawn for the answer and never stored.
      expect(reg.body).toMatch(
        /^\/formulier\/bedankt\?formulier=doorstroomtoets-registration-2026&kenmerk=AMN-2026-[34679ACEFGHKMNPRTWXY]{4}$/,
      );
      expect(await t.submissions()).toBe(before);
      expect(await mailCount()).toBe(mailsBefore);
      const counted = await t.storage.db
        .selectFrom('bot_drops')
        .selectAll()
        .where('reason', '=', 'honeypot')
        .executeTakeFirstOrThrow();
      expect(Number(counted.count)).toBeGreaterThanOrEqual(2);
    });

    it('drops a form sent within 3 seconds of opening it, even when its values are invalid', async () => {
      const before = await t.submissions();
      const fast = await t.post(
        '/api/send',
        { name: 'x', website: '', form_started_at: t.now() - 500 },
        { bot: false },
      );
      expect(fast.statusCode).toBe(200);
      const counted = await t.storage.db
        .selectFrom('bot_drops')
        .selectAll()
        .where('reason', '=', 'too-fast')
        .executeTakeFirstOrThrow();
      expect(Number(counted.count)).toBe(1);
      expect(await t.submissions()).toBe(before);
    });

    it('takes the minimum fill time from the configuration (MIN_FILL_TIME_MS)', async () => {
      const quick = await startTestApp(engine, { minFillTimeMs: 200 });
      try {
        const response = await quick.post(
          '/api/process-form',
          { ...contact(), website: '', form_started_at: t.now() - 500 },
          { bot: false },
        );
        expect(response.statusCode).toBe(200);
        expect(await quick.submissions()).toBe(1);
      } finally {
        await quick.close();
      }
    });

    it('accepts a start time up to 5 minutes in the future (a browser clock that runs ahead)', async () => {
      const response = await t.post(
        '/api/process-form',
        { ...contact(), website: '', form_started_at: t.now() + 120_000 },
        { bot: false },
      );
      expect(response.statusCode).toBe(200);
    });

    it('judges by the fill time the browser measured when it sends one, whatever the server’s clock says', async () => {
      const before = await t.submissions();
      // Opened a second ago by the server's clock (it stepped back), filled in twenty seconds: a person.
      const person = await t.post(
        '/api/process-form',
        { ...contact(), website: '', form_started_at: t.now() - 1_000, form_fill_ms: 20_000 },
        { bot: false },
      );
      expect(person.statusCode).toBe(200);
      expect(await t.submissions()).toBe(before + 1);
      // Opened a minute ago by the server's clock, sent half a second after it was shown: a bot.
      const bot = await t.post(
        '/api/process-form',
        { ...contact(), website: '', form_started_at: t.now() - 60_000, form_fill_ms: 500 },
        { bot: false },
      );
      expect(bot.statusCode).toBe(200);
      expect(await t.submissions()).toBe(before + 1);
    });

    const expired = 'Dit formulier stond te lang open. Vernieuw de pagina; wat u invulde, blijft staan.';

    it.each([
      ['a day ahead', () => t.now() + 24 * 60 * 60_000],
      ['six minutes ahead', () => t.now() + 6 * 60_000],
      ['opened 25 hours ago', () => t.now() - 25 * 60 * 60_000],
      ['1 (the epoch)', () => 1],
    ])('refuses a form_started_at %s with a visible 400 and stores nothing', async (_name, startedAt) => {
      const before = await t.submissions();
      const dropsBefore = await t.storage.db.selectFrom('bot_drops').selectAll().execute();
      for (const [endpoint, body] of [
        ['/api/process-form', contact()],
        ['/api/send', { name: 'x' }],
      ] as const) {
        const response = await t.post(endpoint, { ...body, website: '', form_started_at: startedAt() }, { bot: false });
        expect(response.statusCode).toBe(400);
        expect(response.body).toBe(expired);
        expect(response.headers['x-form-expired']).toBe('1');
        expect(response.headers.date).toBeDefined();
      }
      expect(await t.submissions()).toBe(before);
      expect(await t.storage.db.selectFrom('bot_drops').selectAll().execute()).toEqual(dropsBefore);
    });

    it('says so in Romanian to the Romanian site', async () => {
      const response = await t.post(
        '/api/process-form',
        { ...contact(), website: '', form_started_at: t.now() + 24 * 60 * 60_000 },
        { bot: false, headers: { 'accept-language': 'ro' } },
      );
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe(
        'Acest formular a stat deschis prea mult timp. Reîncărcați pagina; ce ați completat rămâne păstrat.',
      );
    });

    it('still drops a filled honeypot silently, whatever its start time', async () => {
      const before = await t.submissions();
      const response = await t.post(
        '/api/process-form',
        { ...contact(), website: 'http://spam.example', form_started_at: 1 },
        { bot: false },
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-form-expired']).toBeUndefined();
      expect(await t.submissions()).toBe(before);
    });

    it('takes a form opened almost 24 hours ago', async () => {
      const response = await t.post(
        '/api/process-form',
        { ...contact(), website: '', form_started_at: t.now() - 23 * 60 * 60_000 },
        { bot: false },
      );
      expect(response.statusCode).toBe(200);
    });

    it.each([
      ['missing', {}],
      ['text', { form_started_at: 'gisteren' }],
      ['a fraction', { form_started_at: 1.5 }],
    ])('refuses a form_started_at that is %s with 400', async (_name, field) => {
      const response = await t.post('/api/process-form', { ...contact(), website: '', ...field }, { bot: false });
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe(
        'Het formulier is niet volledig verzonden. Vernieuw de pagina en probeer het opnieuw.',
      );
    });
  });

  describe('server errors', () => {
    it('answers 5xx with a generic Dutch text and no details, 503 on /healthz', async () => {
      const broken = await startTestApp(engine);
      await broken.storage.close();
      const response = await broken.post('/api/process-form', contact());
      expect(response.statusCode).toBe(500);
      expect(response.body).toBe('Er is iets misgegaan. Probeer het later opnieuw of neem contact met ons op.');
      expect((await broken.inject({ url: '/healthz' })).statusCode).toBe(503);
      await broken.app.close();
    });
  });
});

describe('rate limits', () => {
  const build = createFixtureBuild();
  let t: TestApp;
  beforeAll(async () => {
    // Scale 0.1: process-form allows 2 per minute, the default API limit 30.
    t = await startTestApp('sqlite', { rateLimitScale: 0.1, buildDir: build.dir });
  });
  afterAll(async () => {
    await t.close();
    build.dispose();
  });

  it('answers 429 with Retry-After and a Dutch text once a route’s limit is used up', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await t.post('/api/process-form', contact())).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await t.post('/api/process-form', contact());
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.body).toBe(`Te veel verzoeken. Probeer het over ${retryAfter} seconden opnieuw.`);
    // Limits are per route: another API route still answers.
    expect((await t.post('/api/send', { name: 'x' })).statusCode).toBe(400);
  });

  it('limits the school finder like every API route (default limit)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await t.inject({ url: '/api/school?term=6546BB' })).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('never limits pages, assets or the health checks', async () => {
    for (let i = 0; i < 60; i += 1) {
      expect((await t.inject({ url: '/' })).statusCode).toBe(200);
      expect((await t.inject({ url: '/assets/js/main.0a1b2c3d.js' })).statusCode).toBe(200);
      expect((await t.inject({ url: '/livez' })).statusCode).toBe(200);
    }
  });
});
