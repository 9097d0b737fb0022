import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { NEWSLETTER_TOPICS, type NewsletterTopic } from '../../src/domain/options';
import type { Locale } from '../../src/domain/locale';
import type { Database, NewsletterSubscriptionsTable } from '../storage/schema';
import { normalizeEmail } from '../../src/domain/values';

/** A pending address gets its confirmation link again at most once per this many minutes … */
export const RESEND_AFTER_MS = 10 * 60 * 1000;
/** … and at most this many times a day. */
export const LINKS_PER_DAY = 3;
/** A confirmation link works this long after it was sent. */
export const CONFIRM_LINK_MS = 7 * 24 * 60 * 60 * 1000;
/** Pending sign-ups older than this are removed by `npm run data -- purge`, whatever its age. */
export const PENDING_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * The version a new subscription starts at. Links made before subscriptions had ids name the address
 * and carry version 1: a row made since starts above it, so such a link never matches an address
 * that was erased and signed up again.
 */
export const FIRST_VERSION = 2;

export type Subscription = NewsletterSubscriptionsTable;

/** A mail a sign-up queues (an outbox mail): the subscriptions sit below mail, so they name only its shape. */
export type SignUpMail = { recipient: string; template: 'newsletter-confirm' | 'newsletter-topics'; locale: Locale };

/** The topic keys a sign-up chose, in the list's order. */
export function chosenTopics(values: Record<string, unknown>): NewsletterTopic[] {
  return NEWSLETTER_TOPICS.map((topic) => topic.key).filter((key) => values[key] === true);
}

export type SignUp = {
  email: string;
  topics: NewsletterTopic[];
  locale: Locale;
  consentText: string;
  submissionId: string;
};

/** Whether a pending address may be mailed its link again now (at most once per 10 minutes, three a day). */
function mayResend(row: Subscription, now: string): boolean {
  if (row.last_link_at && Date.parse(now) - Date.parse(row.last_link_at) < RESEND_AFTER_MS) return false;
  return row.links_day !== now.slice(0, 10) || row.links_that_day < LINKS_PER_DAY;
}

const linkSent = (row: Pick<Subscription, 'links_day' | 'links_that_day'>, now: string) => ({
  last_link_at: now,
  links_day: now.slice(0, 10),
  links_that_day: row.links_day === now.slice(0, 10) ? row.links_that_day + 1 : 1,
});

/** Whether a confirmation link mailed for this pending record may still work (links last seven days). */
const linkMayStillWork = (row: Subscription, now: string) =>
  row.last_link_at !== null && Date.parse(now) - Date.parse(row.last_link_at) < CONFIRM_LINK_MS;

/**
 * A sign-up, inside the submission's transaction. A new address becomes pending and is mailed its
 * confirmation link. A pending one keeps its consent record as it is (whoever signs up: a stranger
 * must not change what the owner's link confirms) and gets its link again within the caps. An
 * unsubscribed one, or a pending one whose links have all expired, gets a new consent: the record is
 * replaced and its version raised, so no link made before confirms it. A confirmed one gets a link to
 * "Uw onderwerpen", ticked as the sign-up asked. Whether a mail goes depends only on the caps, not on
 * the state, so the answer (which follows the mails returned) tells nobody whether an address
 * subscribes. Returns the mails to queue.
 */
