import { sql, SqliteAdapter, type Kysely, type Migration } from 'kysely';

/**
 * A newsletter subscription's id (migration 009) was added as a column that may be empty; every row
 * has one and the links name it, so the database now refuses a row without one. PostgreSQL changes
 * the column in place; SQLite cannot, so its table is made again with the column required, the rows
 * copied and its indexes made again (no table refers to this one).
 */
export const newsletterIdRequired: Migration = {
  async up(db: Kysely<unknown>) {
    if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
      await sql`ALTER TABLE newsletter_subscriptions ALTER COLUMN id SET NOT NULL`.execute(db);
      return;
    }
    const objects = await sql<{ type: string; sql: string }>`
      SELECT type, sql FROM sqlite_master WHERE tbl_name = 'newsletter_subscriptions' AND sql IS NOT NULL`.execute(db);
    const table = objects.rows.find((row) => row.type === 'table');
    const required = table?.sql.replace(/("id"|\bid\b) text(?! not null)/i, '$1 text not null');
    if (!table || required === table.sql || !required) {
      throw new Error('019: the newsletter_subscriptions table is not as migration 009 left it');
    }
    await sql
      .raw(
        required.replace(
          /^CREATE TABLE\s+("newsletter_subscriptions"|newsletter_subscriptions)/i,
          'CREATE TABLE newsletter_subscriptions_019',
        ),
      )
      .execute(db);
    await sql`INSERT INTO newsletter_subscriptions_019 SELECT * FROM newsletter_subscriptions`.execute(db);
    await sql`DROP TABLE newsletter_subscriptions`.execute(db);
    await sql`ALTER TABLE newsletter_subscriptions_019 RENAME TO newsletter_subscriptions`.execute(db);
    for (const index of objects.rows.filter((row) => row.type === 'index')) await sql.raw(index.sql).execute(db);
  },
};
