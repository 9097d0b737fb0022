import { sql, type Kysely } from 'kysely';
import { ACTIVE_REGISTRATION_STATES } from '../../../src/domain/registrationStates';
import type { Database } from '../../storage/schema';
import { decodePayload, type Payload } from './payload';

/**
 * How many submissions of each type came in per UTC hour since `since`: the Netherlands' offset is
 * whole hours, so each hour lies in one Dutch day.
 */
export async function countsPerHour(
  db: Kysely<Database>,
  since: string,
): Promise<{ type: string; hour: string; count: number }[]> {
  const rows = await db
    .selectFrom('submissions')
    .select((eb) => [
      'type',
      sql<string>`substr(created_at, 1, 13)`.as('hour'),
      eb.fn.countAll<string | number>().as('count'),
    ])
    .where('created_at', '>=', since)
    .groupBy(['type', 'hour'])
    .execute();
  return rows.map((row) => ({ type: row.type, hour: row.hour, count: Number(row.count) }));
}

/** The active registrations after id `after`, a thousand at a time (PostgreSQL's driver streams only with a cursor package). */
export async function activeRegistrationsAfter(
  db: Kysely<Database>,
  after: string,
  limit = 1000,
): Promise<{ id: string; round: number | null; payload: Payload }[]> {
  const rows = await db
    .selectFrom('submissions')
    .select(['id', 'type', 'payload', 'registration_round', 'created_at'])
    .where('registration_state', 'in', ACTIVE_REGISTRATION_STATES)
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    round: row.registration_round === null ? null : Number(row.registration_round),
    payload: decodePayload(row),
  }));
}
