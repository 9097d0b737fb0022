import type { Kysely, Migration } from 'kysely';
import { submissionPayloads, updateSubmissions } from './update-submissions';

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
const PHONE_KEYS = /^(phone|work_number|telefoon.*)$/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const phoneDigits = (text: string) => text.replace(/\D/g, '');

/**
 * The search text as this migration wrote it, a frozen copy of server/submissions/store/search-text.ts
 * at the time: every name, e-mail address, the school's name, its BRIN and BRIN + vestiging, its
 * town, its postcode with and without the space, and phone numbers as digits, lower case. Computed
 * here, not in SQL, for the reason migration 008 gives.
 */
function searchTextOf(values: unknown): string {
  const words: string[] = [];
  const walk = (value: unknown, key = ''): void => {
    if (Array.isArray(value)) value.forEach((item) => walk(item));
    else if (isRecord(value)) {
      for (const [name, item] of Object.entries(value)) walk(item, name);
      const { instellingscode, vestigingscode } = value;
      if (typeof instellingscode === 'string' && typeof vestigingscode === 'string') {
        words.push(`${instellingscode}${vestigingscode}`);
      }
    } else if (typeof value !== 'string' || !value.trim()) return;
    else if (NAME_KEYS.has(key) || /email$/i.test(key)) words.push(value.trim());
    else if (key === 'postcode') {
      const compact = value.replace(/\s+/g, '');
      words.push(compact, compact.replace(/^(\d{4})([a-z]{2})$/i, '$1 $2'));
    } else if (PHONE_KEYS.test(key) && phoneDigits(value)) words.push(phoneDigits(value));
  };
  walk(values);
  return words.join(' ').toLowerCase().slice(0, 2000);
}

/** The school's name, or the sender's name or organisation, as this migration sorted by it (frozen). */
function titleOf(values: unknown): string {
  if (!isRecord(values)) return '';
  if (isRecord(values.school) && typeof values.school.naam === 'string') return values.school.naam;
  const name = [values.first_name, values.tussenvoegsel, values.last_name, values.name]
    .filter((part) => typeof part === 'string' && part.trim())
    .join(' ');
  return name || (typeof values.email === 'string' ? values.email : '');
}

/**
 * The staff list finds by phone, town and postcode and sorts by school, form and status: the search
 * column is written again for what is stored (it now holds towns, postcodes and phone digits), a
 * lower-cased title to sort by is added, and indexes in each order's keyset order (the key, then
 * newest first) keep every order's pages fast at 100,000 submissions. Status uses the index of
 * migration 008 read backwards.
 */
export const staffFindAndSort: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('submissions')
      .addColumn('sort_title', 'text', (column) => column.notNull().defaultTo(''))
      .execute();
    for await (const rows of submissionPayloads(db)) {
      await updateSubmissions(
        db,
        ['search_text', 'sort_title'],
        rows.map(({ id, payload }) => [id, searchTextOf(payload), titleOf(payload).trim().toLowerCase().slice(0, 200)]),
      );
    }
    await db.schema
      .createIndex('submissions_sort_title_newest')
      .on('submissions')
      .columns(['sort_title', 'created_at desc', 'id desc'])
      .execute();
    await db.schema
      .createIndex('submissions_type_newest')
      .on('submissions')
      .columns(['type', 'created_at desc', 'id desc'])
      .execute();
  },
};
