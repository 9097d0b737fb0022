import type { Kysely, Migration } from 'kysely';

/**
 * Rate-limit counters that several server nodes on one PostgreSQL share (on SQLite, one node, the
 * counters stay in memory and this table stays empty), and the outbox index the per-mail claim reads.
 */
export const sharedLimitsAndOutbox: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (column) => column.primaryKey())
      .addColumn('count', 'integer', (column) => column.notNull())
      // Milliseconds since the epoch: when this window's count starts again from zero.
      .addColumn('resets_at', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('rate_limits_resets_at').on('rate_limits').column('resets_at').execute();
  },
};
