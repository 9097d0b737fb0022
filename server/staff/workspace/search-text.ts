import { isRecord } from '../../../src/domain/values';
import { fieldsOf } from '../../../src/domain/people';

/** The keys whose values staff search by: names, addresses, the school and its BRIN, its town and postcode. */
const NAME_KEYS = new Set([
  'first_name',
  'tussenvoegsel',
  'last_name',
  'name',
  'naam',
  'organisation',
  'school_or_company',
  'school_bedrijfsnaam',
  'instellingscode',
  'plaatsnaam',
]);
/** Phone numbers are searched by their digits: "06-1234 5678" and "0612345678" are the same number. */
export const PHONE_KEYS = /^(phone|work_number|telefoon.*)$/i;

/** Only the digits of a phone number (a leading + dropped too). */
export const phoneDigits = (text: string) => text.replace(/\D/g, '');

/**
 * What the staff list's 'Zoeken' looks in, lower case: every name, e-mail address, the school's name,
 * its BRIN and BRIN + vestiging (`03gr01`), its town, its postcode with and without the space, and
 * phone numbers as digits. Stored beside the payload, so a search is one LIKE on one column on both
 * engines.
 */
export function searchTextOf(values: unknown): string {
  const words: string[] = [];
  for (const { key, value } of fieldsOf(values)) {
    if (isRecord(value)) {
      const { instellingscode, vestigingscode } = value;
      if (typeof instellingscode === 'string' && typeof vestigingscode === 'string') {
        words.push(`${instellingscode}${vestigingscode}`);
      }
    } else if (typeof value !== 'string' || !value.trim()) continue;
    else if (NAME_KEYS.has(key) || /email$/i.test(key)) words.push(value.trim());
    else if (key === 'postcode') {
      const compact = value.replace(/\s+/g, '');
      words.push(compact, compact.replace(/^(\d{4})([a-z]{2})$/i, '$1 $2'));
    } else if (PHONE_KEYS.test(key) && phoneDigits(value)) words.push(phoneDigits(value));
  }
  return words.join(' ').toLowerCase().slice(0, 2000);
}

/** The school's name, or the sender's name or organisation: the list's 'School of naam'. */
export function titleOf(values: unknown): string {
  if (!isRecord(values)) return '';
  if (isRecord(values.school) && typeof values.school.naam === 'string') return values.school.naam;
  const name = [values.first_name, values.tussenvoegsel, values.last_name, values.name]
    .filter((part) => typeof part === 'string' && part.trim())
    .join(' ');
  return name || (typeof values.email === 'string' ? values.email : '');
}

/** The columns the staff list searches and sorts by, written with every payload (migration 016). */
export function staffColumnsOf(values: unknown): { search_text: string; sort_title: string } {
  return { search_text: searchTextOf(values), sort_title: titleOf(values).trim().toLowerCase().slice(0, 200) };
}
