import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A registration's own page: every contact gets a personal link (a row here holds the version its
 * signed token must carry: raised to revoke it, `removed_at` once the contact is taken off), and
 * every change the school makes is kept as a version with the payload it replaced.
 *
 * Registrations now have a state (`ontvangen`, `gewijzigd`, `ingetrokken`) and keep their school's
 * keys also when they do not count once per school (the primary sign-up), so that a lost link can
 * be sent again by school. A withdrawn registration no longer holds its school's place in the round:
 * the unique indexes cover registrations that are not withdrawn (partial indexes, on both engines).
 */
export const registrationPages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('registration_contacts')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('submission_id', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('version', 'integer', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('removed_at', 'text')
      .execute();
    await db.schema
      .createIndex('registration_contacts_submission_email')
      .on('registration_contacts')
      .columns(['submission_id', 'email'])
      .unique()
      .execute();

    await db.schema
      .createTable('registration_versions')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('submission_id', 'text', (column) => column.notNull())
      .addColumn('version', 'integer', (column) => column.notNull())
      .addColumn('at', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('actor', 'text', (column) => column.notNull())
      .addColumn('previous_payload', 'text', (column) => column.notNull())
      .addColumn('changes', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('registration_versions_submission')
      .on('registration_versions')
      .columns(['submission_id', 'version'])
      .unique()
      .execute();

    // A mail about a change names the version it tells of, so a later change does not rewrite it.
    await db.schema.alterTable('outbox').addColumn('registration_version', 'integer').execute();
    await db.schema.alterTable('submissions').addColumn('registration_state', 'text').execute();
    await db.schema.alterTable('submissions').addColumn('changed_at', 'text').execute();
    await db.schema.alterTable('submissions').addColumn('withdrawn_at', 'text').execute();
    await db.schema.alterTable('submissions').addColumn('links_sent_at', 'text').execute();
    await sql`UPDATE submissions SET registration_state = 'ontvangen'
      WHERE registration_mode IS NOT NULL OR type = 'aanmeldformulier-po'`.execute(db);

    await db.schema.dropIndex('submissions_round_school_brin_unique').execute();
    await db.schema.dropIndex('submissions_round_school_rio_unique').execute();
    await db.schema
      .createIndex('submissions_round_school_brin_unique')
      .on('submissions')
      .columns(['registration_round', 'registration_mode', 'school_brin'])
      .unique()
      .where(sql.ref('withdrawn_at'), 'is', null)
      .execute();
    await db.schema
      .createIndex('submissions_round_school_rio_unique')
      .on('submissions')
      .columns(['registration_round', 'registration_mode', 'school_rio'])
      .unique()
      .where(sql.ref('withdrawn_at'), 'is', null)
      .execute();
    await db.schema.createIndex('submissions_school_brin').on('submissions').column('school_brin').execute();
    await db.schema.createIndex('submissions_school_rio').on('submissions').column('school_rio').execute();
  },
};
