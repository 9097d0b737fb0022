import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../storage/schema';
import { decodePayload, type Payload } from './payload';
import type { SchoolKeys } from './submissions';

/** Whose links to send: one registration, or every registration of a school that was not withdrawn. */
export type ResendTarget = { registrationId: string } | { school: SchoolKeys };

/** The registrations (at most 20) whose contacts a request for links may reach; never a withdrawn one. */
export async function liveRegistrationIds(db: Kysely<Database>, target: ResendTarget): Promise<string[]> {
  let query = db
    .selectFrom('submissions')
    .select('id')
    .where('registration_state', 'is not', null)
    .where('withdrawn_at', 'is', null);
  if ('registrationId' in target) query = query.where('id', '=', target.registrationId);
  else {
    const { brin, rio } = target.school;
    if (!brin && !rio) return [];
    query = query.where((eb) =>
      eb.or([...(brin ? [eb('school_brin', '=', brin)] : []), ...(rio ? [eb('school_rio', '=', rio)] : [])]),
    );
  }
  return (await query.limit(20).execute()).map((row) => row.id);
}

/**
 * Marks the registration's links as sent at `at`, unless they went out after `before`: its payload
 * and language when marked, null when it was too soon.
 */
export async function markLinksSent(
  trx: Transaction<Database>,
  id: string,
  at: string,
  before: string,
): Promise<{ payload: Payload; locale: string | null } | null> {
  const claimed = await trx
    .updateTable('submissions')
    .set({ links_sent_at: at })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('links_sent_at', 'is', null), eb('links_sent_at', '<', before)]))
    .returning(['type', 'payload', 'locale', 'registration_round', 'created_at'])
    .executeTakeFirst();
  return claimed ? { payload: decodePayload(claimed), locale: claimed.locale } : null;
}

/** The live registrations of the round (and the sign-ups without one) that have no personal link yet. */
export async function registrationsWithoutLinks(
  db: Kysely<Database>,
  round: number,
): Promise<{ id: string; payload: Payload; locale: string | null }[]> {
  const rows = await db
    .selectFrom('submissions')
    .select(['id', 'type', 'payload', 'locale', 'registration_round', 'created_at'])
    .where('registration_state', 'is not', null)
    .where('withdrawn_at', 'is', null)
    .where((eb) => eb.or([eb('registration_round', '=', round), eb('registration_round', 'is', null)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('registration_contacts')
            .select('registration_contacts.id')
            .whereRef('registration_contacts.submission_id', '=', 'submissions.id'),
        ),
      ),
    )
    .execute();
  return rows.map((row) => ({ id: row.id, payload: decodePayload(row), locale: row.locale }));
}
