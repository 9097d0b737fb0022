import type { Kysely, Migration } from 'kysely';

/**
 * Staff login: instead of a lock per typed address (which anyone could set off for everyone), failed
 * attempts are counted per address and per client, each keyed by a hash, and each count sets a
 * delay of its own (staff-store/login-delays.ts). The old lock rows are dropped: they only ever held
 * 15 minutes.
 */
export const loginDelays: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('staff_login_failures')
      // `address:` or `client:` and a SHA-256 (base64url): neither the typed address nor the IP.
      .addColumn('key', 'text', (column) => column.primaryKey())
      .addColumn('failures', 'integer', (column) => column.notNull())
      .addColumn('last_failure_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('staff_login_failures_last')
      .on('staff_login_failures')
      .column('last_failure_at')
      .execute();
    await db.schema.dropTable('staff_login_attempts').execute();
  },
};
