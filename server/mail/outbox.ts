import type { Kysely, Transaction } from 'kysely';
import { capDecisions, type HeldReason, type MailCaps } from './caps';
import type { Database } from '../storage/schema';
import { mailboxOf } from '../../src/domain/values';
import type { outboxRow } from '../submissions/store/submissions';

/** How the caps apply to the mails one action queues. */
export type MailPolicy = {
  /** The limits; the defaults when not given. */
  caps?: MailCaps;
  /**
   * Recipients outside the per-recipient caps: the person who asked for the mail with their own
   * valid link (their page, confirm or unsubscribe link), or every recipient of an action by staff.
   */
  exempt?: (recipient: string) => boolean;
  /** The client whose action queues the mails (its key, as the rate limits count it): its share of the global cap. */
  client?: string;
};

/** Every recipient exempt: an action of staff or of the operator's CLI. */
export const STAFF_ACTION: MailPolicy = { exempt: () => true };

/**
 * Only the person holding the link is exempt from the per-recipient caps; the other recipients
 * count as usual, and every mail counts to the share of the client that sent the request.
 */
export const askedBy = (address: string, caps: MailCaps | undefined, client: string): MailPolicy => ({
  caps,
  exempt: (recipient) => mailboxOf(recipient) === mailboxOf(address),
  client,
});

/**
 * Writes mails to the outbox, every one through the caps (server/mail/caps.ts): one over a cap is
 * stored held, with its reason, until the worker's sweep releases it. The only way mails enter the
 * outbox. One action reaches a mailbox once with each kind of mail, however many of its addresses
 * point there (`+tag`s, Gmail's dots). Returns the stored rows with what held them.
 */
export async function insertOutbox(
  trx: Transaction<Database> | Kysely<Database>,
  rows: ReturnType<typeof outboxRow>[],
  policy: MailPolicy = {},
): Promise<{ recipient: string; template: string | null; held: HeldReason | null }[]> {
  const seen = new Set<string>();
  const once = rows.filter((row) => {
    const key = `${row.template ?? ''} ${mailboxOf(row.recipient)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (once.length === 0) return [];
  const decisions = await capDecisions(trx, once, policy.caps, policy.exempt, policy.client);
  await trx
    .insertInto('outbox')
    .values(
      once.map((row, index) => ({
        ...row,
        held_at: decisions[index] ? row.created_at : null,
        held_reason: decisions[index],
      })),
    )
    .execute();
  return once.map((row, index) => ({ recipient: row.recipient, template: row.template, held: decisions[index] }));
}
