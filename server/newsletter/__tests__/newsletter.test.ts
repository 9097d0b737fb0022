import { addDays } from '../../../src/domain/dates';
import { todayIso } from '../../../src/domain/today';
import { describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { signToken } from '../../security/signed-tokens';
import { signingKeys } from '../../security/signing-keys';
import { listAudit } from '../../audit/audit';
import { erasePersonalData, exportPersonalData, purgeOlderThan } from '../../privacy/privacy';
import { CONFIRM_PURPOSE, newsletterLinks, UNSUBSCRIBE_PURPOSE } from '../../newsletter-store/links';
import { findSubscription, signUp } from '../../newsletter-store/subscriptions';

const INVALID = 'Deze link is niet (meer) geldig';
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

describeEachEngine('the newsletter: double opt-in and one-click unsubscribe', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // Real time: the tokens and timers below count from it.
    t = await startTestApp(engine, {}, { now: Date.now });
  });
  afterAll(async () => t.close());

  const signUpAs = (email: string, topics: Record<string, boolean> = { PO: true }) =>
    t.post('/api/process-form', { type: 'newsletter', ...validValues('newsletter'), PO: false, ...topics, email });
  const mailsTo = async (email: string) =>
    t.storage.db
      .selectFrom('outbox')
      .select(['template', 'locale'])
      .where('recipient', '=', email)
      .orderBy('created_at')
      .execute();
  const links = async (email: string) => {
    const subscription = (await findSubscription(t.storage.db, email))!;
    return newsletterLinks('http://localhost:3000', t.app.signingKey, subscription, 'nl', Date.now());
  };
  const confirm = (token: string) => t.post('/api/newsletter/confirm', { token });

  it('stores a sign-up as pending with its consent record and mails the confirmation link, nothing else', async () => {
    const response = await signUpAs('nieuw@example.nl', { PO: true, VO: true });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      'Bijna klaar: we hebben u een e-mail gestuurd. Rond uw aanmelding af met de knop in die e-mail.',
    );
    expect(await findSubscription(t.storage.db, 'nieuw@example.nl')).toMatchObject({
      state: 'pending',
      topics: '["PO","VO"]',
      locale: 'nl',
      consent_text: 'Ik ga akkoord met de algemene voorwaarden en privacyverklaring',
    });
    expect(await mailsTo('nieuw@example.nl')).toEqual([{ template: 'newsletter-confirm', locale: 'nl' }]);
  });

  it('confirms with a POST of the token, never with a GET of the link; then welcomes', async () => {
    const { confirm: link } = await links('nieuw@example.nl');
    expect((await t.inject({ url: `/api/newsletter/confirm?token=${tokenOf(link)}` })).statusCode).toBe(404);
    expect((await t.inject({ url: new URL(link).pathname + new URL(link).search })).statusCode).not.toBe(200);
    expect((await findSubscription(t.storage.db, 'nieuw@example.nl'))?.state).toBe('pending');
    const response = await confirm(tokenOf(link));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ state: 'confirmed' });
    const row = await findSubscription(t.storage.db, 'nieuw@example.nl');
    expect(row).toMatchObject({ state: 'confirmed' });
    expect(row?.confirmed_at).not.toBeNull();
    expect((await mailsTo('nieuw@example.nl')).map((mail) => mail.template)).toEqual([
      'newsletter-confirm',
      'newsletter-welcome',
    ]);
  });

  it('answers a confirm link pressed again with already-confirmed: nothing changes and no second welcome goes out', async () => {
    const { confirm: used } = await links('nieuw@example.nl');
    const before = await findSubscription(t.storage.db, 'nieuw@example.nl');
    expect(before?.state).toBe('confirmed');
    const response = await confirm(tokenOf(used));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ state: 'already-confirmed' });
    expect(await findSubscription(t.storage.db, 'nieuw@example.nl')).toEqual(before);
    expect((await mailsTo('nieuw@example.nl')).map((mail) => mail.template)).toEqual([
      'newsletter-confirm',
      'newsletter-welcome',
    ]);
  });

  it('two presses of one confirm link at once: one confirms, the other hears it is already done; one welcome', async () => {
    await signUpAs('dubbel@example.nl');
    const { confirm: link } = await links('dubbel@example.nl');
    const answers = await Promise.all([confirm(tokenOf(link)), confirm(tokenOf(link))]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => (answer.json() as { state: string }).state).sort()).toEqual([
      'already-confirmed',
      'confirmed',
    ]);
    expect((await mailsTo('dubbel@example.nl')).map((mail) => mail.template)).toEqual([
      'newsletter-confirm',
      'newsletter-welcome',
    ]);
  });

  it('refuses an expired, forged or other-purpose token with the same clear text', async () => {
    const { manage } = await links('nieuw@example.nl');
    await signUpAs('later@example.nl');
    const { id: subject, version } = (await findSubscription(t.storage.db, 'later@example.nl'))!;
    const expired = signToken(t.app.signingKey, {
      purpose: CONFIRM_PURPOSE,
      subject,
      version,
      expiresAt: Date.now() - 1,
    });
    const forged = signToken(signingKeys('x'.repeat(40)), {
      purpose: CONFIRM_PURPOSE,
      subject,
      version,
      expiresAt: null,
    });
    const otherPurpose = signToken(t.app.signingKey, {
      purpose: UNSUBSCRIBE_PURPOSE,
      subject,
      version,
      expiresAt: null,
    });
    for (const token of [expired, forged, otherPurpose, tokenOf(manage), 'nonsense']) {
      const response = await confirm(token);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(INVALID);
    }
    expect((await findSubscription(t.storage.db, 'later@example.nl'))?.state).toBe('pending');
  });

  it('answers a new, pending or confirmed address alike when a mail went; a confirmed one gets the topics link', async () => {
    // Past the 10 minutes since their last link: every one of them is mailed now.
    await t.storage.db
      .updateTable('newsletter_subscriptions')
      .set({ last_link_at: new Date(Date.now() - 20 * 60_000).toISOString() })
      .where('email', 'in', ['later@example.nl', 'nieuw@example.nl'])
      .execute();
    const answers = [];
    for (const email of ['ander@example.nl', 'later@example.nl', 'nieuw@example.nl']) {
      const response = await signUpAs(email, { PO: true });
      answers.push([response.statusCode, response.body]);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual([
      200,
      'Bijna klaar: we hebben u een e-mail gestuurd. Rond uw aanmelding af met de knop in die e-mail.',
    ]);
    expect((await mailsTo('nieuw@example.nl')).map((mail) => mail.template)).toEqual([
      'newsletter-confirm',
      'newsletter-welcome',
      'newsletter-topics',
    ]);
  });

  it('unsubscribes with the exact RFC 8058 request, without cookie or Origin', async () => {
    const { oneClick } = await links('nieuw@example.nl');
    const response = await t.inject({
      method: 'POST',
      url: new URL(oneClick).pathname + new URL(oneClick).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect((await findSubscription(t.storage.db, 'nieuw@example.nl'))?.state).toBe('unsubscribed');
    // The same route with JSON still needs the CSRF check; a forged token gets nothing.
    const forged = await t.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe?token=abc.def',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(404);
  });

  it('lists subscribers for the sending tool, and keeps an unsubscribed address suppressed when it signs up again', async () => {
    await signUpAs('nieuw@example.nl', { PO: true });
    const since = new Date(Date.now() - 60_000).toISOString().slice(0, 10);
    const suppressed = await t.inject({
      url: `/api/admin/subscribers?unsubscribedSince=${since}`,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(suppressed.statusCode).toBe(200);
    expect((suppressed.json() as { email: string }[]).map((row) => row.email)).toEqual(['nieuw@example.nl']);
    const all = await t.inject({
      url: '/api/admin/subscribers?format=csv',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.body).toMatch(/"later@example\.nl","pending",/);
    expect(all.body).toContain('/api/newsletter/unsubscribe?token=');
    // The sending tool links every newsletter to "Uw onderwerpen" too.
    expect(all.body.split('\r\n')[0]).toMatch(/,"?topics_page"?$/);
    expect(all.body).toMatch(/\/nieuwsbrief\/onderwerpen\?token=/);
    // Both exports are in the audit trail, without an address.
    const trail = await listAudit(t.storage.db);
    expect(trail.filter((row) => row.action === 'subscribers-export')).toEqual([
      expect.objectContaining({ actor: 'ADMIN_TOKEN', detail: 'json afgemeld' }),
      expect.objectContaining({ actor: 'ADMIN_TOKEN', detail: 'csv' }),
    ]);
    const training = await t.post('/api/process-form', {
      type: 'training',
      ...validValues('training'),
      // A session still to come on the real day this app runs on.
      training_date: addDays(todayIso(), 7),
      email: 'cursist@example.nl',
    });
    expect(training.statusCode).toBe(200);
    expect(await findSubscription(t.storage.db, 'cursist@example.nl')).toBeUndefined();
  });

  it('exports, erases and purges the subscription with its consent record', async () => {
    const data = await exportPersonalData(t.storage.db, 'later@example.nl');
    expect(data.newsletter).toMatchObject({ state: 'pending', consentText: expect.stringContaining('Ik ga akkoord') });
    await erasePersonalData(t.storage.db, 'later@example.nl');
    expect(await findSubscription(t.storage.db, 'later@example.nl')).toBeUndefined();
    // A pending sign-up older than 30 days goes, whatever the cut-off asks.
    await t.storage.db
      .updateTable('newsletter_subscriptions')
      .set({ state_changed_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .where('email', '=', 'ander@example.nl')
      .execute();
    await purgeOlderThan(t.storage.db, new Date(Date.now() - 2 * 365 * 86_400_000), { now: new Date(t.now()) });
    expect(await findSubscription(t.storage.db, 'ander@example.nl')).toBeUndefined();
    expect(await findSubscription(t.storage.db, 'nieuw@example.nl')).toBeDefined();
  });

  it('mails a pending address its link again at most once per 10 minutes and three times a day', async () => {
    const sign = {
      email: 'cap@example.nl',
      topics: ['PO' as const],
      locale: 'nl' as const,
      consentText: 'x',
      submissionId: 's',
    };
    const at = (iso: string) => t.storage.write((trx) => signUp(trx, sign, iso));
    const sent = [];
    for (const time of ['08:00', '08:05', '08:11', '08:30', '09:00', '12:00']) {
      sent.push((await at(`2026-11-24T${time}:00.000Z`)).length);
    }
    expect(sent).toEqual([1, 0, 1, 1, 0, 0]);
    expect((await at('2026-11-25T08:00:00.000Z')).length).toBe(1);
  });
});
