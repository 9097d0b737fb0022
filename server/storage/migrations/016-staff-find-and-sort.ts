import type { Kysely, Migration } from 'kysely';
import { staffColumnsOf } from '../../staff/workspace/search-text';

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
    const typed = db as Kysely<{
      submissions: { id: string; payload: string; search_text: string | null; sort_title: string };
    }>;
    let after = '';
    for (;;) {
      const rows = await typed
        .selectFrom('submissions')
        .select(['id', 'payload'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(1000)
        .execute();
      if (rows.length === 0) break;
      for (const row of rows) {
        await typed
          .updateTable('submissions')
          .set(staffColumnsOf(JSON.parse(row.payload)))
          .where('id', '=', row.id)
          .execute();
      }
      after = rows[rows.length - 1].id;
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
