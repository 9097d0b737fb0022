import { isRecord } from '../../../src/domain/values';
import { fieldsOf } from '../../../src/domain/people';

/** The keys whose values staff search by: names, addresses, the school and its BRIN. */
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
]);

/**
 * What the staff list's 'Zoeken' looks in, lower case: every name, e-mail address, the school's name,
 * its BRIN and BRIN + vestiging (`03gr01`). Stored beside the payload, so a search is one LIKE on
 * one column on both engines.
 */
export function searchTextOf(values: unknown): string {
  const words: string[] = [];
  for (const { key, value } of fieldsOf(values)) {
    if (isRecord(value)) {
      const { instellingscode, vestigingscode } = value;
      if (typeof instellingscode === 'string' && typeof vestigingscode === 'string') {
        words.push(`${instellingscode}${vestigingscode}`);
      }
    } else if (typeof value === 'string' && value.trim() && (NAME_KEYS.has(key) || /email$/i.test(key))) {
      words.push(value.trim());
    }
  }
  return words.join(' ').toLowerCase().slice(0, 2000);
}
