import type { Kysely, Transaction } from 'kysely';
import { definitionOf, type StoredType } from '../../src/domain/forms';
import { currentRound, roundOf, type Round } from '../../src/domain/rounds';
import type { Database } from '../storage/schema';
import { newId, outboxRow, payloadHash, type OutboxMail } from '../storage/submissions';
import type { Change } from './changes';
import type { VersionRow } from '../../src/domain/staff';
import { searchTextOf } from '../staff/workspace/search-text';

/** The registration states a school sees on its page. */
export type RegistrationState = 'ontvangen' | 'gewijzigd' | 'ingetrokken';

/** A stored registration as its page and its changes need it. */
export type RegistrationRecord = {
  id: string;
  type: StoredType;
  createdAt: string;
  values: Record<string, unknown>;
  state: RegistrationState;
  changedAt: string | null;
  withdrawnAt: string | null;
  round: Round;
  /** The pre-registration a final registration completes. */
  registrationId: string | null;
  locale: string;
};

export async function findRegistration(db: Kysely<Database>, id: string): Promise<RegistrationRecord | null> {
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
      'locale',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || !row.registration_state) return null;
  return {
    id: row.id,
    type: row.type as StoredType,
    createdAt: row.created_at,
    values: JSON.parse(row.payload) as Record<string, unknown>,
    state: row.registration_state as RegistrationState,
    changedAt: row.changed_at,
    withdrawnAt: row.withdrawn_at,
    // The primary sign-up has no round of its own: its products are the current round's.
    round: (row.registration_round !== null ? roundOf(Number(row.registration_round)) : undefined) ?? currentRound(),
    registrationId: row.registration_id,
    locale: row.locale ?? 'nl',
  };
}

/** Whether a final registration completes this pre-registration (and was not withdrawn). */
export async function isCompleted(db: Kysely<Database>, preRegistrationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('submissions')
    .select('id')
    .where('registration_id', '=', preRegistrationId)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export type { VersionRow } from '../../src/domain/staff';

/** The changes and the withdrawal of a registration, oldest first. */
export async function versionsOf(db: Kysely<Database>, id: string): Promise<VersionRow[]> {
  const rows = await db
    .selectFrom('registration_versions')
    .select(['version', 'at', 'kind', 'actor', 'changes'])
    .where('submission_id', '=', id)
    .orderBy('version')
    .execute();
  // The link id in a change is the server's own (part of a personal link's token): never shown.
  const shown = (changes: Change[]) => changes.map(({ label, before, after }) => ({ label, before, after }));
  return rows.map((row) => ({
    ...row,
    version: Number(row.version),
    changes: shown(JSON.parse(row.changes) as Change[]),
  }));
}

/** The next version number of a registration: 2 for its first change (1 is the registration as sent). */
async function nextVersion(trx: Transaction<Database>, id: string): Promise<number> {
  const row = await trx
    .selectFrom('registration_versions')
    .select((eb) => eb.fn.max('version').as('last'))
    .where('submission_id', '=', id)
    .executeTakeFirst();
  return Number(row?.last ?? 1) + 1;
}

/** Records a version and queues its mails, told of by version number. */
export async function recordVersion(
  trx: Transaction<Database>,
  record: RegistrationRecord,
  version: { kind: 'change' | 'withdraw'; actor: string; changes: Change[]; at: string },
  mails: OutboxMail[],
): Promise<number> {
  const number = await nextVersion(trx, record.id);
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
  if (mails.length > 0) {
    await trx
      .insertInto('outbox')
      .values(mails.map((mail) => outboxRow({ ...mail, registrationVersion: number }, record.id, version.at)))
      .execute();
  }
  return number;
}

/** The new payload of a changed registration, its hash and its e-mail index, in the change's transaction. */
export async function replacePayload(
  trx: Transaction<Database>,
  id: string,
  values: unknown,
  emails: readonly string[],
  at: string,
): Promise<void> {
  const payload = JSON.stringify(values);
  await trx
    .updateTable('submissions')
    .set({
      payload,
      payload_hash: payloadHash(payload),
      registration_state: 'gewijzigd',
      changed_at: at,
      search_text: searchTextOf(values),
    })
    .where('id', '=', id)
    .execute();
  await trx.deleteFrom('submission_emails').where('submission_id', '=', id).execute();
  const unique = [...new Set(emails.map((email) => email.toLowerCase()))];
  if (unique.length > 0) {
    await trx
      .insertInto('submission_emails')
      .values(unique.map((email) => ({ submission_id: id, email })))
      .execute();
  }
}

export const productsOf = (type: StoredType) => definitionOf(type).products;
