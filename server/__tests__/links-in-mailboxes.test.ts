import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { CONFIRM_PURPOSE, newsletterLinks, UNSUBSCRIBE_PURPOSE } from '../newsletter-store/links';
import { findSubscription } from '../newsletter-store/subscriptions';
import { findContactLink } from '../registration-records/contact-links';
import { personalToken, REGISTRATION_PURPOSE } from '../registration-records/personal-link';
import { SchoolIndex } from '../schools';
import { signingKeys, type SigningKeys } from '../security/signing-keys';
import { verifyToken } from '../security/signed-tokens';
import { describeEachEngine } from '../../test/support/server/databases';
import { tokenMadeBeforeKeyIds } from '../../test/support/server/legacy-tokens';
import { validValues } from '../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../test/support/server/test-app';

const PRE = 'doorstroomtoets-pre-registration-2026';
const OLD_KEY = 'o'.repeat(43);
const NEW_KEY = 'n'.repeat(43);
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

/**
 * The links people already have keep working: those the code before key ids made (newsletter links
 * naming the address), and those signed with a key that was rotated since, while it is
 * SECRET_KEY_PREVIOUS.
 */
describeEachEngine('links already in mailboxes', (engine) => {
  let t: TestApp;
  let preId: string;
  const others: FastifyInstance[] = [];
  beforeAll(async () => {
    t = await startTestApp(engine, {}, { signingKey: signingKeys(OLD_KEY) });
    expect((await t.post('/api/process-form', { type: PRE, ...validValues(PRE) })).statusCode).toBe(307);
    preId = (await t.storage.db.selectFrom('submissions').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    for (const app of others) await app.close();
    await t.close();
  });

  /** Another node on the same store, with other keys (the same server after a restart with new settings). */
  async function appWith(keys: SigningKeys) {
    const app = await buildApp(t.config, { storage: t.storage, signingKey: keys, schools: SchoolIndex.empty() });
    await app.ready();
    others.push(app);
    return app;
  }
  const signUpAs = (email: string) =>
    t.post('/api/process-form', { type: 'newsletter', ...validValues('newsletter'), email });
  /** A subscription as the code before subscription ids left it: version 1 (migration 009 keeps it). */
  async function subscriptionFromBefore(email: string) {
    await signUpAs(email);
    await t.storage.db.updateTable('newsletter_subscriptions').set({ version: 1 }).where('email', '=', email).execute();
  }
  const oldFormat = (purpose: string, subject: string, expiresAt: number | null = null) =>
    tokenMadeBeforeKeyIds(OLD_KEY, { purpose, subject, version: 1, expiresAt });
  const annaLink = async () => (await findContactLink(t.storage.db, preId, 'anna@school.example.nl'))!;
  const openRegistration = (app: FastifyInstance, token: string) =>
    app.inject({ url: `/api/registration?token=${token}` });
  const subscriptionPage = (app: FastifyInstance, token: string) =>
    app.inject({ url: `/api/newsletter/subscription?token=${token}` });
  const oneClick = (app: FastifyInstance, token: string) =>
    app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

  it('open the tokens made before key ids: a personal link, a confirm link and an unsubscribe link naming the address', async () => {
    const link = await annaLink();
    const personal = oldFormat(REGISTRATION_PURPOSE, `${preId}:${link.id}`);
    expect(personal.split('.')).toHaveLength(2);
    const registration = await openRegistration(t.app, personal);
    expect(registration.statusCode).toBe(200);

    await subscriptionFromBefore('voor@example.nl');
    const confirm = oldFormat(CONFIRM_PURPOSE, 'voor@example.nl', Date.now() + 86_400_000);
    const unsubscribe = oldFormat(UNSUBSCRIBE_PURPOSE, 'voor@example.nl');
    expect((await t.post('/api/newsletter/confirm', { token: confirm })).statusCode).toBe(200);
    // The page names the address the link is for ("Uw onderwerpen").
    expect((await subscriptionPage(t.app, unsubscribe)).json()).toEqual({
      email: 'voor@example.nl',
      state: 'confirmed',
      topics: ['PO'],
    });
    // Until the subscription's version is raised: here by the unsubscribe itself.
    expect((await oneClick(t.app, unsubscribe)).statusCode).toBe(200);
    expect((await findSubscription(t.storage.db, 'voor@example.nl'))?.state).toBe('unsubscribed');
    const again = await oneClick(t.app, unsubscribe);
    expect([again.statusCode, again.body]).toEqual([409, 'U bent al afgemeld']);
    expect((await t.post('/api/newsletter/confirm', { token: confirm })).statusCode).toBe(404);
  });

  it('never match a subscription made since the upgrade (a first sign-up, or one after an erasure)', async () => {
    await signUpAs('nieuw@example.nl');
    const confirm = oldFormat(CONFIRM_PURPOSE, 'nieuw@example.nl', Date.now() + 86_400_000);
    expect((await t.post('/api/newsletter/confirm', { token: confirm })).statusCode).toBe(404);
    expect((await oneClick(t.app, oldFormat(UNSUBSCRIBE_PURPOSE, 'nieuw@example.nl'))).statusCode).toBe(409);
    expect((await findSubscription(t.storage.db, 'nieuw@example.nl'))?.state).toBe('pending');
  });

  it('after a rotation open the links signed before, and new links are signed with the new key', async () => {
    await subscriptionFromBefore('rotatie@example.nl');
    const subscription = (await findSubscription(t.storage.db, 'rotatie@example.nl'))!;
    const before = {
      personal: personalToken(t.app.signingKey, await annaLink()),
      personalWithoutKeyId: oldFormat(REGISTRATION_PURPOSE, `${preId}:${(await annaLink()).id}`),
      unsubscribe: tokenOf(
        newsletterLinks(t.config.publicUrl, t.app.signingKey, subscription, 'nl', Date.now()).oneClick,
      ),
      unsubscribeWithoutKeyId: oldFormat(UNSUBSCRIBE_PURPOSE, 'rotatie@example.nl'),
    };
    const rotated = await appWith(signingKeys(NEW_KEY, OLD_KEY));
    for (const token of [before.personal, before.personalWithoutKeyId]) {
      expect((await openRegistration(rotated, token)).statusCode).toBe(200);
    }
    for (const token of [before.unsubscribe, before.unsubscribeWithoutKeyId]) {
      expect((await subscriptionPage(rotated, token)).statusCode).toBe(200);
    }

    const fresh = personalToken(rotated.signingKey, await annaLink());
    const freshUnsubscribe = tokenOf(
      newsletterLinks(t.config.publicUrl, rotated.signingKey, subscription, 'nl', Date.now()).oneClick,
    );
    for (const token of [fresh, freshUnsubscribe]) {
      expect(token.split('.')[0]).toBe(signingKeys(NEW_KEY).current.id);
    }
    expect(verifyToken(signingKeys(NEW_KEY), fresh, REGISTRATION_PURPOSE, Date.now())).not.toBeNull();
    expect(verifyToken(signingKeys(OLD_KEY), fresh, REGISTRATION_PURPOSE, Date.now())).toBeNull();
    expect((await openRegistration(rotated, fresh)).statusCode).toBe(200);
    expect((await subscriptionPage(rotated, freshUnsubscribe)).statusCode).toBe(200);

    // SECRET_KEY_PREVIOUS removed: what the old key signed stops, what the new one signed goes on.
    const settled = await appWith(signingKeys(NEW_KEY));
    expect((await openRegistration(settled, before.personal)).statusCode).toBe(404);
    expect((await openRegistration(settled, before.personalWithoutKeyId)).statusCode).toBe(404);
    expect((await subscriptionPage(settled, before.unsubscribe)).statusCode).toBe(404);
    expect((await openRegistration(settled, fresh)).statusCode).toBe(200);
    expect((await oneClick(settled, freshUnsubscribe)).statusCode).toBe(200);
  });

  it('refuse a token spelled otherwise: characters the base64 decoder skips appended, or other padding bits', async () => {
    const personal = personalToken(t.app.signingKey, await annaLink());
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // The signature's last character carries 2 padding bits: flipping one leaves the bytes as they were.
    const otherPaddingBits = personal.slice(0, -1) + alphabet[alphabet.indexOf(personal.at(-1)!) ^ 1];
    expect(Buffer.from(otherPaddingBits.split('.')[2], 'base64url')).toEqual(
      Buffer.from(personal.split('.')[2], 'base64url'),
    );
    expect((await openRegistration(t.app, personal)).statusCode).toBe(200);
    for (const spelling of [`${personal}!!`, encodeURIComponent(`${personal} `), otherPaddingBits]) {
      expect((await openRegistration(t.app, spelling)).statusCode).toBe(404);
    }
  });
});
