import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A primary sign-up belongs to a round too (its products carry the round's names and first-day
 * windows), so a change is checked against its own round after the next one has become current.
 * Every primary sign-up stored before this was made in the 2026 round.
 */
export const primarySignUpRound: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`UPDATE submissions SET registration_round = 2026 WHERE type = 'aanmeldformulier-po' AND registration_round IS NULL`.execute(
      db,
    );
  },
};
