import type { Transaction } from 'kysely';
import type { Database } from '../storage/schema';

/**
 * New registrations one client (an IPv4 address or an IPv6 /64, as the rate limits count) may store
 * per clock hour. DUO's primary-school file has 749 boards: half have 5 schools or fewer, nine in
 * ten 21 or fewer, the largest 57. At 20 a board's office registers nine in ten boards' schools in
 * one hour and the largest in three, while one client needs over 400 hours for the 8,629 schools
 * of the finder. Scaled like the rate limits (RATE_LIMIT_SCALE, 0: off).
 */
export const REGISTRATIONS_PER_CLIENT_HOUR = 20;

/** The client took its registrations of this hour: the transaction rolls back, nothing is stored. */
export class RegistrationQuotaReached extends Error {
  constructor() {
    super('this client registered the most schools one client may in an hour');
  }
}

/**
 * Counts one registration for the client in its transaction, on the condition that the hour's count
 * is below `max` (one statement: two requests at once cannot both take the last place). Throws
 * RegistrationQuotaReached when it is not. The client's earlier hours are dropped on the way.
 */
export async function takeRegistrationQuota(
  trx: Transaction<Database>,
  client: string,
  at: string,
  max: number,
): Promise<void> {
  const hour = at.slice(0, 13);
  await trx.deleteFrom('registration_quota').where('client', '=', client).where('hour', '<', hour).execute();
  const taken = await trx
    .insertInto('registration_quota')
    .values({ client, hour, count: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['client', 'hour'])
        .doUpdateSet((eb) => ({ count: eb('registration_quota.count', '+', 1) }))
        .where('registration_quota.count', '<', max),
    )
    .returning('count')
    .executeTakeFirst();
  if (!taken) throw new RegistrationQuotaReached();
}
