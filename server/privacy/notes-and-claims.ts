/**
 * Erasure in what others wrote about the person: staff notes on any record and the messages of
 * other claimants. Every row is read, not searched by LIKE: a phone number written differently or a
 * name in another case is only found by the patterns of `person-identity.ts`.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../storage/schema';
import { learnFrom, redactIdentity, type PersonIdentity } from './person-identity';
import { withoutPhoneNumbers } from './phone-numbers';

/**
 * Deletes the person's own claims (filed from one of their addresses), after adding the name and
 * phone number they gave there to what identifies them; returns how many went.
 */
export async function eraseOwnClaims(
  trx: Transaction<Database>,
  emails: readonly string[],
  identity: PersonIdentity,
): Promise<number> {
  const own = await trx
    .selectFrom('school_claims')
    .select(['id', 'first_name', 'last_name', 'phone'])
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', emails))
    .execute();
  own.forEach((claim) => learnFrom(identity, claim, [claim.phone]));
  if (own.length === 0) return 0;
  await trx
    .deleteFrom('school_claims')
    .where(
      'id',
      'in',
      own.map((claim) => claim.id),
    )
    .execute();
  return own.length;
}

/**
 * Takes the person out of every staff note; returns how many notes changed. A note that names them on
 * a record they were in (`about`) loses every phone number too: whose number it is, the note does
 * not say.
 */
export async function redactNotes(
  trx: Transaction<Database>,
  identity: PersonIdentity,
  about: ReadonlySet<string>,
): Promise<number> {
  const notes = await trx.selectFrom('staff_notes').select(['id', 'submission_id', 'text']).execute();
  let changed = 0;
  for (const note of notes) {
    let text = redactIdentity(note.text, identity);
    if (text === note.text) continue;
    if (about.has(note.submission_id)) text = withoutPhoneNumbers(text);
    await trx.updateTable('staff_notes').set({ text }).where('id', '=', note.id).execute();
    changed += 1;
  }
  return changed;
}

/** Takes the person out of other claimants' messages (the only free text of a claim); returns how many changed. */
export async function redactClaims(trx: Transaction<Database>, identity: PersonIdentity): Promise<number> {
  const claims = await trx.selectFrom('school_claims').select(['id', 'message']).execute();
  let changed = 0;
  for (const claim of claims) {
    const message = redactIdentity(claim.message, identity);
    if (message === claim.message) continue;
    await trx.updateTable('school_claims').set({ message }).where('id', '=', claim.id).execute();
    changed += 1;
  }
  return changed;
}
