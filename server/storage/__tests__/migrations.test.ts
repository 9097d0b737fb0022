import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { sqliteBinding } from '../database';
import { MIGRATIONS } from '../migrations';

/**
 * A store from before the registration pages and the staff workspace (migrations up to 006) with a
 * registration and a contact form in it, brought up to date: the registration gets its state, both
 * get a handling status and the text staff search in.
 */
describe('migrations 007 and 008 on a store with submissions', () => {
  let dir: string;
  let db: Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the schema changes under the test
  let migrator: Migrator;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-migrations-'));
    db = new Kysely({
      dialect: new SqliteDialect({ database: new SqliteDatabase(path.join(dir, 'old.sqlite'), sqliteBinding()) }),
    });
    migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    expect((await migrator.migrateTo('006-staff-accounts')).error).toBeUndefined();
    const row = (id: string, type: string, payload: object, mode: string | null) =>
      sql`INSERT INTO submissions (id, type, created_at, payload, payload_hash, registration_mode, registration_round, school_brin)
          VALUES (${id}, ${type}, '2026-01-05T10:00:00.000Z', ${JSON.stringify(payload)}, 'x', ${mode}, ${mode ? 2026 : null}, ${mode ? '03GR01' : null})`.execute(
        db,
      );
    await row(
      'registration-1',
      'doorstroomtoets-registration-2026',
      {
        school: { naam: 'Basisschool De Klimop', instellingscode: '03GR', vestigingscode: '01' },
        contacts: [{ first_name: 'Anna', email: 'Anna@School.nl' }],
      },
      'registration',
    );
    await row('contact-1', 'contact-form', { first_name: 'Bram', last_name: 'Smit', email: 'bram@example.nl' }, null);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('gives the registration its state and every submission a handling status and search text', async () => {
    const rows = await db
      .selectFrom('submissions')
      .select(['id', 'registration_state', 'handling_status', 'search_text'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'contact-1', registration_state: null, handling_status: 'nieuw', search_text: 'bram smit bram@example.nl' },
      {
        id: 'registration-1',
        registration_state: 'ontvangen',
        handling_status: 'nieuw',
        search_text: 'basisschool de klimop 03gr 03gr01 anna anna@school.nl',
      },
    ]);
  });

  it("frees a withdrawn registration's place in the round: the unique key covers the others only", async () => {
    const again = () =>
      sql`INSERT INTO submissions (id, type, created_at, payload, payload_hash, registration_mode, registration_round, school_brin)
          VALUES ('registration-2', 'doorstroomtoets-registration-2026', '2026-01-06T10:00:00.000Z', '{}', 'y', 'registration', 2026, '03GR01')`.execute(
        db,
      );
    await expect(again()).rejects.toHaveProperty('code', 'SQLITE_CONSTRAINT_UNIQUE');
    await sql`UPDATE submissions SET withdrawn_at = '2026-01-06T09:00:00.000Z' WHERE id = 'registration-1'`.execute(db);
    await expect(again()).resolves.toBeDefined();
  });
});
