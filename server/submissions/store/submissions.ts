import crypto from 'node:crypto';
import { normalizeEmail } from '../../../src/domain/values';
import { REGISTRATION_STATE } from '../../../src/domain/registrationStates';
import { dutchDayOf } from '../../../src/domain/dutch-day';
import type { Kysely, Transaction } from 'kysely';
import type { RegistrationMode, StoredValues } from '../../../src/domain/forms';
import type { Locale } from '../../../src/domain/locale';
import { violatedUniqueKey, type Storage } from '../../storage/database';
import type { Database } from '../../storage/schema';
import { decodePayload, storedValues, type RowValues } from './payload';
import { staffColumnsOf } from './search-text';
import { liveSignUpKeys } from './sign-up-keys';
import { KENMERK_ATTEMPTS, newKenmerk } from './kenmerk';
import type { SchoolKeys } from '../../schools/school-keys';

export type { SchoolKeys };

export type NewSubmission = {
  id: string;
  type: string;
  /** As its form's schema read them: the store writes only what a schema proved. */
  values: StoredValues;
  idempotencyKey: string | null;
  registration: { mode: RegistrationMode; round: number; school: SchoolKeys } | null;
  /** The round a registration belongs to, also without a mode (the primary sign-up); default: the mode's. */
  round?: number | null;
  /** When it was sent, by the server's clock. */
  at: Date;
  /** The chosen school's keys, for every form with a school (its links can be sent again by school). */
  school?: SchoolKeys | null;
  /** A registration with a page of its own (its contacts' personal links are the caller's to write). */
  personalPage?: boolean;
  /**
   * Draws a Kenmerk for a submission without a personal page too (a contact form, a helpdesk
   * request): the helpdesk's notice and the sender's confirmation name the same short reference.
   */
  withKenmerk?: boolean;
  registrationId: string | null;
  emails: string[];
  /** The language of the page it was sent from; Dutch when not given. */
  locale?: Locale;
  /** A primary sign-up: it takes its products for its school in its round, once (sign_up_products). */
  signUp?: { round: number; school: SchoolKeys } | null;
};

export type StoreResult<Written = void> =
  /**
   * `kenmerk`: the registration's Kenmerk (the thank-you page shows it), null for what has none;
   * `written`: what the caller's part of the transaction returned.
   */
  | { kind: 'stored'; id: string; kenmerk: string | null; written: Written }
  /** The same Idempotency-Key with the same payload: stored before, answer as then. */
  | { kind: 'replayed'; id: string; type: string; kenmerk: string | null }
  /** The same Idempotency-Key with a different payload. */
  | { kind: 'key-reused' }
  | { kind: 'already-registered' }
  /** The pre-registration it completes has a final registration already (not withdrawn). */
  | { kind: 'already-completed' }
  /** The pre-registration it completes was withdrawn. */
  | { kind: 'pre-registration-withdrawn' };

/** The pre-registration a final registration would complete was withdrawn before the write. */
class PreRegistrationWithdrawn extends Error {}

export type StoredSubmission = { id: string; type: string; createdAt: string; values: RowValues };

/** A random id of 128 bits, URL-safe: unguessable, never sequential. */
export function newId(): string {
  return crypto.randomBytes(16).toString('base64url');
}

export function payloadHash(payload: string): string {
  return crypto.createHash('sha256').update(payload).digest('hex');
}

