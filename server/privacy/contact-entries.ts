import type { StoredChange } from '../../src/domain/changes';
import { isRecord, normalizeEmail } from '../../src/domain/values';
import { contactsOf, emailOf, fullName } from '../../src/domain/people';
import type { FieldMeanings } from '../../src/domain/forms/field-meaning';
import { storedFieldMeanings } from '../../src/domain/forms/meanings';

/**
 * A registration's contact entries followed through its versions, for erasure and export: the
 * entry that carried an address in one version is the same entry in the next when it keeps its
 * address, or when it stands in the same place of the list while its address changed (edited in
 * place). Erasing any address an entry had erases all its values in every version.
 */

export type { Json } from '../submissions/store/payload';
import type { Json } from '../submissions/store/payload';

/** What stands in for a removed value. */
export const ERASED = '[verwijderd]';

/** A change entry about an erased contact, replacing the whole entry (its label named them too). */
export const ERASED_CHANGE = { label: 'Contactpersoon', before: ERASED, after: ERASED };

/** The values one person's contact entry had across versions. */
export type PersonTrace = {
  /** Every address the entry had, lower case. */
  emails: Set<string>;
  /** Their names as written in payloads and changes ("Anna Jansen", "Anna Jansen (anna@…)"). */
  names: Set<string>;
};

/**
 * The contact entries that ever carried `email` in these payloads (oldest first), followed from
 * version to version: by address, else by their place in the list.
 */
export function traceContact(payloads: readonly unknown[], email: string): PersonTrace {
  const lists = payloads.map(contactsOf);
  const parent = new Map<string, string>();
  const key = (version: number, index: number) => `${version}:${index}`;
  const find = (node: string): string => {
    const up = parent.get(node) ?? node;
    if (up === node) return node;
    const root = find(up);
    parent.set(node, root);
    return root;
  };
  const join = (a: string, b: string) => parent.set(find(a), find(b));
  for (let version = 0; version + 1 < lists.length; version += 1) {
    const before = lists[version];
    const after = lists[version + 1];
    const matchedBefore = new Set<number>();
    const matchedAfter = new Set<number>();
    after.forEach((contact, index) => {
      const was = before.findIndex((old, at) => !matchedBefore.has(at) && emailOf(old) === emailOf(contact));
      if (was < 0 || emailOf(contact) === '') return;
      matchedBefore.add(was);
      matchedAfter.add(index);
      join(key(version, was), key(version + 1, index));
    });
    // An entry whose address changed stayed in its place: the same person, edited.
    after.forEach((_contact, index) => {
      if (matchedAfter.has(index) || index >= before.length || matchedBefore.has(index)) return;
      join(key(version, index), key(version + 1, index));
    });
  }
  const trace: PersonTrace = { emails: new Set([normalizeEmail(email)]), names: new Set() };
  // Grow until stable: an address found through one entry may be carried by another one elsewhere.
  for (let grew = true; grew;) {
    grew = false;
    const roots = new Set<string>();
    lists.forEach((list, version) =>
      list.forEach((contact, index) => {
        if (trace.emails.has(emailOf(contact))) roots.add(find(key(version, index)));
      }),
    );
    lists.forEach((list, version) =>
      list.forEach((contact, index) => {
        if (!roots.has(find(key(version, index)))) return;
        const address = emailOf(contact);
        if (address && !trace.emails.has(address)) {
          trace.emails.add(address);
          grew = true;
        }
        const name = fullName(contact);
        if (name) {
          trace.names.add(name);
          trace.names.add(`${name} (${typeof contact.email === 'string' ? contact.email : ''})`);
        }
      }),
    );
  }
  return trace;
}

/** Whether a text names the person: one of their addresses or names, in any case. */
export function names(text: string, trace: PersonTrace): boolean {
  const lower = text.toLowerCase();
  return (
    [...trace.emails].some((email) => lower.includes(email)) ||
    [...trace.names].some((name) => name.length > 2 && lower.includes(name.toLowerCase()))
  );
}

