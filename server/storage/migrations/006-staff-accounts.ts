import type { Kysely, Migration } from 'kysely';

/** Staff accounts, their sessions, login attempts per address (also unknown ones) and the audit trail. */
export const staffAccounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('staff_accounts')
      .addColumn('email', 'text', (column) => column.primaryKey())
      .addColumn('password_hash', 'text', (column) => column.notNull())
      .addColumn('totp_secret', 'text')
      .addColumn('totp_enrolled_at', 'text')
      .addColumn('totp_last_step', 'integer')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('last_login_at', 'text')
      .execute();

    await db.schema
      .createTable('staff_sessions')
      // SHA-256 of the cookie's token: a copy of the table cannot be used to log in.
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('email', 'text', (column) => column.notNull().references('staff_accounts.email').onDelete('cascade'))
      .addColumn('stage', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('last_seen_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('staff_sessions_email').on('staff_sessions').column('email').execute();

    await db.schema
      .createTable('staff_login_attempts')
      .addColumn('email', 'text', (column) => column.primaryKey())
      .addColumn('failures', 'integer', (column) => column.notNull())
      .addColumn('locked_until', 'text')
      .execute();

    await db.schema
      .createTable('staff_audit')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('at', 'text', (column) => column.notNull())
      .addColumn('actor', 'text', (column) => column.notNull())
      .addColumn('action', 'text', (column) => column.notNull())
      .addColumn('submission_id', 'text')
      .addColumn('detail', 'text')
      .execute();
    await db.schema.createIndex('staff_audit_at').on('staff_audit').column('at').execute();
    await db.schema.createIndex('staff_audit_actor').on('staff_audit').column('actor').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['staff_audit', 'staff_login_attempts', 'staff_sessions', 'staff_accounts']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
