import { sql, type Kysely, type Migration } from 'kysely';

/**
 * When two act at once, one wins and the other is told so:
 *
 * - a registration carries a `version` (1 as sent, raised by every change and the withdrawal, the
 *   same number as its row in registration_versions); a change or withdrawal writes only when the
 *   version it was made on is still the stored one;
 * - a pre-registration is completed by at most one final registration that is not withdrawn (a
 *   partial unique index; a store that holds two already stops here with their ids);
 * - an outbox mail's claim carries a random lease token: only the node holding it records the result;
 * - a second factor is enrolled with the CLI or through a one-time enrolment link (its token stored
 *   as a SHA-256 hash, with its end). A secret set by the old first-login flow but never confirmed
 *   is forgotten: it may have been set up by whoever had the password.
 */
export const oneWriterWins: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('submissions')
      .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
      .execute();
    await sql`UPDATE submissions SET version = (
        SELECT MAX(registration_versions.version) FROM registration_versions
        WHERE registration_versions.submission_id = submissions.id)
      WHERE EXISTS (SELECT 1 FROM registration_versions WHERE registration_versions.submission_id = submissions.id)`.execute(
      db,
    );

    const twice = await sql<{ registration_id: string }>`SELECT registration_id FROM submissions
      WHERE registration_id IS NOT NULL AND withdrawn_at IS NULL
      GROUP BY registration_id HAVING COUNT(*) > 1`.execute(db);
    if (twice.rows.length > 0) {
      const ids = twice.rows.map((row) => row.registration_id).join(', ');
      throw new Error(
        `these pre-registrations are completed more than once; withdraw all but one final registration of each first: ${ids}`,
      );
    }
    await db.schema
      .createIndex('submissions_completes_once')
      .on('submissions')
      .column('registration_id')
      .unique()
      .where(sql.ref('withdrawn_at'), 'is', null)
      .execute();

    await db.schema.alterTable('outbox').addColumn('lease_token', 'text').execute();

    await db.schema.alterTable('staff_accounts').addColumn('totp_enrolment_hash', 'text').execute();
    await db.schema.alterTable('staff_accounts').addColumn('totp_enrolment_expires_at', 'text').execute();
    await db.schema
      .createIndex('staff_accounts_enrolment')
      .on('staff_accounts')
      .column('totp_enrolment_hash')
      .unique()
      .execute();
    await sql`UPDATE staff_accounts SET totp_secret = NULL, totp_last_step = NULL
      WHERE totp_enrolled_at IS NULL`.execute(db);
  },
};
