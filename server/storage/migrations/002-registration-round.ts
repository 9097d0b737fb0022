import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Registrations belong to a round (the school year of the Doorstroomtoets): a school registers once
 * per round and mode, so a school registered for 2026 can register for 2027. Every registration
 * stored before rounds existed belongs to 2026.
 */
export const registrationRound: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('submissions').addColumn('registration_round', 'integer').execute();
    await sql`UPDATE submissions SET registration_round = 2026 WHERE registration_mode IS NOT NULL`.execute(db);
    await db.schema.dropIndex('submissions_school_brin_unique').execute();
    await db.schema.dropIndex('submissions_school_rio_unique').execute();
    // NULLs never collide in a unique index (both engines), so only registrations are constrained.
    await db.schema
      .createIndex('submissions_round_school_brin_unique')
      .on('submissions')
      .columns(['registration_round', 'registration_mode', 'school_brin'])
      .unique()
      .execute();
    await db.schema
      .createIndex('submissions_round_school_rio_unique')
      .on('submissions')
      .columns(['registration_round', 'registration_mode', 'school_rio'])
      .unique()
      .execute();
  },
};