async function findByIdempotencyKey(
  db: Kysely<Database>,
  key: string,
  hash: string,
): Promise<Exclude<StoreResult, { kind: 'stored' }> | null> {
  const row = await db
    .selectFrom('submissions')
    .select(['id', 'type', 'payload_hash', 'kenmerk'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  return row.payload_hash === hash
    ? { kind: 'replayed', id: row.id, type: row.type, kenmerk: row.kenmerk }
    : { kind: 'key-reused' };
}

/**
 * Stores a submission, then runs `alsoWrite` (its links, its mails, the caller's other writes) in
 * the same transaction. Only when this resolves with `stored` is the submission committed (and
 * may be acknowledged to the visitor).
 */
export async function storeSubmission(
  store: Pick<Storage, 'db' | 'write'>,
  submission: NewSubmission,
  alsoWrite?: undefined,
  drawKenmerk?: (round: number) => string,
): Promise<StoreResult>;
export async function storeSubmission<Written>(
  store: Pick<Storage, 'db' | 'write'>,
  submission: NewSubmission,
  /** The caller's part of the transaction, after the submission's own rows. */
  alsoWrite: (trx: Transaction<Database>, now: string) => Promise<Written>,
  drawKenmerk?: (round: number) => string,
): Promise<StoreResult<Written>>;
export async function storeSubmission(
  store: Pick<Storage, 'db' | 'write'>,
  submission: NewSubmission,
  alsoWrite?: (trx: Transaction<Database>, now: string) => Promise<unknown>,
  /** Draws a Kenmerk for the round (tests pass their own to force a collision). */
  drawKenmerk: (round: number) => string = newKenmerk,
): Promise<StoreResult<unknown>> {
  const { db } = store;
  const payload = JSON.stringify(submission.values);
  const hash = payloadHash(payload);
  const key = submission.idempotencyKey;
  if (key) {
    const earlier = await findByIdempotencyKey(db, key, hash);
    if (earlier) return earlier;
  }
  const now = submission.at.toISOString();
  const { registration } = submission;
  const round = registration?.round ?? submission.round ?? Number(now.slice(0, 4));
  // What the caller's part returned, once the transaction committed.
  const outcome: { written: unknown }[] = [];
  let storedKenmerk: string | null = null;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await store.write(async (trx) => {
        if (submission.registrationId) await holdLivePreRegistration(trx, submission.registrationId);
        const kenmerk =
          submission.personalPage || submission.withKenmerk
            ? await kenmerkFor(trx, submission.registrationId, () => drawKenmerk(round))
            : null;
        storedKenmerk = kenmerk;
        await trx
          .insertInto('submissions')
          .values({
            id: submission.id,
            type: submission.type,
            created_at: now,
            payload,
            payload_hash: hash,
            idempotency_key: key,
            registration_mode: registration?.mode ?? null,
            registration_round: registration?.round ?? submission.round ?? null,
            school_brin: registration?.school.brin ?? submission.school?.brin ?? null,
            school_rio: registration?.school.rio ?? submission.school?.rio ?? null,
            registration_id: submission.registrationId,
            kenmerk,
            locale: submission.locale ?? 'nl',
            registration_state: submission.personalPage ? REGISTRATION_STATE.received : null,
            changed_at: null,
            withdrawn_at: null,
            links_sent_at: null,
            handling_status: 'nieuw',
            version: 1,
            ...staffColumnsOf(submission.values),
          })
          .execute();
        const emails = [...new Set(submission.emails.map(normalizeEmail))];
        if (emails.length > 0) {
          await trx
            .insertInto('submission_emails')
            .values(emails.map((email) => ({ submission_id: submission.id, email })))
            .execute();
        }
        if (submission.signUp) {
          const keys = liveSignUpKeys(submission.signUp.round, submission.signUp.school, submission.values);
          if (keys.length > 0) {
            await trx
              .insertInto('sign_up_products')
              .values(keys.map((signUpKey) => ({ key: signUpKey, submission_id: submission.id })))
              .execute();
          }
        }
        outcome.push({ written: await alsoWrite?.(trx, now) });
      });
    } catch (error) {
      if (error instanceof PreRegistrationWithdrawn) return { kind: 'pre-registration-withdrawn' };
      // Two requests raced, and the key the error names says which: the database, not a guess.
      const violated = violatedUniqueKey(error);
      if (!violated) throw error;
      const on = (column: string) => violated.table === 'submissions' && violated.columns.includes(column);
      // The same request stored first (its idempotency key): answer as that one was answered.
      if (on('idempotency_key') && key) {
        const earlier = await findByIdempotencyKey(db, key, hash);
        if (earlier) return earlier;
      }
      // Another write took the same Kenmerk between the check and the insert: draw again.
      if (on('kenmerk') && attempt < KENMERK_ATTEMPTS) continue;
      // The pre-registration was completed by the other.
      if (on('registration_id')) return { kind: 'already-completed' };
      // The school's place in the round (a mode's), or a product of its primary sign-up, was taken.
      // A completion collides on both the place and the completed pre-registration, and the database
      // names the one it checked first: which of the two holders took the place is then looked up.
      if (on('school_brin') || on('school_rio') || violated.table === 'sign_up_products') {
        if (submission.registrationId && (await isCompleted(db, submission.registrationId))) {
          return { kind: 'already-completed' };
        }
        return { kind: 'already-registered' };
      }
      throw error;
    }
    const [done] = outcome.slice(-1);
    if (!done) throw new Error('the transaction committed without its writes');
    return { kind: 'stored', id: submission.id, kenmerk: storedKenmerk, written: done.written };
  }
}

