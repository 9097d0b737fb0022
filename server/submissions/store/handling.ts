import type { Transaction } from 'kysely';
import type { HandlingStatus } from '../../../src/domain/staff';
import type { Database } from '../../storage/schema';

/**
 * Sets one submission's handling status, on the version the detail showed when given: `conflict`
 * when it changed since, `not-found` when there is none.
 */
export async function writeHandlingStatus(
  trx: Transaction<Database>,
  change: { id: string; status: HandlingStatus; version?: number },
): Promise<'changed' | 'not-found' | 'conflict'> {
  let update = trx.updateTable('submissions').set({ handling_status: change.status }).where('id', '=', change.id);
  if (change.version !== undefined) update = update.where('version', '=', change.version);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return 'changed';
  const exists = await trx.selectFrom('submissions').select('id').where('id', '=', change.id).executeTakeFirst();
  return exists ? 'conflict' : 'not-found';
}

/** Sets the status of those of `ids` not at it yet; returns the ids it changed. */
export async function writeHandlingStatuses(
  trx: Transaction<Database>,
  ids: readonly string[],
  status: HandlingStatus,
): Promise<string[]> {
  const changed = await trx
    .updateTable('submissions')
    .set({ handling_status: status })
    .where('id', 'in', [...new Set(ids)])
    .where('handling_status', '!=', status)
    .returning('id')
    .execute();
  return changed.map(({ id }) => id);
}
