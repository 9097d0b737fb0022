import type { StoredChange } from '../../src/domain/changes';
import { isRecord, normalizeEmail } from '../../src/domain/values';
import { contactsOf, emailOf, fullName } from '../../src/domain/people';

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

/**
 * A payload without the person: their contact entries go; fields beside one of their addresses
 * (akkoordPersonNaam/-Functie beside akkoordPersonEmail) are blanked, as is any text naming them.
 */
export function redactPayload(value: Json, trace: PersonTrace): Json {
  if (Array.isArray(value)) {
    return value
      .filter(
        (item) => !(isRecord(item) && typeof item.email === 'string' && trace.emails.has(normalizeEmail(item.email))),
      )
      .map((item) => redactPayload(item, trace));
  }
  if (typeof value === 'string') return names(value, trace) ? ERASED : value;
  if (typeof value !== 'object' || value === null) return value;
  const prefixes = Object.entries(value)
    .filter(([key, item]) => /email$/i.test(key) && typeof item === 'string' && trace.emails.has(normalizeEmail(item)))
    .map(([key]) => key.replace(/email$/i, ''));
  const result: { [key: string]: Json } = {};
  for (const [key, item] of Object.entries(value)) {
    const personField = prefixes.some((prefix) => prefix !== '' && key.startsWith(prefix));
    result[key] = personField ? ERASED : redactPayload(item, trace);
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
 * everything outside the contacts, and only their own contact entries; fields beside someone
 * else's address (another person's akkoordPersonNaam) are left out.
 */
export function ownPart(value: Json, trace: PersonTrace): Json {
  if (Array.isArray(value)) {
    return value
      .filter(
        (item) => !(isRecord(item) && typeof item.email === 'string' && !trace.emails.has(normalizeEmail(item.email))),
      )
      .map((item) => ownPart(item, trace));
  }
  if (typeof value !== 'object' || value === null) return value;
  const others = Object.entries(value)
    .filter(([key, item]) => /email$/i.test(key) && typeof item === 'string' && !trace.emails.has(normalizeEmail(item)))
    .map(([key]) => key.replace(/email$/i, ''))
    .filter((prefix) => prefix !== '');
  const result: { [key: string]: Json } = {};
  for (const [key, item] of Object.entries(value)) {
    if (others.some((prefix) => key.startsWith(prefix))) continue;
    result[key] = ownPart(item, trace);
  }
  return result;
}
