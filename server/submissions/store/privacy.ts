/**
 * What privacy and retention read and write of `submissions`: the store's part of a person's
 * export, an erasure and the purge. The payload is handed out as stored text: what must reach every
 * payload however old decodes it as plain JSON (payload.ts `decodeJson`).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../storage/schema';
import { staffColumnsOf } from './search-text';
import type { Json } from './payload';

type Db = Kysely<Database> | Transaction<Database>;

/** The submissions whose stored text quotes `like` (lower case, a LIKE pattern): another person's free text. */
export const submissionsQuoting = (db: Db, like: string) =>
  db
    .selectFrom('submissions')
    .select('id as submission_id')
    .where((eb) => eb(eb.fn('lower', ['payload']), 'like', like))
    .execute();

/** A submission as stored: its type, time and payload text. */
export const storedSubmission = (db: Db, id: string) =>
  db.selectFrom('submissions').select(['id', 'type', 'created_at', 'payload']).where('id', '=', id).executeTakeFirst();

/** The submission's row itself (what hangs from it goes first: privacy/erasure.ts). */
export async function deleteSubmissionRow(trx: Transaction<Database>, id: string): Promise<void> {
  await trx.deleteFrom('submissions').where('id', '=', id).execute();
}

/** The payload with a person taken out, and the staff list's columns made from it again. */
export async function replaceRedactedPayload(trx: Transaction<Database>, id: string, values: Json): Promise<void> {
  await trx
    .updateTable('submissions')
    .set({ payload: JSON.stringify(values), ...staffColumnsOf(values) })
    .where('id', '=', id)
    .execute();
}

/**
 * The ids of the submissions created before `before` that the purge takes (a query, for `in`):
 * with `running` rounds, a registration of a running round stays; `currentRunning`: the current
 * round runs, and a sign-up without a round of its own belongs to it.
 */
export const submissionsCreatedBefore = (
  trx: Transaction<Database>,
  before: string,
  running: number[],
  currentRunning: boolean,
) =>
  trx
    .selectFrom('submissions')
    .select('id')
    .where('created_at', '<', before)
    .where((eb) =>
      running.length === 0
        ? eb.lit(true)
        : eb.or([
            eb('registration_state', 'is', null),
            eb('registration_round', 'not in', running),
            // A sign-up without a round of its own belongs to the current one.
            ...(currentRunning ? [] : [eb('registration_round', 'is', null)]),
          ]),
    )
    .where((eb) =>
      running.length === 0 || !currentRunning
        ? eb.lit(true)
        : eb.or([eb('registration_state', 'is', null), eb('registration_round', 'is not', null)]),
    );

/** Deletes the submissions a query names; returns how many went. */
export async function deleteSubmissionsIn(
  trx: Transaction<Database>,
  ids: ReturnType<typeof submissionsCreatedBefore>,
): Promise<number> {
  const result = await trx.deleteFrom('submissions').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