/** A text with the person's addresses and names taken out. */
export function redactText(text: string, trace: PersonTrace): string {
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Longest first: "Anna Jansen (anna@…)" goes whole before "Anna Jansen" or the address alone.
  const parts = [...trace.names, ...trace.emails].filter((part) => part.length > 2).sort((a, b) => b.length - a.length);
  return parts.reduce((result, part) => result.replace(new RegExp(escape(part), 'gi'), ERASED), text);
}

const within = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * The people an object's fields name beside its sender (forms/field-meaning.ts `person`), each with
 * the address their schema marks as theirs, and the object's own entry's addresses (`person` unset).
 */
function addressesIn(value: { [key: string]: Json }, path: string, meanings: FieldMeanings) {
  const people = new Map<string, string>();
  const own: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    const field = meanings.get(within(path, key));
    if (field?.personal !== 'email' || typeof item !== 'string') continue;
    if (field.person === undefined) own.push(normalizeEmail(item));
    else people.set(field.person, normalizeEmail(item));
  }
  return { people, own };
}

/** Whether a list's item is a person's entry (a contact) whose address is one of `emails`, or not. */
const entryOf = (item: Json, path: string, meanings: FieldMeanings, emails: ReadonlySet<string>): boolean | null => {
  if (!isRecord(item)) return null;
  const { own } = addressesIn(item as { [key: string]: Json }, path, meanings);
  return own.length === 0 ? null : own.some((address) => emails.has(address));
};

/**
 * A payload without the person: their contact entries go; the fields of someone named beside the
 * sender whose address is theirs (the responsible person's name and function beside their address)
 * are blanked, as is any text naming them. What a field is comes from `meanings`.
 */
export function redactPayload(
  value: Json,
  trace: PersonTrace,
  meanings: FieldMeanings = storedFieldMeanings(),
  path = '',
): Json {
  if (Array.isArray(value)) {
    return value
      .filter((item) => entryOf(item, path, meanings, trace.emails) !== true)
      .map((item) => redactPayload(item, trace, meanings, path));
  }
  if (typeof value === 'string') return names(value, trace) ? ERASED : value;
  if (typeof value !== 'object' || value === null) return value;
  const theirs = [...addressesIn(value, path, meanings).people]
    .filter(([, address]) => trace.emails.has(address))
    .map(([person]) => person);
  const result: { [key: string]: Json } = {};
  for (const [key, item] of Object.entries(value)) {
    const person = meanings.get(within(path, key))?.person;
    result[key] =
      person !== undefined && theirs.includes(person)
        ? ERASED
        : redactPayload(item, trace, meanings, within(path, key));
  }
  return result;
}

export type { StoredChange } from '../../src/domain/changes';

/** Change entries with every entry about the person (by its link id, or naming them) replaced whole. */
export function redactChanges(
  changes: readonly StoredChange[],
  trace: PersonTrace,
  linkIds: ReadonlySet<string>,
): StoredChange[] {
  return changes.map((change) =>
    (change.contact !== undefined && linkIds.has(change.contact)) ||
    names(`${change.label}\n${change.before}\n${change.after}`, trace)
      ? { ...ERASED_CHANGE }
      : change,
  );
}

/**
 * The person's own part of a payload (an access request): of a shared registration the school and
 * everything outside the contacts, and only their own contact entries; the fields of someone else
 * named beside the sender (another person's name beside their address) are left out.
 */
export function ownPart(
  value: Json,
  trace: PersonTrace,
  meanings: FieldMeanings = storedFieldMeanings(),
  path = '',
): Json {
  if (Array.isArray(value)) {
    return value
      .filter((item) => entryOf(item, path, meanings, trace.emails) !== false)
      .map((item) => ownPart(item, trace, meanings, path));
  }
  if (typeof value !== 'object' || value === null) return value;
  const others = [...addressesIn(value, path, meanings).people]
    .filter(([, address]) => !trace.emails.has(address))
    .map(([person]) => person);
  const result: { [key: string]: Json } = {};
  for (const [key, item] of Object.entries(value)) {
    const person = meanings.get(within(path, key))?.person;
    if (person !== undefined && others.includes(person)) continue;
    result[key] = ownPart(item, trace, meanings, within(path, key));
  }
  return result;
}
