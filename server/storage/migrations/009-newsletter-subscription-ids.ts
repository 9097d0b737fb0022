import crypto from 'node:crypto';
import type { Kysely, Migration } from 'kysely';

/**
 * An opaque id per newsletter subscription, for the confirm and unsubscribe links to name instead of
 * the address (which a link carried readable in base64, also in List-Unsubscribe). Every row stored
 * already gets one; its version stays 1, the version the links mailed before carry, so those keep
 * working until the version is raised (server/newsletter-store/subscriptions.ts).
 */
export const newsletterSubscriptionIds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('newsletter_subscriptions').addColumn('id', 'text').execute();
    const typed = db as Kysely<{ newsletter_subscriptions: { email: string; id: string | null } }>;
    const rows = await typed.selectFrom('newsletter_subscriptions').select('email').execute();
    for (const row of rows) {
      await typed
        .updateTable('newsletter_subscriptions')
        .set({ id: crypto.randomBytes(16).toString('base64url') })
        .where('email', '=', row.email)
        .execute();
    }
    await db.schema
      .createIndex('newsletter_subscriptions_id')
      .on('newsletter_subscriptions')
      .column('id')
      .unique()
      .execute();
  },
};
