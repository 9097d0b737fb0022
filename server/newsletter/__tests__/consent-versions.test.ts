import { describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { erasePersonalData } from '../../privacy/privacy';
import { newsletterLinks } from '../../newsletter-store/links';
import { sql } from 'kysely';
import type { NewsletterTopic } from '../../../src/domain/options';
import { findSubscription, signUp } from '../../newsletter-store/subscriptions';

const INVALID = 'Deze link is niet (meer) geldig';
const ALREADY = 'U bent al afgemeld';
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const MINUTE = 60_000;

describeEachEngine('newsletter consent with versions: a link made before stays revoked', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => t.close());

  const signUpAs = (email: string, name: string, topics: Record<string, boolean>) =>
    t.post('/api/process-form', {
      type: 'newsletter',
      ...validValues('newsletter'),
      PO: false,
      first_name: name,
      ...topics,
      email,
    });
  const row = async (email: string) => (await findSubscription(t.storage.db, email))!;
  /** The links a mail sent now would carry. */
  const links = async (email: string) =>
    newsletterLinks('http://localhost:3000', t.app.signingKey, await row(email), 'nl', t.now());
  const confirmMails = async (email: string) =>
    (
      await t.storage.db
        .selectFrom('outbox')
        .select('template')
        .where('recipient', '=', email)
        .where('template', '=', 'newsletter-confirm')
        .execute()
    ).length;
  /** As if the last link went out `minutes` ago (past the resend pause, or past a link's life). */
  const lastLinkAgo = (email: string, minutes: number) =>
    t.storage.db
      .updateTable('newsletter_subscriptions')
      .set({ last_link_at: new Date(t.now() - minutes * MINUTE).toISOString(), links_day: null })
      .where('email', '=', email)
      .execute();
  /** Until a statement on the subscriptions waits for a row lock (PostgreSQL). */
  async function untilWaitingForALock() {
    for (;;) {
      const { rows } = await sql<{ waiting: number }>`
        SELECT count(*)::int AS waiting FROM pg_stat_activity
        WHERE wait_event_type = 'Lock' AND query LIKE '%newsletter_subscriptions%'`.execute(t.storage.db);
      if (rows[0].waiting > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  const confirm = (token: string) => t.post('/api/newsletter/confirm', { token });
  const oneClick = (token: string, headers: Record<string, string> = {}) =>
    t.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: 'List-Unsubscribe=One-Click',
    });
  const subscriptionPage = (token: string, headers: Record<string, string> = {}) =>
    t.inject({ url: `/api/newsletter/subscription?token=${token}`, headers });

  it("confirm, unsubscribe, a stranger's sign-up: the old confirm link changes nothing, the new link confirms the new record", async () => {
    const email = 'eva@example.nl';
    await signUpAs(email, 'Eva', { PO: true });
    const first = await links(email);
    // The links name the subscription by an opaque id, not by the address.
    const payload = (url: string) => Buffer.from(tokenOf(url).split('.')[1], 'base64url').toString();
    expect(payload(first.oneClick)).not.toContain(email);
    expect(payload(first.oneClick)).toContain((await row(email)).id);
    expect((await confirm(tokenOf(first.confirm))).statusCode).toBe(200);
    expect((await oneClick(tokenOf(first.oneClick))).statusCode).toBe(200);
    const unsubscribed = await row(email);
    expect(unsubscribed.state).toBe('unsubscribed');

    await lastLinkAgo(email, 11);
    expect((await signUpAs(email, 'Mallory', { VO: true, Bedrijven: true })).statusCode).toBe(200);
    const replaced = await row(email);
    expect(replaced).toMatchObject({ state: 'pending', topics: '["VO","Bedrijven"]', confirmed_at: null });
    expect(replaced.version).toBe(unsubscribed.version + 1);
    expect(await confirmMails(email)).toBe(2);

    // The victim's first confirm link (not yet expired) no longer confirms anything.
    const replayed = await confirm(tokenOf(first.confirm));
    expect(replayed.statusCode).toBe(404);
    expect(replayed.body).toBe(INVALID);
    expect((await row(email)).state).toBe('pending');

    const second = await links(email);
    expect(tokenOf(second.confirm)).not.toBe(tokenOf(first.confirm));
    expect((await confirm(tokenOf(second.confirm))).statusCode).toBe(200);
    expect(await row(email)).toMatchObject({ state: 'confirmed', topics: '["VO","Bedrijven"]' });

    // The unsubscribe link of the ended subscription is refused, in the visitor's language, and
    // leaves the new subscription alone; the current one still works.
    for (const response of [await oneClick(tokenOf(first.oneClick)), await subscriptionPage(tokenOf(first.manage))]) {
      expect(response.statusCode).toBe(409);
      expect(response.body).toBe(ALREADY);
    }
    const romanian = await oneClick(tokenOf(first.oneClick), { 'accept-language': 'ro' });
    expect(romanian.body).toBe('V-ați dezabonat deja');
    expect((await row(email)).state).toBe('confirmed');
    expect((await subscriptionPage(tokenOf(second.manage))).json()).toEqual({
      state: 'confirmed',
      email,
      topics: ['VO', 'Bedrijven'],
    });
    expect((await oneClick(tokenOf(second.oneClick))).statusCode).toBe(200);
    // Used once, the link says so the next time.
    const again = await oneClick(tokenOf(second.oneClick));
    expect([again.statusCode, again.body]).toEqual([409, ALREADY]);
    expect((await row(email)).state).toBe('unsubscribed');
  });

  it("a sign-up while pending keeps the pending record's consent and at most resends its link", async () => {
    const email = 'piet@example.nl';
    await signUpAs(email, 'Piet', { PO: true });
    const pending = await row(email);
    const first = await links(email);

    // Within the resend pause: nothing changes and nothing is sent.
    await signUpAs(email, 'Mallory', { MBO: true });
    expect(await row(email)).toEqual(pending);
    expect(await confirmMails(email)).toBe(1);

    // After it: the same record's link again, nothing else.
    await lastLinkAgo(email, 11);
    await signUpAs(email, 'Mallory', { HBO: true, Overheid: true });
    const after = await row(email);
    expect(after).toMatchObject({
      topics: pending.topics,
      consent_text: pending.consent_text,
      signed_up_at: pending.signed_up_at,
      submission_id: pending.submission_id,
      version: pending.version,
    });
    expect(await confirmMails(email)).toBe(2);
    expect((await confirm(tokenOf(first.confirm))).statusCode).toBe(200);
    expect(await row(email)).toMatchObject({ state: 'confirmed', topics: '["PO"]' });
  });

  it('a pending sign-up whose links have all expired is replaced by a new consent', async () => {
    const email = 'ria@example.nl';
    await signUpAs(email, 'Ria', { PO: true });
    const first = await links(email);
    await lastLinkAgo(email, 8 * 24 * 60);
    await signUpAs(email, 'Ria', { VO: true });
    expect(await row(email)).toMatchObject({ state: 'pending', topics: '["VO"]' });
    expect((await confirm(tokenOf(first.confirm))).statusCode).toBe(404);
    expect((await confirm(tokenOf((await links(email)).confirm))).statusCode).toBe(200);
  });

  it('two one-click unsubscribes with one link at once: one unsubscribes, the other hears it is done; the version rises once', async () => {
    const email = 'gelijk@example.nl';
    await signUpAs(email, 'Gelijk', { PO: true });
    const { confirm: confirmLink, oneClick: link } = await links(email);
    await confirm(tokenOf(confirmLink));
    const before = (await row(email)).version;
    const answers = await Promise.all([oneClick(tokenOf(link)), oneClick(tokenOf(link))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await row(email)).toMatchObject({ state: 'unsubscribed', version: before + 1 });
  });

  it('two sign-ups of an unsubscribed address at once: one new consent, one link mailed', async () => {
    const email = 'tweemaal@example.nl';
    await signUpAs(email, 'Tweemaal', { PO: true });
    await oneClick(tokenOf((await links(email)).oneClick));
    await lastLinkAgo(email, 11);
    const before = await row(email);
    const now = new Date(t.now()).toISOString();
    const sign = (submissionId: string, topic: NewsletterTopic) => ({
      email,
      topics: [topic],
      locale: 'nl' as const,
      consentText: 'Ik ga akkoord',
      submissionId,
    });
    // The first sign-up has written its new consent but not committed when the second reads the row.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const hasWritten = new Promise<void>((resolve) => (written = resolve));
    const first = t.storage.db.transaction().execute(async (trx) => {
      const mails = await signUp(trx, sign('first', 'VO'), now);
      written();
      await held;
      return mails;
    });
    await hasWritten;
    const second = t.storage.db.transaction().execute((trx) => signUp(trx, sign('second', 'MBO'), now));
    // PostgreSQL: the second has read the row as it was and waits for the first's row lock.
    // (SQLite runs one transaction at a time: the second starts after the first commits.)
    if (engine === 'postgres') await untilWaitingForALock();
    release();
    const mails = [...(await first), ...(await second)];
    expect(mails).toEqual([{ recipient: email, template: 'newsletter-confirm', locale: 'nl' }]);
    expect(await row(email)).toMatchObject({
      state: 'pending',
      version: before.version + 1,
      topics: '["VO"]',
      submission_id: 'first',
    });
  });

  it('after an erasure no link made before works, and a new sign-up of the address starts afresh', async () => {
    const email = 'wis@example.nl';
    await signUpAs(email, 'Wis', { PO: true });
    const old = await links(email);
    const erased = await row(email);
    await confirm(tokenOf(old.confirm));
    await erasePersonalData(t.storage.db, email);
    await signUpAs(email, 'Wis', { VO: true });
    expect((await row(email)).id).not.toBe(erased.id);
    for (const response of [await confirm(tokenOf(old.confirm)), await oneClick(tokenOf(old.oneClick))]) {
      expect([response.statusCode, response.body]).toEqual([404, INVALID]);
    }
    expect((await row(email)).state).toBe('pending');
    expect((await confirm(tokenOf((await links(email)).confirm))).statusCode).toBe(200);
  });
});
