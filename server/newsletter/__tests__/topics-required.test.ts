/** A newsletter without a topic brings nothing: a sign-up and a change of topics need at least one. */
import { describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { renderOutboxMail } from '../../mail/render-outbox';
import { newsletterLinks } from '../../newsletter-store/links';
import { findSubscription } from '../../newsletter-store/subscriptions';

const NO_TOPIC = {
  PO: false,
  VO: false,
  MBO: false,
  HBO: false,
  Bedrijven: false,
  Zorginstellingen: false,
  Overheid: false,
};
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

describeEachEngine('newsletter topics are required', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: Date.now });
  });
  afterAll(async () => t.close());

  const signUpAs = (email: string, topics: Record<string, boolean>, headers?: Record<string, string>) =>
    t.post(
      '/api/process-form',
      { type: 'newsletter', ...validValues('newsletter'), ...NO_TOPIC, ...topics, email },
      headers ? { headers } : undefined,
    );

  it('refuses a sign-up without a topic with a message, and stores nothing', async () => {
    const before = await t.submissions();
    const response = await signUpAs('geen@example.nl', {});
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/^Kies minimaal één onderwerp\b/);
    expect(await t.submissions()).toBe(before);
    expect(await findSubscription(t.storage.db, 'geen@example.nl')).toBeUndefined();
  });

  it('says so in Romanian on the Romanian site', async () => {
    const response = await signUpAs('niciunul@example.ro', {}, { 'accept-language': 'ro' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/^Alegeți cel puțin un subiect/);
  });

  it('welcomes with the chosen topics listed, and refuses to save none of them', async () => {
    expect((await signUpAs('twee@example.nl', { PO: true, MBO: true })).statusCode).toBe(200);
    const subscription = (await findSubscription(t.storage.db, 'twee@example.nl'))!;
    const links = newsletterLinks('http://localhost:3000', t.app.signingKey, subscription, 'nl', Date.now());
    expect((await t.post('/api/newsletter/confirm', { token: tokenOf(links.confirm) })).statusCode).toBe(200);

    const welcome = await t.storage.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', 'twee@example.nl')
      .where('template', '=', 'newsletter-welcome')
      .executeTakeFirstOrThrow();
    const mail = await renderOutboxMail(t.storage.db, welcome, {
      publicUrl: 'http://localhost:3000',
      signingKey: t.app.signingKey,
      now: new Date(t.now()),
    });
    expect(mail.text).toContain('over de onderwerpen hieronder');
    expect(mail.text).toContain('Primair onderwijs');
    expect(mail.text).toContain('Middelbaar beroepsonderwijs');

    const none = await t.post('/api/newsletter/topics', { token: tokenOf(links.manage), topics: [] });
    expect(none.statusCode).toBe(400);
    expect(none.body).toBe('Kies minimaal één onderwerp, of meld u af.');
    expect((await findSubscription(t.storage.db, 'twee@example.nl'))?.topics).toBe('["PO","MBO"]');
  });
});
