import type { Kysely, Migration } from 'kysely';
import { submissionPayloads, updateSubmissions } from './update-submissions';

/** The keys whose values staff searched by when this migration was written: names, the school, its BRIN. */
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The search text as this migration wrote it, a frozen copy (the live one is
 * server/submissions/store/search-text.ts; migration 016 wrote it again with towns, postcodes and
 * phones): every name and e-mail address, the school's name, its BRIN and BRIN + vestiging, lower
 * case. Computed here, not in SQL: SQLite's lower() folds ASCII only (`Ö` stays `Ö`), and the two
 * engines walk JSON in different ways, so SQL could not write the same text on both.
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
    } else if (typeof value === 'string' && value.trim() && (NAME_KEYS.has(key) || /email$/i.test(key))) {
      words.push(value.trim());
    }
  };
  walk(values);
  return words.join(' ').toLowerCase().slice(0, 2000);
}

/**
 * The staff workspace: a handling status per submission (Nieuw, In behandeling, Afgehandeld), the
 * lower-cased text 'Zoeken' looks in (names, addresses, school, BRIN; filled here for what is stored
 * already), notes, and the indexes that keep the list fast with 100,000 submissions: newest first,
 * per type, status, registration state and round, and a sign-up's consent state.
 */
export const staffWorkspace: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('submissions')
      .addColumn('handling_status', 'text', (column) => column.notNull().defaultTo('nieuw'))
      .execute();
    await db.schema.alterTable('submissions').addColumn('search_text', 'text').execute();

    for await (const rows of submissionPayloads(db)) {
      await updateSubmissions(
        db,
        ['search_text'],
        rows.map(({ id, payload }) => [id, searchTextOf(payload)]),
      );
    }

    // Newest first with the id as tie-breaker: the list's keyset order.
    await db.schema.dropIndex('submissions_created').execute();
    await db.schema.dropIndex('submissions_type_created').execute();
    await db.schema.createIndex('submissions_created_id').on('submissions').columns(['created_at', 'id']).execute();
    for (const column of ['type', 'handling_status', 'registration_state', 'registration_round']) {
      await db.schema
        .createIndex(`submissions_${column}_created_id`)
        .on('submissions')
        .columns([column, 'created_at', 'id'])
        .execute();
    }

    await db.schema
      .createTable('staff_notes')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('submission_id', 'text', (column) => column.notNull())
      .addColumn('author', 'text', (column) => column.notNull())
      .addColumn('at', 'text', (column) => column.notNull())
      .addColumn('text', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('staff_notes_submission').on('staff_notes').columns(['submission_id', 'at']).execute();
    await db.schema.createIndex('outbox_failed').on('outbox').column('failed_at').execute();
    // The consent state beside each listed sign-up, and the filter on it.
    await db.schema
      .createIndex('newsletter_subscriptions_submission')
      .on('newsletter_subscriptions')
      .columns(['submission_id', 'state'])
      .execute();
  },
};
