import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { sqliteBinding } from '../../database';
import { MIGRATIONS } from '..';

/**
 * A migration writes what it wrote when it was released: 008 the search text of its day (names,
 * addresses, school, BRIN), whatever the live search text holds now; 016 then writes its own, with
 * town, postcode and phone digits.
 */
describe('migrations 008 and 016 write the search text of their day', () => {
  let dir: string;
  let db: Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the schema changes under the test
  let migrator: Migrator;
  const searchText = async () =>
    (await sql<{ search_text: string }>`SELECT search_text FROM submissions`.execute(db)).rows[0].search_text;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-migrations-'));
    db = new Kysely({
      dialect: new SqliteDialect({ database: new SqliteDatabase(path.join(dir, 'old.sqlite'), sqliteBinding()) }),
    });
    migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    expect((await migrator.migrateTo('007-registration-pages')).error).toBeUndefined();
    const payload = {
      school: {
        naam: 'OBS Ölmühle',
        instellingscode: '03GR',
        vestigingscode: '01',
        plaatsnaam: 'Nijmegen',
        postcode: '6546BB',
      },
      contacts: [{ first_name: 'Anna', email: 'Anna@School.nl', work_number: '024-123 45 67' }],
    };
    await sql`INSERT INTO submissions (id, type, created_at, payload, payload_hash)
      VALUES ('one', 'contact-form', '2026-01-05T10:00:00.000Z', ${JSON.stringify(payload)}, 'x')`.execute(db);
  });
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('008: names, addresses, the school and its BRIN, lower case (non-ASCII too)', async () => {
    expect((await migrator.migrateTo('008-staff-workspace')).error).toBeUndefined();
    expect(await searchText()).toBe('obs ölmühle 03gr 03gr01 anna anna@school.nl');
  });

  it('016: also the town, the postcode with and without its space, and phone digits', async () => {
    expect((await migrator.migrateTo('016-staff-find-and-sort')).error).toBeUndefined();
    expect(await searchText()).toBe('obs ölmühle 03gr nijmegen 6546bb 6546 bb 03gr01 anna anna@school.nl 0241234567');
    const { sort_title } = (await sql<{ sort_title: string }>`SELECT sort_title FROM submissions`.execute(db)).rows[0];
    expect(sort_title).toBe('obs ölmühle');
  });
});
