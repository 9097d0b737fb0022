import { sql, type Kysely } from 'kysely';

/** Rows per statement: 1,000 rows of three values stay far below either engine's parameter limit. */
export const BATCH = 1000;

/**
 * Sets columns of many submissions in one statement: `UPDATE … FROM (VALUES …)`, which SQLite
 * (3.33 on) and PostgreSQL both run. Each row is its id, then one value per column. For the
 * migrations only: a released migration must not change, so nothing else may depend on this.
 */
export async function updateSubmissions(
  db: Kysely<unknown>,
  columns: readonly string[],
  rows: readonly (readonly string[])[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const values = sql.join(rows.slice(start, start + BATCH).map((row) => sql`(${sql.join(row)})`));
    // VALUES names its columns column1, column2, … on both engines; column1 is the id.
    const sets = sql.join(columns.map((column, index) => sql`${sql.ref(column)} = v.${sql.raw(`column${index + 2}`)}`));
    await sql`UPDATE submissions SET ${sets} FROM (VALUES ${values}) AS v WHERE submissions.id = v.column1`.execute(db);
  }
}

/** Every submission's id and payload, a thousand at a time in id order, for a migration that derives columns from it. */
export async function* submissionPayloads(db: Kysely<unknown>): AsyncGenerator<{ id: string; payload: unknown }[]> {
  const typed = db as Kysely<{ submissions: { id: string; payload: string } }>;
  let after = '';
  for (;;) {
    const rows = await typed
      .selectFrom('submissions')
      .select(['id', 'payload'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    yield rows.map((row) => ({ id: row.id, payload: JSON.parse(row.payload) as unknown }));
    after = rows[rows.length - 1].id;
  }
}
