import type { Kysely, Migration } from 'kysely';

/**
 * Mails are rendered when they are sent: an outbox row names its template and locale (the
 * submission and recipient it already has), and no longer holds a rendered body with personal
 * links in it. Rows queued before this keep their subject and body and are sent as they are. The
 * submission keeps the locale of the page it was sent from, for the language of its mails.
 */
export const mailTemplates: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('outbox').addColumn('template', 'text').execute();
    await db.schema.alterTable('outbox').addColumn('locale', 'text').execute();
    await db.schema.alterTable('submissions').addColumn('locale', 'text').execute();
  },
};
