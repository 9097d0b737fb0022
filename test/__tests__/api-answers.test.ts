import * as v from 'valibot';
import {
  csrfAnswer,
  myRegistrationAnswer,
  newsletterConfirmAnswer,
  newsletterTopicsAnswer,
  newsletterUnsubscribeAnswer,
  preRegistrationToFinish,
  schoolAlreadyRegisteredAnswer,
  staffBulkStatusAnswer,
  staffDetailAnswer,
  staffFailedMailsAnswer,
  staffHeldMailsAnswer,
  staffListAnswer,
  staffMailAnswer,
  staffSessionAnswer,
  staffStatsAnswer,
  subscriptionAnswer,
  textAnswer,
} from '../../src/domain/api-answers';
import { XSRF } from '../../src/domain/constants';
import { HANDLING_STATUSES } from '../../src/domain/staff';
import { addAccount } from '../../server/staff/accounts';
import { createSession } from '../../server/staff-store/sessions';
import { newTotpSecret } from '../../server/staff/totp';
import { newsletterLinks } from '../../server/newsletter-store/links';
import { findSubscription } from '../../server/newsletter-store/subscriptions';
import { findContactLink } from '../../server/registration-records/contact-links';
import { personalToken } from '../../server/registration-records/personal-link';
import { describeEachEngine } from '../support/server/databases';
import { validValues } from '../support/server/payloads';
import { ORIGIN, XSRF_TOKEN, startTestApp, type TestApp } from '../support/server/test-app';

const PRE = 'doorstroomtoets-pre-registration-2026';

/**
 * The server's answers are what the browser's answer schemas (src/domain/api-answers.ts) say: the
 * browser parses them by these schemas, so an answer that drifted would show as an error to the school.
 */
describeEachEngine("the server's answers match the browser's schemas", (engine) => {
  let t: TestApp;
  let token: string;
  const values = validValues(PRE);
  const chosen = values.school as { instellingscode: string; vestigingscode: string };
  const school = { instellingscode: chosen.instellingscode, vestigingscode: chosen.vestigingscode };

  beforeAll(async () => {
    t = await startTestApp(engine);
    expect((await t.post('/api/process-form', { type: PRE, ...values })).statusCode).toBe(307);
    const { id } = await t.storage.db.selectFrom('submissions').select('id').executeTakeFirstOrThrow();
    const link = await findContactLink(t.storage.db, id, 'anna@school.example.nl');
    token = personalToken(t.app.signingKey, link!);
  });
  afterAll(async () => t.close());

  /** Each field the schema refuses, by its path: none. */
  const parses = (schema: v.GenericSchema, body: unknown) =>
    expect(
      v.safeParse(schema, body).issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`),
    ).toBeUndefined();

  it('GET /api/registration?token= (the school page, and the final form finishing it)', async () => {
    const response = await t.inject({ url: `/api/registration?token=${encodeURIComponent(token)}` });
    expect(response.statusCode).toBe(200);
    parses(myRegistrationAnswer, response.json());
    parses(preRegistrationToFinish, response.json());
  });

  it('GET /api/schoolAlreadyRegistered', async () => {
    const query = new URLSearchParams({ ...school, mode: 'pre-registration' });
    const response = await t.inject({ url: `/api/schoolAlreadyRegistered?${query}` });
    expect(response.json()).toMatchObject({ schoolAlreadyRegistered: true });
    parses(schoolAlreadyRegisteredAnswer, response.json());
  });

  it('POST /api/registration/links', async () => {
    const response = await t.post('/api/registration/links', { school }, { bot: false });
    expect(response.statusCode).toBe(202);
    parses(textAnswer, response.json());
  });

  it('the newsletter links: the subscription, confirm, topics, unsubscribe', async () => {
    const email = 'contract@example.nl';
    await t.post('/api/process-form', { type: 'newsletter', ...validValues('newsletter'), PO: true, email });
    const subscription = (await findSubscription(t.storage.db, email))!;
    const links = newsletterLinks('http://localhost:3000', t.app.signingKey, subscription, 'nl', t.now());
    const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

    const confirmed = await t.post('/api/newsletter/confirm', { token: tokenOf(links.confirm) }, { bot: false });
    expect(confirmed.statusCode).toBe(200);
    parses(newsletterConfirmAnswer, confirmed.json());
    const shown = await t.inject({ url: `/api/newsletter/subscription?token=${tokenOf(links.topics)}` });
    expect(shown.statusCode).toBe(200);
    parses(subscriptionAnswer, shown.json());
    const topics = await t.post(
      '/api/newsletter/topics',
      { token: tokenOf(links.topics), topics: (shown.json() as { topics: string[] }).topics },
      { bot: false },
    );
    expect(topics.statusCode).toBe(200);
    parses(newsletterTopicsAnswer, topics.json());
    const gone = await t.post('/api/newsletter/unsubscribe', { token: tokenOf(links.manage) }, { bot: false });
    expect(gone.statusCode).toBe(200);
    parses(newsletterUnsubscribeAnswer, gone.json());
  });

  it("the staff workspace's lists, record, mail, stats and a bulk status", async () => {
    const at = new Date(t.now());
    await addAccount(t.storage.db, 'els@amn.nl', 'correct horse battery staple', at, newTotpSecret());
    const cookie = `amn_staff=${await createSession(t.storage.db, 'els@amn.nl', 'in', at)}`;
    const get = async (url: string) => {
      const response = await t.inject({ url, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      return response.json() as unknown;
    };
    parses(staffSessionAnswer, await get('/api/staff/session'));
    const list = await get('/api/staff/submissions');
    parses(staffListAnswer, list);
    const { id } = (list as { items: { id: string }[] }).items[0]!;
    const detail = await get(`/api/staff/submissions/${id}`);
    parses(staffDetailAnswer, detail);
    const mail = (detail as { mails: { id: string }[] }).mails[0]!;
    parses(staffMailAnswer, await get(`/api/staff/mails/${mail.id}`));
    parses(staffStatsAnswer, await get('/api/staff/stats'));
    parses(staffFailedMailsAnswer, await get('/api/staff/mails/failed'));
    parses(staffHeldMailsAnswer, await get('/api/staff/mails/held'));
    const bulk = await t.inject({
      method: 'POST',
      url: '/api/staff/submissions/status',
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        cookie: `${XSRF.cookie}=${XSRF_TOKEN}; ${cookie}`,
        [XSRF.header.toLowerCase()]: XSRF_TOKEN,
      },
      payload: JSON.stringify({ ids: [id], status: HANDLING_STATUSES[1] }),
    });
    expect(bulk.statusCode).toBe(200);
    parses(staffBulkStatusAnswer, bulk.json());
  });

  it('GET /api/csrf', async () => {
    const response = await t.inject({ url: '/api/csrf' });
    expect(response.statusCode).toBe(200);
    parses(csrfAnswer, response.json());
  });
});
