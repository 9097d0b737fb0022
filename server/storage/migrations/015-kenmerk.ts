import crypto from 'node:crypto';
import { sql, type Kysely, type Migration } from 'kysely';
import { updateSubmissions } from './update-submissions';

/** The Kenmerk's characters when this migration was written: no look-alikes (0/O/Q/D, 1/I/L/J, 2/Z, 5/S, 8/B, U/V). */
const ALPHABET = '34679ACEFGHKMNPRTWXY';
const LENGTH = 4;

/**
 * A Kenmerk `AMN-<round>-XXXX` with random characters, a frozen copy of server/registrations/kenmerk.ts
 * at the time. Rejection sampling: only bytes below the largest multiple of the alphabet's size, so
 * every character is equally likely.
 */
function newKenmerk(round: number): string {
  const limit = 256 - (256 % ALPHABET.length);
  let code = '';
  while (code.length < LENGTH) {
    for (const byte of crypto.randomBytes(LENGTH)) {
      if (byte < limit && code.length < LENGTH) code += ALPHABET[byte % ALPHABET.length];
    }
  }
  return `AMN-${round}-${code}`;
}

type Row = {
  id: string;
  created_at: string;
  registration_round: number | string | null;
  registration_id: string | null;
};

/**
 * Every registration and primary sign-up gets a Kenmerk a person can say (`AMN-2027-K7QX`); the
 * random id stays the server's own. Unique over the rows that do not complete another: a final
 * registration carries the Kenmerk of the pre-registration it completes. The existing rows get
 * theirs here, a final registration its pre-registration's.
 */
export const kenmerk: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('submissions').addColumn('kenmerk', 'text').execute();
    const rows = (
      await sql<Row>`SELECT id, created_at, registration_round, registration_id FROM submissions
        WHERE registration_state IS NOT NULL ORDER BY created_at, id`.execute(db)
    ).rows;
    const given = new Map<string, string>();
    const taken = new Set<string>();
    for (const row of rows.filter((item) => item.registration_id === null)) {
      const round =
        row.registration_round === null ? Number(row.created_at.slice(0, 4)) : Number(row.registration_round);
      let next = newKenmerk(round);
      while (taken.has(next)) next = newKenmerk(round);
      taken.add(next);
      given.set(row.id, next);
    }
    for (const row of rows.filter((item) => item.registration_id !== null)) {
      const round =
        row.registration_round === null ? Number(row.created_at.slice(0, 4)) : Number(row.registration_round);
      let own = given.get(row.registration_id!);
      if (!own) {
        own = newKenmerk(round);
        while (taken.has(own)) own = newKenmerk(round);
        taken.add(own);
      }
      given.set(row.id, own);
    }
    // Random and unique among the rows: drawn here, then written a thousand rows per statement.
    await updateSubmissions(db, ['kenmerk'], [...given]);
    await db.schema
      .createIndex('submissions_kenmerk_unique')
      .on('submissions')
      .column('kenmerk')
      .unique()
      .where(sql.ref('registration_id'), 'is', null)
      .execute();
    await db.schema.createIndex('submissions_kenmerk').on('submissions').column('kenmerk').execute();
  },
};
