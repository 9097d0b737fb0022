import type { Kysely, Transaction } from 'kysely';
import { NEWSLETTER_TOPICS, type NewsletterTopic } from '../../src/domain/options';
import type { Locale } from '../../src/domain/locale';
import type { Database, NewsletterSubscriptionsTable } from '../storage/schema';
import type { OutboxMail } from '../storage/submissions';

/** A pending address gets its confirmation link again at most once per this many minutes … */
export const RESEND_AFTER_MS = 10 * 60 * 1000;
/** … and at most this many times a day. */
export const LINKS_PER_DAY = 3;
/** A confirmation link works this long after it was sent. */
export const CONFIRM_LINK_MS = 7 * 24 * 60 * 60 * 1000;
/** Pending sign-ups older than this are removed by `npm run data -- purge`, whatever its age. */
export const PENDING_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

export type Subscription = NewsletterSubscriptionsTable;

const normalise = (email: string) => email.trim().toLowerCase();

/** The topic keys a sign-up chose, in the list's order. */
export function chosenTopics(values: Record<string, unknown>): NewsletterTopic[] {
  return NEWSLETTER_TOPICS.map((topic) => topic.key).filter((key) => values[key] === true);
}

const sameTopics = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((t) => b.includes(t));

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

/**
 * A sign-up, inside the submission's transaction: a new or unsubscribed address becomes pending and
 * is mailed its confirmation link; a pending one gets the link again within the caps; a confirmed one
 * that asks for other topics gets a link to change them. The visitor is answered the same in every
 * case, so nobody learns whether an address subscribes. Returns the mails to queue.
 */
export async function signUp(trx: Transaction<Database>, sign: SignUp, now: string): Promise<OutboxMail[]> {
  const email = normalise(sign.email);
  const topics = JSON.stringify(sign.topics);
  const row = await trx
    .selectFrom('newsletter_subscriptions')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
  const confirm: OutboxMail[] = [{ recipient: email, template: 'newsletter-confirm', locale: sign.locale }];
  const consent = {
    topics,
    locale: sign.locale,
    consent_text: sign.consentText,
    signed_up_at: now,
    submission_id: sign.submissionId,
  };
  if (!row) {
    await trx
      .insertInto('newsletter_subscriptions')
      .values({
        email,
        state: 'pending',
        state_changed_at: now,
        ...consent,
        confirmed_at: null,
        unsubscribed_at: null,
        version: 1,
        ...linkSent({ links_day: null, links_that_day: 0 }, now),
      })
      .execute();
    return confirm;
  }
  if (row.state === 'confirmed') {
    if (sameTopics(JSON.parse(row.topics) as string[], sign.topics) || !mayResend(row, now)) return [];
    await trx.updateTable('newsletter_subscriptions').set(linkSent(row, now)).where('email', '=', email).execute();
    return [{ recipient: email, template: 'newsletter-topics', locale: sign.locale }];
  }
  // Pending, or unsubscribed and signing up again: a new consent that must be confirmed first; an
  // unsubscribed address stays suppressed until then.
  if (!mayResend(row, now)) {
    if (row.state === 'pending') {
      await trx.updateTable('newsletter_subscriptions').set(consent).where('email', '=', email).execute();
    }
    return [];
  }
  await trx
    .updateTable('newsletter_subscriptions')
    .set({
      ...consent,
      ...linkSent(row, now),
      ...(row.state === 'unsubscribed' ? { state: 'pending', state_changed_at: now } : {}),
    })
    .where('email', '=', email)
    .execute();
  return confirm;
}

export async function findSubscription(db: Kysely<Database>, email: string): Promise<Subscription | undefined> {
  return db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', normalise(email)).executeTakeFirst();
}

/** Confirms a pending subscription whose link carried this version; false when it is not (any more) pending. */
export async function confirmSubscription(db: Kysely<Database>, email: string, version: number, now: string) {
  const result = await db
    .updateTable('newsletter_subscriptions')
    .set({ state: 'confirmed', state_changed_at: now, confirmed_at: now })
    .where('email', '=', normalise(email))
    .where('state', '=', 'pending')
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Unsubscribes (again, harmlessly, when already unsubscribed); false for an unknown address or a revoked link. */
export async function unsubscribe(db: Kysely<Database>, email: string, version: number, now: string) {
  const row = await findSubscription(db, email);
  if (!row || row.version !== version) return false;
  if (row.state !== 'unsubscribed') {
    await db
      .updateTable('newsletter_subscriptions')
      .set({ state: 'unsubscribed', state_changed_at: now, unsubscribed_at: now })
      .where('email', '=', row.email)
      .execute();
  }
  return true;
}

/** Changes the topics of a confirmed subscription. */
export async function changeTopics(
  db: Kysely<Database>,
  email: string,
  version: number,
  topics: NewsletterTopic[],
  now: string,
) {
  const result = await db
    .updateTable('newsletter_subscriptions')
    .set({ topics: JSON.stringify(topics), state_changed_at: now })
    .where('email', '=', normalise(email))
    .where('state', '=', 'confirmed')
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
