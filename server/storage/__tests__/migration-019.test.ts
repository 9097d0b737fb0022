import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { sqliteBinding } from '../database';
import { MIGRATIONS } from '../migrations';

/** SQLite cannot make a column required in place: 019 makes the table again and keeps every row. */
describe('migration 019 on a SQLite store with newsletter subscriptions', () => {
  let dir: string;
  let db: Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the schema changes under the test

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-migration-019-'));
    db = new Kysely({
      dialect: new SqliteDialect({ database: new SqliteDatabase(path.join(dir, 'old.sqlite'), sqliteBinding()) }),
    });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    expect((await migrator.migrateTo('018-proven-mailboxes')).error).toBeUndefined();
    await sql`INSERT INTO newsletter_subscriptions (email, id, state, state_changed_at, topics, locale, consent_text,
        signed_up_at, version, links_that_day)
      VALUES ('lezer@example.nl', 'abc', 'confirmed', '2026-01-05T10:00:00.000Z', '["PO"]', 'nl', 'akkoord',
        '2026-01-05T10:00:00.000Z', 1, 0)`.execute(db);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the rows and their unique id index, and refuses a subscription without an id', async () => {
    const rows = await db.selectFrom('newsletter_subscriptions').select(['email', 'id', 'topics']).execute();
    expect(rows).toEqual([{ email: 'lezer@example.nl', id: 'abc', topics: '["PO"]' }]);
    const insert = (email: string, id: string | null) =>
      sql`INSERT INTO newsletter_subscriptions (email, id, state, state_changed_at, topics, locale, consent_text,
          signed_up_at, version, links_that_day)
        VALUES (${email}, ${id}, 'pending', 'x', '[]', 'nl', 'akkoord', 'x', 1, 0)`.execute(db);
    // Matched by message, not toThrow: better-sqlite3 sets its error class once per process, so in a
    // jest worker that ran another SQLite test first the error comes from another realm's Error.
    await expect(insert('zonder@example.nl', null)).rejects.toHaveProperty(
      'message',
      expect.stringMatching(/NOT NULL/),
    );
    await expect(insert('dubbel@example.nl', 'abc')).rejects.toHaveProperty('message', expect.stringMatching(/UNIQUE/));
  });
});
