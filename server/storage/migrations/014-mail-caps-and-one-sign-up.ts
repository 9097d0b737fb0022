import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Not a mail cannon:
 *
 * - an outbox mail over a cap (per recipient, or the global one) is kept but `held`, with the
 *   reason, until staff release or drop it; the worker never claims a held mail;
 * - a school has one live primary sign-up per product and round: each product a sign-up takes is a
 *   row keyed by round, school and product, so a second one for the same is refused by the
 *   database, also when two arrive at once. Sign-ups stored before this keep their place in order
 *   of arrival: the first one of a school and product holds the key, later ones stay as they are.
 */
export const mailCapsAndOneSignUp: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('outbox').addColumn('held_at', 'text').execute();
    await db.schema.alterTable('outbox').addColumn('held_reason', 'text').execute();
    await db.schema.createIndex('outbox_held').on('outbox').column('held_at').execute();

    await db.schema
      .createTable('sign_up_products')
      .addColumn('key', 'text', (column) => column.primaryKey())
      .addColumn('submission_id', 'text', (column) => column.notNull().references('submissions.id').onDelete('cascade'))
      .execute();
    await db.schema.createIndex('sign_up_products_submission').on('sign_up_products').column('submission_id').execute();

    const { rows } = await sql<{
      id: string;
      payload: string;
      registration_round: number | string | null;
      school_brin: string | null;
      school_rio: string | null;
    }>`SELECT id, payload, registration_round, school_brin, school_rio FROM submissions
      WHERE type = 'aanmeldformulier-po' AND withdrawn_at IS NULL ORDER BY created_at`.execute(db);
    for (const row of rows) {
      // Written out here, not imported: a migration keeps doing what it did when it was released.
      const school = row.school_brin ?? row.school_rio;
      const products = (JSON.parse(row.payload) as { products?: Record<string, { subscribe?: unknown }> }).products;
      if (row.registration_round === null || !school || !products) continue;
      const keys = Object.entries(products)
        .filter(([, product]) => product?.subscribe === true)
        .map(([product]) => `${Number(row.registration_round)}:${school}:${product}`);
      for (const key of keys) {
        await sql`INSERT INTO sign_up_products (key, submission_id) VALUES (${key}, ${row.id})
          ON CONFLICT (key) DO NOTHING`.execute(db);
      }
    }
  },
};
