import fs from 'node:fs';
import { sql, type Kysely } from 'kysely';
import type { DatabaseConfig } from '../../../server/config';
import type { Database } from '../../../server/storage/schema';

const TABLES: (keyof Database)[] = [
  'staff_accounts',
  'staff_sessions',
  'staff_login_failures',
  'staff_audit',
  'staff_notes',
  'submissions',
  'registration_contacts',
  'registration_versions',
  'submission_emails',
  'outbox',
  'bot_drops',
  'rate_limits',
  'newsletter_subscriptions',
  'school_claims',
  'school_checks',
  // Hashes of proven mailboxes: found by the hash a test looks for.
  'proven_mailboxes',
];

/** Every row of every table as one lower-case text, read through SQL: what a query can still find. */
export async function storeText(db: Kysely<Database>): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const rows = await db.selectFrom(table).selectAll().execute();
    parts.push(`${table}: ${JSON.stringify(rows)}`);
  }
  return parts.join('\n').toLowerCase();
}

/**
 * Which of the texts a SQLite store's file (and its write-ahead log) still holds, byte for byte,
 * after a checkpoint: with secure_delete, deleted and overwritten rows leave the file.
 */
export async function textsInSqliteFile(
  db: Kysely<Database>,
  database: DatabaseConfig,
  texts: readonly string[],
): Promise<string[]> {
  if (database.kind !== 'sqlite') throw new Error('expected SQLite');
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  const files = [database.file, `${database.file}-wal`].filter((file) => fs.existsSync(file));
  const bytes = Buffer.concat(files.map((file) => fs.readFileSync(file)));
  return texts.filter((text) => bytes.includes(Buffer.from(text)));
}