export async function signUp(trx: Transaction<Database>, sign: SignUp, now: string): Promise<SignUpMail[]> {
  const email = normalizeEmail(sign.email);
  const row = await trx
    .selectFrom('newsletter_subscriptions')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
  const confirm: SignUpMail[] = [{ recipient: email, template: 'newsletter-confirm', locale: sign.locale }];
  const consent = {
    topics: JSON.stringify(sign.topics),
    locale: sign.locale,
    consent_text: sign.consentText,
    signed_up_at: now,
    submission_id: sign.submissionId,
    confirmed_at: null,
  };
  if (!row) {
    await trx
      .insertInto('newsletter_subscriptions')
      .values({
        id: crypto.randomBytes(16).toString('base64url'),
        email,
        state: 'pending',
        state_changed_at: now,
        ...consent,
        unsubscribed_at: null,
        version: FIRST_VERSION,
        ...linkSent({ links_day: null, links_that_day: 0 }, now),
      })
      .execute();
    return confirm;
  }
  if (!mayResend(row, now)) return [];
  // Every write below holds only if nobody changed the row since it was read (another sign-up of
  // the same address at the same moment: a new consent raises the version, a resend moves the last
  // link's time): the loser sends nothing.
  const unchanged = trx
    .updateTable('newsletter_subscriptions')
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .where('last_link_at', row.last_link_at === null ? 'is' : '=', row.last_link_at);
  if (row.state === 'confirmed') {
    // The same topics too: the link to "Uw onderwerpen" then shows them as they are. Every sign-up
    // within the caps gets its mail, so the answer can say one was sent (and says so only then).
    const result = await unchanged.set(linkSent(row, now)).where('state', '=', 'confirmed').executeTakeFirst();
    return updated(result) ? [{ recipient: email, template: 'newsletter-topics', locale: sign.locale }] : [];
  }
  if (row.state === 'pending' && linkMayStillWork(row, now)) {
    const result = await unchanged.set(linkSent(row, now)).where('state', '=', 'pending').executeTakeFirst();
    return updated(result) ? confirm : [];
  }
  // An unsubscribed address stays suppressed until the new consent is confirmed.
  const result = await unchanged
    .set({
      ...consent,
      ...linkSent(row, now),
      state: 'pending',
      state_changed_at: now,
      version: row.version + 1,
    })
    .where('state', '=', row.state)
    .executeTakeFirst();
  return updated(result) ? confirm : [];
}

const updated = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) === 1;

export async function findSubscription(db: Kysely<Database>, email: string): Promise<Subscription | undefined> {
  return db
    .selectFrom('newsletter_subscriptions')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
}

/**
 * What a genuine link's claims point at: the subscription, when the link carries its current
 * version; `superseded` when the version was raised since (a new consent, an unsubscribe); null for
 * a subscription that is not there (never, or erased). Links made before ids name the address.
 */
export type LinkedSubscription = { kind: 'current'; subscription: Subscription } | { kind: 'superseded' };

export async function subscriptionOfLink(
  db: Kysely<Database>,
  claims: { subject: string; version: number; legacy: boolean },
): Promise<LinkedSubscription | null> {
  const query = db.selectFrom('newsletter_subscriptions').selectAll();
  const row = await (
    claims.legacy ? query.where('email', '=', normalizeEmail(claims.subject)) : query.where('id', '=', claims.subject)
  ).executeTakeFirst();
  if (!row || claims.version > row.version) return null;
  return claims.version === row.version ? { kind: 'current', subscription: row } : { kind: 'superseded' };
}

/** Confirms a pending subscription whose link carried this version; false when it is not (any more) pending. */
export async function confirmSubscription(
  db: Kysely<Database> | Transaction<Database>,
  id: string,
  version: number,
  now: string,
) {
  const result = await db
    .updateTable('newsletter_subscriptions')
    // The confirm link's ten minutes end with its use: a new sign-up right after confirming (more
    // topics) gets its topics link at once; the day's count still holds.
    .set({ state: 'confirmed', state_changed_at: now, confirmed_at: now, last_link_at: null })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .where('version', '=', version)
    .executeTakeFirst();
  return updated(result);
}

/**
 * Unsubscribes, raising the version: the link used, and every other made before, now answers that
 * the address is already unsubscribed. False when it already was, or the version moved on.
 */
export async function unsubscribe(db: Kysely<Database>, id: string, version: number, now: string) {
  const result = await db
    .updateTable('newsletter_subscriptions')
    .set({ state: 'unsubscribed', state_changed_at: now, unsubscribed_at: now, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .where('state', '!=', 'unsubscribed')
    .executeTakeFirst();
  return updated(result);
}

/** Changes the topics of a confirmed subscription (the same consent: its links keep working). */
export async function changeTopics(
  db: Kysely<Database>,
  id: string,
  version: number,
  topics: NewsletterTopic[],
  now: string,
) {
  const result = await db
    .updateTable('newsletter_subscriptions')
    .set({ topics: JSON.stringify(topics), state_changed_at: now })
    .where('id', '=', id)
    .where('state', '=', 'confirmed')
    .where('version', '=', version)
    .executeTakeFirst();
  return updated(result);
}

/**
 * Erasure of the address's subscription, for the privacy code: the row goes, and every link made for
 * it with it — links name its id, which is never made again, and links from before ids carry version
 * 1, which no row made later holds (FIRST_VERSION). A new sign-up of the address starts afresh.
 * Returns whether there was a subscription.
 */
export async function eraseSubscription(trx: Kysely<Database>, email: string): Promise<boolean> {
  const result = await trx
    .deleteFrom('newsletter_subscriptions')
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
