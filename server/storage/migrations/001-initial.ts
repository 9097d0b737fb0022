import type { Kysely, Migration } from 'kysely';

/** Submissions, their e-mail index, the mail outbox and the bot counter. */
export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('submissions')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('type', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('payload', 'text', (column) => column.notNull())
      .addColumn('payload_hash', 'text', (column) => column.notNull())
      .addColumn('idempotency_key', 'text', (column) => column.unique())
      .addColumn('registration_mode', 'text')
      .addColumn('school_brin', 'text')
      .addColumn('school_rio', 'text')
      .addColumn('registration_id', 'text')
      .execute();
    // NULLs never collide in a unique index (both engines), so only registrations are constrained:
    // the same school cannot be registered twice in the same mode, even by two requests at once.
    await db.schema
      .createIndex('submissions_school_brin_unique')
      .on('submissions')
      .columns(['registration_mode', 'school_brin'])
      .unique()
      .execute();
    await db.schema
      .createIndex('submissions_school_rio_unique')
      .on('submissions')
      .columns(['registration_mode', 'school_rio'])
      .unique()
      .execute();
    await db.schema.createIndex('submissions_type_created').on('submissions').columns(['type', 'created_at']).execute();
    await db.schema.createIndex('submissions_created').on('submissions').column('created_at').execute();

    await db.schema
      .createTable('submission_emails')
      .addColumn('submission_id', 'text', (column) => column.notNull().references('submissions.id').onDelete('cascade'))
      .addColumn('email', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('submission_emails_pk', ['submission_id', 'email'])
      .execute();
    await db.schema.createIndex('submission_emails_email').on('submission_emails').column('email').execute();

    await db.schema
      .createTable('outbox')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('submission_id', 'text', (column) => column.references('submissions.id').onDelete('cascade'))
      .addColumn('recipient', 'text', (column) => column.notNull())
      .addColumn('subject', 'text', (column) => column.notNull())
      .addColumn('body', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (column) => column.notNull())
      .addColumn('sent_at', 'text')
      .addColumn('failed_at', 'text')
      .addColumn('last_error', 'text')
      .execute();
    await db.schema.createIndex('outbox_due').on('outbox').columns(['sent_at', 'next_attempt_at']).execute();
    await db.schema.createIndex('outbox_submission').on('outbox').column('submission_id').execute();

    await db.schema
      .createTable('bot_drops')
      .addColumn('day', 'text', (column) => column.notNull())
      .addColumn('reason', 'text', (column) => column.notNull())
      .addColumn('count', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('bot_drops_pk', ['day', 'reason'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['bot_drops', 'outbox', 'submission_emails', 'submissions']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
