import type { Transaction } from 'kysely';
import { takeCount } from '../mail/caps';
import type { Database } from '../storage/schema';

/**
 * Changes (a withdrawal included) one registration may take an hour through its personal links,
 * all its contacts together. Each change mails every contact and the helpdesk, so without a bound a
 * handful of registrations changed over and over fill the global mail cap for everyone. A school
 * correcting its registration needs a few; staff changes are not counted.
 */
export const CHANGES_PER_REGISTRATION_HOUR = 10;

const HOUR_MS = 60 * 60 * 1000;

/** The registration took its changes of this hour: the transaction rolls back, nothing is stored or mailed. */
export class ChangeLimitReached extends Error {
  constructor() {
    super('this registration was changed through its links as often as it may be in an hour');
  }
}

/**
 * Counts one change of the registration in the change's own transaction, in the table the shared
 * rate limits use (one conditional upsert: two changes at once, on any node, cannot both take the
 * last one). Throws ChangeLimitReached when the hour's changes are used up.
 */
export async function takeLinkChange(trx: Transaction<Database>, registrationId: string, at: Date): Promise<void> {
  const key = `registration-changes:${registrationId}`;
  if (!(await takeCount(trx, key, CHANGES_PER_REGISTRATION_HOUR, HOUR_MS, at.getTime()))) {
    throw new ChangeLimitReached();
  }
}
