import type { Kysely, Migration } from 'kysely';

/**
 * Who may act for a school. `school_checks`: a registration whose contacts do not write from the
 * school's own domain, to be checked by the helpdesk (with DUO's web address and phone as they were
 * at the registration). `board_domains`: a domain the helpdesk confirmed for a school board; its
 * addresses are trusted at once for every school of that board. `school_claims`: a request to take
 * over a registration that is not the claimant's school's, until the helpdesk moves or rejects it.
 * `registration_quota`: the registrations a client stored per clock hour.
 */
export const schoolTrustAndClaims: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('school_checks')
      .addColumn('submission_id', 'text', (column) => column.primaryKey())
      .addColumn('state', 'text', (column) => column.notNull())
      .addColumn('domains', 'text', (column) => column.notNull())
      .addColumn('board', 'text')
      .addColumn('website', 'text')
      .addColumn('phone', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('checked_by', 'text')
      .addColumn('checked_at', 'text')
      .execute();
    await db.schema.createIndex('school_checks_state').on('school_checks').columns(['state', 'created_at']).execute();
    await db.schema
      .createTable('board_domains')
      .addColumn('board', 'text', (column) => column.notNull())
      .addColumn('domain', 'text', (column) => column.notNull())
      .addColumn('confirmed_by', 'text', (column) => column.notNull())
      .addColumn('confirmed_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('board_domains_pk', ['board', 'domain'])
      .execute();
    await db.schema
      .createTable('school_claims')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('submission_id', 'text', (column) => column.notNull())
      .addColumn('state', 'text', (column) => column.notNull())
      .addColumn('first_name', 'text', (column) => column.notNull())
      .addColumn('last_name', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('phone', 'text', (column) => column.notNull())
      .addColumn('message', 'text', (column) => column.notNull())
      .addColumn('locale', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('decided_by', 'text')
      .addColumn('decided_at', 'text')
      .execute();
    await db.schema.createIndex('school_claims_submission').on('school_claims').columns(['submission_id']).execute();
    await db.schema.createIndex('school_claims_state').on('school_claims').columns(['state', 'created_at']).execute();
    await db.schema
      .createTable('registration_quota')
      .addColumn('client', 'text', (column) => column.notNull())
      .addColumn('hour', 'text', (column) => column.notNull())
      .addColumn('count', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('registration_quota_pk', ['client', 'hour'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['registration_quota', 'school_claims', 'board_domains', 'school_checks']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
