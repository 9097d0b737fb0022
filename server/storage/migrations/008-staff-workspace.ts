import type { Kysely, Migration } from 'kysely';
import { searchTextOf } from '../../staff/workspace/search-text';

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

    const typed = db as Kysely<{ submissions: { id: string; payload: string; search_text: string | null } }>;
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
          .set({ search_text: searchTextOf(JSON.parse(row.payload)) })
          .where('id', '=', row.id)
          .execute();
      }
      after = rows[rows.length - 1].id;
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
