import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, sql, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import { MIGRATIONS } from './migrations';
import { GroupCommitter, type WriteWork } from './group-commit';
import type { Database } from './schema';
import { errorCode } from '../errors';

/** Which database: the SQLite file, or PostgreSQL by its URL (DATABASE_URL). */
export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export type Engine = 'sqlite' | 'postgres';

/** Runs a write in a transaction; resolves only after the commit. */
export type Write = <T>(work: WriteWork<T>) => Promise<T>;

/**
 * An open store: the Kysely handle, which engine is behind it, how to write, and how to close it.
 * An interface, so a feature adds what it keeps with the store (the mail caps: server/mail/caps.ts).
 */
export interface Storage {
  db: Kysely<Database>;
  engine: Engine;
  /** Submissions go through here: group commit on SQLite, a plain transaction on PostgreSQL. */
  write: Write;
  close(): Promise<void>;
}

export type OpenOptions = {
  /** PostgreSQL schema to work in (tests use one schema per test file); default `public`. */
  pgSchema?: string;
};

/**
 * better-sqlite3's compiled addon, when BETTER_SQLITE3_BINDING names one: for running on another
 * Node than the one `npm install` built it for (CI also runs the server on Node 24 LTS, with the
 * addon built apart for it; .ci/run).
 */
export function sqliteBinding(env: NodeJS.ProcessEnv = process.env): SqliteDatabase.Options {
  return env.BETTER_SQLITE3_BINDING ? { nativeBinding: env.BETTER_SQLITE3_BINDING } : {};
}

function openSqlite(file: string): Kysely<Database> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SqliteDatabase(file, sqliteBinding());
  // WAL lets readers (healthz, exports, the CLI) work while a submission is written.
  database.pragma('journal_mode = WAL');
  // FULL, not NORMAL: with NORMAL a WAL commit survives a process crash (kill -9) but can be lost
  // on power failure or an OS crash. A submission is acknowledged as stored, so we pay the fsync.
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  // Deleted rows are overwritten with zeros, so an erased person's data leaves the file too.
  database.pragma('secure_delete = ON');
  // The data CLI may write while the server runs: wait for the lock instead of failing.
  database.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

function openPostgres(url: string, schema: string | undefined): Kysely<Database> {
  const pool = new Pool({
    connectionString: url,
    max: 10,
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  // A connection cut by the database (a restart, a failover) emits 'error' on its client, and on
  // the pool when the client was idle: unheard, either event would end the process. The query in
  // flight fails on its own, the pool drops the client, the next query reconnects, and /readyz
  // reports the store while it does not answer.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Opens the store and brings its schema up to date. */
export async function openStorage(config: DatabaseConfig, options: OpenOptions = {}): Promise<Storage> {
  const engine: Engine = config.kind;
  const db = config.kind === 'sqlite' ? openSqlite(config.file) : openPostgres(config.url, options.pgSchema);
  try {
    await migrate(db, engine === 'postgres' ? (options.pgSchema ?? 'public') : undefined);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  // PostgreSQL commits concurrent transactions in parallel (and groups their WAL flushes itself).
  const committer = engine === 'sqlite' ? new GroupCommitter(db) : null;
  const write: Write = (work) => (committer ? committer.write(work) : db.transaction().execute(work));
  return { db, engine, write, close: () => db.destroy() };
}

async function migrate(db: Kysely<Database>, schema: string | undefined): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    // Named explicitly: otherwise Kysely looks for its bookkeeping table in every schema.
    migrationTableSchema: schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${cause}`.trim());
  }
}

/**
 * The migrations this code knows that the store has not run (readiness): another node may have
 * started with older code, or the store was restored from an older backup. Kysely's bookkeeping
 * table is found through the connection's search_path on PostgreSQL, where migrate() put it.
 */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  return Object.keys(MIGRATIONS).filter((name) => !applied.has(name));
}

/** True when the error is a violation of a unique constraint, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** The unique key a violation names: its table and columns, and on PostgreSQL its constraint's name. */
export type UniqueKey = { table: string; columns: string[]; constraint: string | null };

/**
 * Which unique key fired, read from the error itself: PostgreSQL names the constraint and table and
 * gives `Key (a, b)=(…)` in its detail; SQLite says `UNIQUE constraint failed: t.a, t.b`. Null for
 * any other error.
 */
export function violatedUniqueKey(error: unknown): UniqueKey | null {
  if (!isUniqueViolation(error) || typeof error !== 'object' || error === null) return null;
  const text = (key: string) => (key in error ? Reflect.get(error, key) : undefined);
  const detail = text('detail');
  const table = text('table');
  if (typeof detail === 'string' && typeof table === 'string') {
    const constraint = text('constraint');
    const columns = /^Key \(([^)]*)\)=/.exec(detail)?.[1].split(', ') ?? [];
    return { table, columns, constraint: typeof constraint === 'string' ? constraint : null };
  }
  const message = text('message');
  const failed = typeof message === 'string' ? /constraint failed: (.+)$/.exec(message)?.[1] : undefined;
  if (!failed) return null;
  const named = failed.split(', ').map((column) => column.split('.'));
  return { table: named[0][0], columns: named.map(([, column]) => column), constraint: null };
}
