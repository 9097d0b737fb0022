/**
 * How a person is recognised in free text someone else wrote (a staff note, another claimant's
 * message): their e-mail addresses in any spelling that reaches the same mailbox, their phone
 * numbers however written, and their full name in any case.
 */
import { mailboxOf } from '../../src/domain/values';
import { emailOf, fullName, peopleOf, type PersonFields } from '../../src/domain/people';
import type { FieldMeanings } from '../../src/domain/forms/field-meaning';
import { storedFieldMeanings } from '../../src/domain/forms/meanings';
import { isRecord } from '../../src/domain/values';
import { ERASED } from './contact-entries';
import { ERASED_PHONE, phoneKey, phonePattern } from './phone-numbers';

export type PersonIdentity = {
  /** The mailboxes of their addresses (`mailboxOf`). */
  mailboxes: Set<string>;
  /** Their phone numbers, by `phoneKey`. */
  phones: Set<string>;
  /** Their full names as written (first name, tussenvoegsel, last name). */
  names: Set<string>;
};

export const emptyIdentity = (emails: Iterable<string>): PersonIdentity => ({
  mailboxes: new Set([...emails].map(mailboxOf)),
  phones: new Set(),
  names: new Set(),
});

/** Adds what a person's name and phone numbers (a contact entry, a sender, a claimant) say about them. */
export function learnFrom(identity: PersonIdentity, person: PersonFields, phones: readonly unknown[]): void {
  // A first name alone would take out everyone of that name: only a first and a last name make one.
  const hasFullName = [person.first_name, person.last_name].every((part) => typeof part === 'string' && part.trim());
  if (hasFullName) identity.names.add(fullName(person).trim());
  for (const written of phones) {
    const phone = typeof written === 'string' ? phoneKey(written) : null;
    if (phone) identity.phones.add(phone);
  }
}

/**
 * Adds the people of a payload whose address is one of `emails` (lower case): their names, and
 * every field of their own that `meanings` says is a phone number (a contact's under `contacts`;
 * not the fields of someone named beside them).
 */
export function learnFromPayload(
  identity: PersonIdentity,
  payload: unknown,
  emails: ReadonlySet<string>,
  meanings: FieldMeanings = storedFieldMeanings(),
): void {
  const base = isRecord(payload) && Array.isArray(payload.contacts) ? 'contacts.' : '';
  for (const person of peopleOf(payload)) {
    if (!emails.has(emailOf(person))) continue;
    const phones = Object.entries(person)
      .filter(([key]) => {
        const field = meanings.get(base + key);
        // Someone named beside the sender (their own `person`) is not the sender.
        return field?.personal === 'phone' && field.person === undefined;
      })
      .map(([, value]) => value);
    learnFrom(identity, person, phones);
  }
}

/** An e-mail address in running text. */
export const ADDRESS_IN_TEXT = /[^\s"'<>(),;:@\\[\]]+@[^\s"'<>(),;:@\\[\]]+\.[a-z]{2,}/gi;

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The name as a whole: any case, any spacing, never part of a longer name ("Anna Jansens"). */
const namePattern = (name: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${name.split(/\s+/).map(escape).join('\\s+')}(?![\\p{L}\\p{N}])`, 'giu');

/** The text with every address, phone number and full name of the person replaced by the erasure markers. */
export function redactIdentity(text: string, identity: PersonIdentity): string {
  let result = text.replace(ADDRESS_IN_TEXT, (address) =>
    identity.mailboxes.has(mailboxOf(address)) ? ERASED : address,
  );
  for (const phone of identity.phones) result = result.replace(phonePattern(phone), ERASED_PHONE);
  // Longest first: "Anna van Dijk" goes whole before a shorter spelling of her name could split it.
  for (const name of [...identity.names].sort((a, b) => b.length - a.length)) {
    result = result.replace(namePattern(name), ERASED);
  }
  return result;
}