const kenmerkTaken = async (db: Kysely<Database> | Transaction<Database>, kenmerk: string) =>
  (await db.selectFrom('submissions').select('id').where('kenmerk', '=', kenmerk).limit(1).executeTakeFirst()) !==
  undefined;

/**
 * The Kenmerk of a new registration: the pre-registration's when it completes one (the school keeps
 * the one it was told), else a drawn one that no registration has yet.
 */
async function kenmerkFor(trx: Transaction<Database>, completes: string | null, draw: () => string): Promise<string> {
  if (completes) {
    const pre = await trx.selectFrom('submissions').select('kenmerk').where('id', '=', completes).executeTakeFirst();
    if (pre?.kenmerk) return pre.kenmerk;
  }
  for (let attempt = 1; ; attempt += 1) {
    const candidate = draw();
    if (attempt >= KENMERK_ATTEMPTS || !(await kenmerkTaken(trx, candidate))) return candidate;
  }
}

/**
 * Inside the completing transaction: the pre-registration is still not withdrawn, and (on
 * PostgreSQL) its row stays locked until the commit, so a withdrawal waits for the completion
 * instead of slipping in between the check and the write. Throws PreRegistrationWithdrawn.
 */
async function holdLivePreRegistration(trx: Transaction<Database>, id: string): Promise<void> {
  const result = await trx
    .updateTable('submissions')
    .set((eb) => ({ version: eb.ref('version') }))
    .where('id', '=', id)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new PreRegistrationWithdrawn();
}

/** Whether a final registration that was not withdrawn completes this pre-registration. */
export async function isCompleted(db: Kysely<Database>, preRegistrationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('submissions')
    .select('id')
    .where('registration_id', '=', preRegistrationId)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the school already has a registration in this mode and round that was not withdrawn. */
export async function isSchoolRegistered(
  db: Kysely<Database>,
  school: SchoolKeys,
  mode: RegistrationMode,
  round: number,
): Promise<boolean> {
  let query = db
    .selectFrom('submissions')
    .select('id')
    .where('registration_mode', '=', mode)
    .where('registration_round', '=', round)
    .where('withdrawn_at', 'is', null);
  if (school.rio) query = query.where('school_rio', '=', school.rio);
  else if (school.brin) query = query.where('school_brin', '=', school.brin);
  else return false;
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Whether the school has a live primary sign-up (for any product) in the round: the keys of
 * `sign_up_products` (round:school:product, the school by BRIN + vestiging, else its RIO location).
 */
export async function isSchoolSignedUp(db: Kysely<Database>, school: SchoolKeys, round: number): Promise<boolean> {
  const schoolKey = school.brin ?? school.rio;
  if (!schoolKey) return false;
  const row = await db
    .selectFrom('sign_up_products')
    .select('key')
    .where('key', 'like', `${round}:${schoolKey}:%`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

function toStored(row: {
  id: string;
  type: string;
  created_at: string;
  payload: string;
  registration_round: number | null;
}): StoredSubmission {
  return { id: row.id, type: row.type, createdAt: row.created_at, values: storedValues(decodePayload(row)) };
}

export async function findSubmission(db: Kysely<Database>, id: string): Promise<StoredSubmission | null> {
  const row = await db
    .selectFrom('submissions')
    .select(['id', 'type', 'created_at', 'payload', 'registration_round'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toStored(row) : null;
}

/** Counts a dropped bot submission (honeypot filled, or sent faster than a person can fill a form). */
export async function countBotDrop(db: Kysely<Database>, reason: string, now: Date): Promise<void> {
  // Counted per Dutch day, the day staff read the counts by.
  const day = dutchDayOf(now);
  await db
    .insertInto('bot_drops')
    .values({ day, reason, count: 1 })
    .onConflict((conflict) =>
      conflict.columns(['day', 'reason']).doUpdateSet((eb) => ({ count: eb('bot_drops.count', '+', 1) })),
    )
    .execute();
}

export async function botDropCounts(db: Kysely<Database>): Promise<{ day: string; reason: string; count: number }[]> {
  const rows = await db.selectFrom('bot_drops').selectAll().orderBy('day').orderBy('reason').execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
