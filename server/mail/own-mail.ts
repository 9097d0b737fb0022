import type { Kysely, Transaction } from 'kysely';
import { mailboxOf } from '../../src/domain/values';
import type { Database } from '../storage/schema';
import { UNPROVEN, type MailCaps } from './caps';
import { insertOutbox, outboxRow, type MailPolicy, type OutboxMail } from './outbox';

/**
 * What became of the sender's own confirmation: sent, held by a cap for now, waiting for the
 * mailbox's proof, or none queued at all (a newsletter sign-up within its caps: its answer says so).
 */
export type OwnMail = 'sent' | 'later' | 'proof' | 'none';

/** The caps are required here: a caller that forgot them would silently queue under the defaults. */
export type EnqueuePolicy = MailPolicy & { caps: MailCaps };

const sameMailbox = (a: string, b: string) => mailboxOf(a) === mailboxOf(b);

function ownMailAmong(
  mails: readonly { recipient: string; template: string | null; held: string | null }[],
  sender: string | undefined,
): OwnMail {
  if (!sender) return 'sent';
  const own = mails.find((mail) => mail.template !== 'mailbox-proof' && sameMailbox(mail.recipient, sender));
  if (!own) return mails.length === 0 ? 'none' : 'sent';
  return own.held === UNPROVEN ? 'proof' : own.held ? 'later' : 'sent';
}

/**
 * Queues a submission's mails in its transaction, through the proof and the caps, and says what
 * became of the sender's own mail.
 */
export async function enqueue(
  trx: Transaction<Database>,
  mails: readonly OutboxMail[],
  policy: EnqueuePolicy,
  about: { submissionId: string; at: string; sender?: string },
): Promise<OwnMail> {
  const stored = await insertOutbox(
    trx,
    mails.map((mail) => outboxRow(mail, about.submissionId, about.at)),
    policy,
  );
  return ownMailAmong(stored, about.sender);
}

/** What became of the sender's own confirmation of a stored submission (a replay answers as the first answer did). */
export async function ownMailOf(db: Kysely<Database>, id: string, sender: string | undefined): Promise<OwnMail> {
  const rows = await db
    .selectFrom('outbox')
    .select(['recipient', 'template', 'held_reason'])
    .where('submission_id', '=', id)
    .execute();
  return ownMailAmong(
    rows.map((row) => ({ recipient: row.recipient, template: row.template, held: row.held_reason })),
    sender,
  );
}
