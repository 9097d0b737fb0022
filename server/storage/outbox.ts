import type { Kysely, Transaction } from 'kysely';
import { capDecisions, type MailCaps } from '../mail/caps';
import type { Database } from './schema';
import type { outboxRow } from './submissions';

/** How the caps apply to the mails one action queues. */
export type MailPolicy = {
  /** The limits; the defaults when not given. */
  caps?: MailCaps;
  /**
   * Recipients outside the per-recipient caps: the person who asked for the mail with their own
   * valid link (their page, confirm or unsubscribe link), or every recipient of an action by staff.
   */
  exempt?: (recipient: string) => boolean;
};

/** Every recipient exempt: an action of staff or of the operator's CLI. */
export const STAFF_ACTION: MailPolicy = { exempt: () => true };

/** Only the person holding the link is exempt; the other recipients count as usual. */
export const askedBy = (address: string, caps?: MailCaps): MailPolicy => ({
  caps,
  exempt: (recipient) => recipient.trim().toLowerCase() === address.trim().toLowerCase(),
});

/**
 * Writes mails to the outbox, every one through the caps (server/mail/caps.ts): one over a cap is
 * stored held, with its reason, and the worker leaves it alone. The only way mails enter the outbox.
 */
export async function insertOutbox(
  trx: Transaction<Database> | Kysely<Database>,
  rows: ReturnType<typeof outboxRow>[],
  policy: MailPolicy = {},
): Promise<void> {
  if (rows.length === 0) return;
  const decisions = await capDecisions(trx, rows, policy.caps, policy.exempt);
  await trx
    .insertInto('outbox')
    .values(
      rows.map((row, index) => ({
        ...row,
        held_at: decisions[index] ? row.created_at : null,
        held_reason: decisions[index],
      })),
    )
    .execute();
}
