import type { Kysely, Transaction } from 'kysely';
import type { HandlingStatus } from '../../../src/domain/staff';
import type { Database } from '../../storage/schema';
import { decodePayload, type Payload } from './payload';

type Db = Kysely<Database> | Transaction<Database>;

/** A stored submission with its payload decoded by its form's schema. */
export type SubmissionRow = {
  id: string;
  type: string;
  createdAt: string;
  payload: Payload;
  kenmerk: string | null;
  locale: string | null;
  round: number | null;
  school: { brin: string | null; rio: string | null };
  registrationId: string | null;
  registrationState: Database['submissions']['registration_state'];
  handlingStatus: HandlingStatus;
  withdrawnAt: string | null;
  version: number;
};

const COLUMNS = [
  'id',
  'type',
  'created_at',
  'payload',
  'kenmerk',
  'locale',
  'registration_round',
  'school_brin',
  'school_rio',
  'registration_id',
  'registration_state',
  'handling_status',
  'withdrawn_at',
  'version',
] as const;

/** A row of `submissions` as every reader gets it: its payload read once, here. */
export function toSubmissionRow(row: {
  id: string;
  type: string;
  created_at: string;
  payload: string;
  kenmerk: string | null;
  locale: string | null;
  registration_round: number | null;
  school_brin: string | null;
  school_rio: string | null;
  registration_id: string | null;
  registration_state: SubmissionRow['registrationState'];
  handling_status: SubmissionRow['handlingStatus'];
  withdrawn_at: string | null;
  version: number | string;
}): SubmissionRow {
  const round = row.registration_round === null ? null : Number(row.registration_round);
  return {
    id: row.id,
    type: row.type,
    createdAt: row.created_at,
    payload: decodePayload(row),
    kenmerk: row.kenmerk,
    locale: row.locale,
    round,
    school: { brin: row.school_brin, rio: row.school_rio },
    registrationId: row.registration_id,
    registrationState: row.registration_state,
    handlingStatus: row.handling_status,
    withdrawnAt: row.withdrawn_at,
    version: Number(row.version),
  };
}

/**
 * One submission by its id, or (`kenmerk`) the newest that carries the Kenmerk: a final
 * registration carries its pre-registration's. `live`: only when it was not withdrawn.
 */
export async function readSubmission(
  db: Db,
  where: { id: string } | { kenmerk: string },
  options: { live?: boolean } = {},
): Promise<SubmissionRow | null> {
  let query = db.selectFrom('submissions').select(COLUMNS);
  query = 'id' in where ? query.where('id', '=', where.id) : query.where('kenmerk', '=', where.kenmerk);
  if (options.live) query = query.where('withdrawn_at', 'is', null);
  const row = await query.orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  return row ? toSubmissionRow(row) : null;
}

/** The form types of these submissions, by id (a mail's label). */
export async function typesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('submissions')
    .select(['id', 'type'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.type]));
}
