import type { RowValues } from '../submissions/store/payload';
import type { ProductKey } from '../../src/domain/products';
import { flatFields } from '../../src/domain/forms/summary';
import type { StoredChange } from '../../src/domain/changes';
import { isRecord, normalizeEmail } from '../../src/domain/values';
import { contactName, contactsOf, emailOf } from '../../src/domain/people';

/** One thing a change altered, with the contact's link id when it is about a contact. */
export type Change = StoredChange;

/**
 * Who made a change, by name: the contact it was (found in any of `payloads`, name and address),
 * or `helpdesk` for a member of staff (`staff:` and their address).
 */
export function actorName(actor: string, payloads: readonly unknown[], helpdesk: string): string {
  if (actor.startsWith('staff:')) return helpdesk;
  const contact = payloads.flatMap(contactsOf).find((person) => emailOf(person) === normalizeEmail(actor));
  return contact ? contactName(contact) : actor;
}

function fieldChanges(before: unknown, after: unknown, products: readonly ProductKey[], prefix = ''): Change[] {
  const old = new Map(flatFields(before, products).map((field) => [field.path, field]));
  const now = new Map(flatFields(after, products).map((field) => [field.path, field]));
  const changes: Change[] = [];
  for (const path of new Set([...old.keys(), ...now.keys()])) {
    const was = old.get(path);
    const is = now.get(path);
    if (was?.value === is?.value) continue;
    changes.push({ label: `${prefix}${(is ?? was)!.label}`, before: was?.value ?? '-', after: is?.value ?? '-' });
  }
  return changes;
}

/**
 * What a change altered: every field outside the contacts, then the contacts by their address —
 * added, removed, or a detail of one that stayed.
 */
export function registrationChanges(
  before: RowValues,
  after: RowValues,
  products: readonly ProductKey[],
  linkOf: (email: string) => string | undefined = () => undefined,
): Change[] {
  const withoutContacts = (values: RowValues) => (isRecord(values) ? { ...values, contacts: undefined } : values);
  const changes = fieldChanges(withoutContacts(before), withoutContacts(after), products);
  const old = new Map(contactsOf(before).map((contact) => [emailOf(contact), contact]));
  const now = new Map(contactsOf(after).map((contact) => [emailOf(contact), contact]));
  const about = (email: string) => {
    const contact = linkOf(email);
    return contact === undefined ? {} : { contact };
  };
  for (const [email, contact] of now) {
    const was = old.get(email);
    if (!was)
      changes.push({ label: 'Contactpersoon toegevoegd', before: '-', after: contactName(contact), ...about(email) });
    else
      changes.push(
        ...fieldChanges(was, contact, products, `Contactpersoon ${contactName(contact)}: `).map((change) => ({
          ...change,
          ...about(email),
        })),
      );
  }
  for (const [email, contact] of old) {
    if (!now.has(email))
      changes.push({ label: 'Contactpersoon verwijderd', before: contactName(contact), after: '-', ...about(email) });
  }
  return changes;
}
