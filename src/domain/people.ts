/**
 * Who is in a submission: the one answer the mails (whom to confirm to), the personal links (whom
 * to give one), the e-mail index of access and erasure requests, the staff search and the
 * privacy export all ask. A registration names its people in `contacts`; any other form is sent
 * by one person, whose fields are the values themselves. Other addresses may stand beside a
 * person's fields (`akkoordPersonEmail`): a field is an address when its schema says so
 * (forms/field-meaning.ts), whatever its key.
 */
import type { FieldMeanings } from './forms/field-meaning';
import { storedFieldMeanings } from './forms/meanings';
import { isRecord, normalizeEmail } from './values';

export type PersonFields = Record<string, unknown>;

/**
 * A value of a submission met on the walk, with the key it stands under and the path its meaning is
 * found under (forms/field-meaning.ts `meaningPath`: keys joined by '.', no list positions).
 */
export type Field = { key: string; path: string; value: unknown };

/**
 * Every value of a submission, depth first, each with its key ('' for array items and the root);
 * an object or list comes after what it holds.
 */
export function* fieldsOf(value: unknown, key = '', path = ''): Generator<Field> {
  if (Array.isArray(value)) for (const item of value) yield* fieldsOf(item, '', path);
  else if (isRecord(value))
    for (const [name, item] of Object.entries(value)) yield* fieldsOf(item, name, path ? `${path}.${name}` : name);
  yield { key, path, value };
}

/** The address a field holds, if its schema says it is an e-mail address and it has an `@`. */
export const addressIn = ({ path, value }: Field, meanings: FieldMeanings): string | null =>
  typeof value === 'string' && meanings.get(path)?.personal === 'email' && value.includes('@') ? value : null;

/** The contact entries of a registration (none for any other form). */
export const contactsOf = (values: unknown): PersonFields[] =>
  isRecord(values) && Array.isArray(values.contacts) ? values.contacts.filter(isRecord) : [];

/** Everyone the submission is about: the contacts of a registration, or the single sender. */
export function peopleOf(values: unknown): PersonFields[] {
  if (!isRecord(values)) return [];
  return Array.isArray(values.contacts) ? contactsOf(values) : [values];
}

/** A person's address as compared and indexed; '' without one. */
export const emailOf = (person: PersonFields): string =>
  typeof person.email === 'string' ? normalizeEmail(person.email) : '';

/** A person's full name as written: first name, tussenvoegsel, last name. */
export const fullName = (person: PersonFields): string =>
  [person.first_name, person.tussenvoegsel, person.last_name]
    .filter((part) => typeof part === 'string' && part.trim())
    .join(' ');

/** How a person is named in a change: name and address. */
export function contactName(person: PersonFields): string {
  const name = fullName(person);
  const email = typeof person.email === 'string' ? person.email : '';
  return name ? `${name} (${email})` : email;
}

/** Every address anywhere in the submission, normalised, each once (the access and erasure index). */
export function addressesOf(values: unknown, meanings: FieldMeanings = storedFieldMeanings()): string[] {
  const found = new Set<string>();
  for (const field of fieldsOf(values)) {
    const address = addressIn(field, meanings);
    if (address !== null) found.add(normalizeEmail(address));
  }
  return [...found];
}

/**
 * The addresses of a registration's contacts, normalised, each once: who gets a personal link. A
 * contact's address is the field of its entry that `meanings` says is an e-mail address of its own.
 */
export const contactAddresses = (values: unknown, meanings: FieldMeanings = storedFieldMeanings()): string[] => [
  ...new Set(
    contactsOf(values)
      .flatMap((contact) =>
        Object.entries(contact).flatMap(([key, value]) => {
          const field = meanings.get(`contacts.${key}`);
          return field?.personal === 'email' && field.person === undefined && typeof value === 'string'
            ? [normalizeEmail(value)]
            : [];
        }),
      )
      .filter((email) => email.includes('@')),
  ),
];

/** A person who gets a mail: the address as written and the name to greet them by. */
export type Recipient = { address: string; name: string | null };

/** The people of a submission who get its confirmation: each address once, as written. */
export function recipientsOf(values: unknown): Recipient[] {
  const seen = new Set<string>();
  const recipients: Recipient[] = [];
  for (const person of peopleOf(values)) {
    if (typeof person.email !== 'string' || !person.email.includes('@')) continue;
    const address = person.email.trim();
    if (seen.has(normalizeEmail(address))) continue;
    seen.add(normalizeEmail(address));
    const name =
      typeof person.first_name === 'string' ? person.first_name : typeof person.name === 'string' ? person.name : '';
    recipients.push({ address, name: name.trim() || null });
  }
  return recipients;
}

/** The recipient of a submission with this address, if it is one of its people. */
export const recipientNamed = (values: unknown, address: string): Recipient | undefined =>
  recipientsOf(values).find((recipient) => normalizeEmail(recipient.address) === normalizeEmail(address));
