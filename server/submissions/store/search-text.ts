import { isRecord } from '../../../src/domain/values';
import { fieldsOf } from '../../../src/domain/people';
import type { FieldMeanings } from '../../../src/domain/forms/field-meaning';
import { storedFieldMeanings } from '../../../src/domain/forms/meanings';
import { rowFields, type RowValues } from './payload';

/** Only the digits of a phone number (a leading + dropped too). */
export const phoneDigits = (text: string) => text.replace(/\D/g, '');

/**
 * What the staff list's 'Zoeken' looks in, lower case: every field whose schema says it is searched
 * (names, e-mail addresses, the school's name, BRIN, BRIN + vestiging `03gr01` and town), a
 * postcode with and without the space, and phone numbers as digits. Stored beside the
 * payload, so a search is one LIKE on one column on both engines.
 */
export function searchTextOf(values: RowValues, meanings: FieldMeanings = storedFieldMeanings()): string {
  const words: string[] = [];
  for (const { path, value } of fieldsOf(values)) {
    const searched = meanings.get(path)?.searched;
    if (typeof value !== 'string' || !value.trim()) continue;
    else if (searched === 'text') words.push(value.trim());
    else if (searched === 'postcode') {
      const compact = value.replace(/\s+/g, '');
      words.push(compact, compact.replace(/^(\d{4})([a-z]{2})$/i, '$1 $2'));
    } else if (searched === 'digits' && phoneDigits(value)) words.push(phoneDigits(value));
  }
  return words.join(' ').toLowerCase().slice(0, 2000);
}

/** The school's name, or the sender's name or organisation: the list's 'School of naam'. */
export function titleOf(values: RowValues): string {
  // Any row, also one its form no longer reads: every field is checked.
  const fields = rowFields(values);
  const { school } = fields;
  if (isRecord(school) && typeof school.naam === 'string') return school.naam;
  const name = [fields.first_name, fields.tussenvoegsel, fields.last_name, fields.name]
    .filter((part) => typeof part === 'string' && part.trim())
    .join(' ');
  return name || (typeof fields.email === 'string' ? fields.email : '');
}

/** The columns the staff list searches and sorts by, written with every payload (migration 016). */
export function staffColumnsOf(values: RowValues): { search_text: string; sort_title: string } {
  return { search_text: searchTextOf(values), sort_title: titleOf(values).trim().toLowerCase().slice(0, 200) };
}
