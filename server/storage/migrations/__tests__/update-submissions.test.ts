import { sql, type Kysely } from 'kysely';
import { createTestDatabase, describeEachEngine, type TestDatabase } from '../../../../test/support/server/databases';
import type { Storage } from '../../database';
import { BATCH, submissionPayloads, updateSubmissions } from '../update-submissions';

/** The migrations' set-based write, on both engines: more rows than one statement takes. */
describeEachEngine('updateSubmissions', (engine) => {
  let database: TestDatabase;
  let storage: Storage;
  let db: Kysely<unknown>;
  const count = BATCH + 5;
  const id = (index: number) => `id-${String(index).padStart(5, '0')}`;

  beforeAll(async () => {
    database = createTestDatabase(engine);
    storage = await database.open();
    db = storage.db as unknown as Kysely<unknown>;
    for (let start = 0; start < count; start += 500) {
      const rows = Array.from({ length: Math.min(500, count - start) }, (_, offset) => {
        const index = start + offset;
        return sql`(${id(index)}, 'contact-form', '2026-01-05T10:00:00.000Z', ${JSON.stringify({ n: index })}, 'x')`;
      });
      await sql`INSERT INTO submissions (id, type, created_at, payload, payload_hash) VALUES ${sql.join(rows)}`.execute(
        db,
      );
    }
  });
  afterAll(async () => {
    await storage.close();
    await database.dispose();
  });

  it('reads every payload in batches and writes each row its own values, quotes and all', async () => {
    const read: { id: string; payload: unknown }[] = [];
    for await (const rows of submissionPayloads(db)) read.push(...rows);
    expect(read).toHaveLength(count);
    expect(read[count - 1]).toEqual({ id: id(count - 1), payload: { n: count - 1 } });

    await updateSubmissions(
      db,
      ['search_text', 'sort_title'],
      read.map((row, index) => [row.id, `tekst ${index} 'ö'`, `titel ${index}`]),
    );
    const rows = (
      await sql<{ id: string; search_text: string; sort_title: string }>`
        SELECT id, search_text, sort_title FROM submissions ORDER BY id`.execute(db)
    ).rows;
    expect(rows).toHaveLength(count);
    expect(
      rows.every((row, index) => row.search_text === `tekst ${index} 'ö'` && row.sort_title === `titel ${index}`),
    ).toBe(true);
  });
});
