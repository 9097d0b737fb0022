import type { Kysely, Transaction } from 'kysely';
import { definitionOf, isStoredType, type StoredType } from '../../../src/domain/forms';
import { roundOf, todayIso, type RegistrationRound } from '../../../src/domain/rounds';
import { roundOfSubmission } from './round-of-submission';
import type { Database } from '../../storage/schema';
import { newId, payloadHash } from './submissions';
import type { StoredChange } from '../../../src/domain/changes';
import { decodeChanges, decodePayload, valuesOrEmpty, type RowObject, type RowValues } from './payload';
import type { RegistrationState } from '../../../src/domain/registrationStates';
import { shownChange, type VersionKind, type VersionRow } from '../../../src/domain/changes';
import { normalizeEmail } from '../../../src/domain/values';
import { staffColumnsOf } from './search-text';

export type { RegistrationState } from '../../../src/domain/registrationStates';

/** A stored registration as its page and its changes need it. */
export type RegistrationRecord = {
  id: string;
  type: StoredType;
  createdAt: string;
  /** Its form's values; plain JSON when its form no longer reads them (an erased person's). */
  values: RowObject;
  state: RegistrationState;
  changedAt: string | null;
  withdrawnAt: string | null;
  round: RegistrationRound;
  /** The pre-registration a final registration completes. */
  registrationId: string | null;
  /** What the school names when it calls: `AMN-2027-K7QX`. */
  kenmerk: string;
  locale: string;
  /** 1 as sent, raised by every change and the withdrawal: the page sends it back with a change. */
  version: number;
};

/**
 * A registration of a form or round the code no longer has (an editor removed its round from
 * ROUNDS once it was over), or whose payload its form no longer reads: shown and exported from what
 * it stored, never changed.
 */
export type RetiredRegistration = Omit<RegistrationRecord, 'type' | 'round'> & {
  retired: true;
  type: string;
  round: number | null;
  /** Why its form's schema does not read what it stored (none for a retired round's). */
  issues?: string[];
};

/** A registration its page can change: of a form type and round the code still has; null otherwise. */
export async function findRegistration(db: Kysely<Database>, id: string): Promise<RegistrationRecord | null> {
  const found = await findStoredRegistration(db, id);
  return found && !('retired' in found) ? found : null;
}

/** A stored registration as it can be shown: current, or retired when its form or round is gone. */
export async function findStoredRegistration(
  db: Kysely<Database>,
  id: string,
): Promise<RegistrationRecord | RetiredRegistration | null> {
  const row = await db
    .selectFrom('submissions')
    .select([
      'id',
      'type',
      'created_at',
      'payload',
      'registration_state',
      'registration_round',
      'changed_at',
      'withdrawn_at',
      'registration_id',
      'kenmerk',
      'locale',
      'version',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || !row.registration_state) return null;
  const payload = decodePayload(row);
  const stored = {
    id: row.id,
    createdAt: row.created_at,
    values: valuesOrEmpty(payload),
    state: row.registration_state,
    changedAt: row.changed_at,
    withdrawnAt: row.withdrawn_at,
    registrationId: row.registration_id,
    // Every registration has one since migration 015.
    kenmerk: row.kenmerk ?? '',
    locale: row.locale ?? 'nl',
    version: Number(row.version),
  };
  const year = row.registration_round === null ? null : Number(row.registration_round);
  // Every registration stores its round (migration 012 gave the older primary sign-ups 2026's).
  const round = year === null ? roundOfSubmission(row.type, todayIso(new Date(row.created_at))) : roundOf(year);
  // An erased person's values ("[verwijderd]") no longer pass the form's schema: such a registration
  // is still its form's and round's, read from what it stored; its own schema checks every change.
  if (!isStoredType(row.type) || !round) {
    return { ...stored, retired: true, type: row.type, round: year, ...(payload.ok ? {} : { issues: payload.issues }) };
  }
  return { ...stored, type: row.type, round };
}

export { isCompleted } from './submissions';

export type { VersionRow } from '../../../src/domain/changes';

/** The changes and the withdrawal of a registration, oldest first. */
export async function versionsOf(db: Kysely<Database>, id: string): Promise<VersionRow[]> {
  const rows = await db
    .selectFrom('registration_versions')
    .select(['version', 'at', 'kind', 'actor', 'changes'])
    .where('submission_id', '=', id)
    .orderBy('version')
    .execute();
  // The link id in a change is the server's own (part of a personal link's token): never shown.
  return rows.map((row) => ({
    ...row,
    version: Number(row.version),
    changes: decodeChanges(row.changes).map(shownChange),
  }));
}

/** Records version `number` (the one a conditional write just stored); its mails are the caller's to queue. */
export async function insertVersion(
  trx: Transaction<Database>,
  record: RegistrationRecord,
  number: number,
  version: { kind: VersionKind; actor: string; changes: StoredChange[]; at: string },
): Promise<void> {
  await trx
    .insertInto('registration_versions')
    .values({
      id: newId(),
      submission_id: record.id,
      version: number,
      at: version.at,
      kind: version.kind,
      actor: version.actor,
      previous_payload: JSON.stringify(record.values),
      changes: JSON.stringify(version.changes),
    })
    .execute();
}

/** Another request changed or withdrew the registration after the version this write was made on. */
export class StaleVersion extends Error {
  constructor() {
    super('the registration changed since it was read');
  }
}

/**
 * Moves the registration from the version the change was made on to the next one, if that version
 * is still the stored one and it is not withdrawn; throws StaleVersion otherwise (the transaction
 * rolls back). On PostgreSQL a concurrent writer waits for the row lock and then finds the raised
 * version: exactly one of two writes on the same version wins, on both engines.
 */
export async function claimNextVersion(
  trx: Transaction<Database>,
  id: string,
  expected: number,
  set: { registration_state: RegistrationState; changed_at?: string; withdrawn_at?: string },
): Promise<number> {
  const result = await trx
    .updateTable('submissions')
    .set({ ...set, version: expected + 1 })
    .where('id', '=', id)
    .where('version', '=', expected)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new StaleVersion();
  return expected + 1;
}

/** The new payload of a changed registration, its hash and its e-mail index, in the change's transaction. */
export async function replacePayload(
  trx: Transaction<Database>,
  id: string,
  /** A change's values as its schema read them, or (a claim taken back, a move undone) stored JSON. */
  values: RowValues,
  emails: readonly string[],
): Promise<void> {
  const payload = JSON.stringify(values);
  await trx
    .updateTable('submissions')
    .set({ payload, payload_hash: payloadHash(payload), ...staffColumnsOf(values) })
    .where('id', '=', id)
    .execute();
  await trx.deleteFrom('submission_emails').where('submission_id', '=', id).execute();
  const unique = [...new Set(emails.map(normalizeEmail))];
  if (unique.length > 0) {
    await trx
      .insertInto('submission_emails')
      .values(unique.map((email) => ({ submission_id: id, email })))
      .execute();
  }
}

export const productsOf = (type: StoredType) => definitionOf(type).products;
