import type { Kysely, Transaction } from 'kysely';
import type { PlaceHeldBy } from '../../../src/domain/api';
import type { RegistrationMode } from '../../../src/domain/forms';
import { contactAddresses } from '../../../src/domain/people';
import type { Database } from '../../storage/schema';
import { emailDomain } from '../../schools/school-domains';
import { decodePayload, storedValues } from './payload';
import type { SchoolKeys } from './submissions';

type Db = Kysely<Database> | Transaction<Database>;

/** Which registrations hold a school's place: a mode's (Doorstroomtoets), or a form type's (the primary sign-up). */
export type PlaceOf = { mode: RegistrationMode } | { type: string };

/** The registration holding a place: its id, its contacts' domains, and how far it is trusted. */
export type PlaceHolder = { id: string; domains: string[]; heldBy: PlaceHeldBy };

/**
 * How a registration holds its place: trusted unless the helpdesk still has it to check (from outside
 * the school's domain) or its contacts on the domain have not proven their mailbox.
 */
async function heldBy(db: Db, submissionId: string): Promise<PlaceHeldBy> {
  const check = await db
    .selectFrom('school_checks')
    .select('state')
    .where('submission_id', '=', submissionId)
    .executeTakeFirst();
  if (check?.state === 'te-controleren') return 'outside-domain';
  if (check?.state === 'onbevestigd') return 'unconfirmed';
  return 'trusted';
}

/**
 * The live registration (not withdrawn) that holds the school's place in the round, with its
 * contacts' domains and its trust: what a second party is told (`@domein` of a trusted holder only,
 * never an address) and what a claim is filed against. Found as schoolAlreadyRegistered finds it: the
 * RIO ids, else BRIN + vestiging.
 */
export async function placeHolder(
  db: Db,
  school: SchoolKeys,
  place: PlaceOf,
  round: number,
): Promise<PlaceHolder | null> {
  let query = db
    .selectFrom('submissions')
    .select(['id', 'type', 'payload', 'registration_round', 'created_at'])
    .where('registration_round', '=', round)
    .where('withdrawn_at', 'is', null)
    .where('registration_state', 'is not', null);
  query = 'mode' in place ? query.where('registration_mode', '=', place.mode) : query.where('type', '=', place.type);
  if (school.rio) query = query.where('school_rio', '=', school.rio);
  else if (school.brin) query = query.where('school_brin', '=', school.brin);
  else return null;
  const row = await query.orderBy('created_at').limit(1).executeTakeFirst();
  if (!row) return null;
  const domains = [...new Set(contactAddresses(storedValues(decodePayload(row))).map(emailDomain))];
  return { id: row.id, domains, heldBy: await heldBy(db, row.id) };
}
