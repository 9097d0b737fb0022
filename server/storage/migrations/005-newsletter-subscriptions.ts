import type { Kysely, Migration } from 'kysely';

/**
 * Newsletter subscriptions with their consent record: one row per address, pending until the
 * address confirms through the mailed link, then confirmed, or unsubscribed. When and from which
 * page (locale) the person signed up, the consent text they were shown and the topics are kept, so
 * the sender can prove consent; the link counters cap how often a pending address is mailed.
 */
export const newsletterSubscriptions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('newsletter_subscriptions')
      .addColumn('email', 'text', (column) => column.primaryKey())
      .addColumn('state', 'text', (column) => column.notNull())
      .addColumn('state_changed_at', 'text', (column) => column.notNull())
      .addColumn('topics', 'text', (column) => column.notNull())
      .addColumn('locale', 'text', (column) => column.notNull())
      .addColumn('consent_text', 'text', (column) => column.notNull())
      .addColumn('signed_up_at', 'text', (column) => column.notNull())
      .addColumn('confirmed_at', 'text')
      .addColumn('unsubscribed_at', 'text')
      .addColumn('version', 'integer', (column) => column.notNull())
      .addColumn('last_link_at', 'text')
      .addColumn('links_day', 'text')
      .addColumn('links_that_day', 'integer', (column) => column.notNull())
      .addColumn('submission_id', 'text')
      .execute();
    await db.schema
      .createIndex('newsletter_subscriptions_state')
      .on('newsletter_subscriptions')
      .columns(['state', 'state_changed_at'])
      .execute();
  },
};
