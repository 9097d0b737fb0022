import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import { UNPROVEN } from './caps';

import type { HeldMail } from '../../src/domain/staff';

/** A mail a cap holds, as the operator lists it (the address is theirs to see: they decide on it). */
export type { HeldMail };

/** A held mail: held by a cap, and not sent since. Every query here acts on held mails only. */
const isHeld = (eb: ExpressionBuilder<Database, 'outbox'>) =>
  eb.and([eb('held_at', 'is not', null), eb('sent_at', 'is', null)]);

/** Every mail a cap holds, oldest first (not those waiting for their mailbox's proof: the click releases them). */
export async function heldMails(db: Kysely<Database>): Promise<HeldMail[]> {
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'submission_id', 'recipient', 'template', 'held_reason', 'held_at'])
    .where(isHeld)
    .where('held_reason', '!=', UNPROVEN)
    .orderBy('held_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    submissionId: row.submission_id,
    recipient: row.recipient,
    template: row.template,
    reason: row.held_reason,
    heldAt: row.held_at!,
  }));
}

/**
 * Sends held mails past the caps: each becomes due at once (a person decided; the caps are not
 * counted again). Returns the ids that were held; the others are left as they are.
 */
export async function releaseHeldMails(db: Kysely<Database>, ids: readonly string[], now: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable('outbox')
    .set({ held_at: null, held_reason: null, next_attempt_at: now.toISOString() })
    .where('id', 'in', ids)
    .where(isHeld)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Deletes held mails (never a mail that is not held). Returns the ids deleted. */
export async function dropHeldMails(db: Kysely<Database>, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.deleteFrom('outbox').where('id', 'in', ids).where(isHeld).returning('id').execute();
  return rows.map((row) => row.id);
}

/** Deletes the mails held since before `cutoff` (retention: nobody released them in 30 days). */
export async function sweepHeldMails(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('outbox')
    .where(isHeld)
    .where('held_at', '<', cutoff.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
