import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { MIGRATIONS } from './migrations';
import { sqliteBinding } from './database';
import { errorCode, errorMessage } from '../errors';

/** A refusal the operator can act on: the message says what is wrong and what to do. */
export class BackupError extends Error {}

/** What a backup file holds, read without changing it. */
export type BackupSummary = {
  /** The migrations the store had run, in order. */
  migrations: string[];
  submissions: number;
  bytes: number;
};

/** Kysely's bookkeeping table: one row per migration run on the store. */
const MIGRATION_TABLE = 'kysely_migration';

/** Backups hold personal data: readable by the server's own user only. */
const BACKUP_FILE_MODE = 0o600;

/** Flushes a file (opened for writing) or a folder (read-only: makes a rename in it survive a power cut). */
function fsyncPath(target: string, flags: 'r+' | 'r'): void {
  const fd = fs.openSync(target, flags);
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

const fsyncFile = (file: string) => fsyncPath(file, 'r+');
const fsyncDir = (dir: string) => fsyncPath(dir, 'r');

/** Opens a backup read-only, checks it is an intact store and says what it holds. */
export function inspectBackup(file: string): BackupSummary {
  if (!fs.existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  let database: SqliteDatabase.Database;
  try {
    database = new SqliteDatabase(file, { ...sqliteBinding(), readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`${file} cannot be opened as a SQLite store: ${errorMessage(error)}`);
  }
  try {
    const check = (() => {
      try {
        return database.pragma('quick_check', { simple: true });
      } catch (error) {
        return errorMessage(error);
      }
    })();
    if (check !== 'ok') throw new BackupError(`${file} is not an intact SQLite store (${String(check)}).`);
    const hasMigrations = database
      .prepare("select 1 from sqlite_master where type = 'table' and name = ?")
      .get(MIGRATION_TABLE);
    if (!hasMigrations) throw new BackupError(`${file} is not a backup of this site's store (it has no migrations).`);
    const migrations = database
      .prepare<[], { name: string }>(`select name from ${MIGRATION_TABLE} order by name`)
      .all()
      .map((row) => row.name);
    const hasSubmissions = database
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'submissions'")
      .get();
    const submissions = hasSubmissions
      ? (database.prepare<[], { n: number }>('select count(*) as n from submissions').get()?.n ?? 0)
      : 0;
    return { migrations, submissions, bytes: fs.statSync(file).size };
  } finally {
    database.close();
  }
}

/** The migrations a store has run that this code does not know: made by a newer version. */
export function unknownMigrations(migrations: readonly string[]): string[] {
  return migrations.filter((name) => !(name in MIGRATIONS));
}

/**
 * Copies the live SQLite store into `target` with `VACUUM INTO`: one read transaction, so the copy
 * is the store as it was at one moment (every write committed before it, none after), while the
 * server goes on writing. The copy is made under a temporary name and renamed when complete, so
 * `target` is either a whole backup or absent.
 */
export function backupSqlite(liveFile: string, target: string): BackupSummary {
  if (!fs.existsSync(liveFile)) throw new BackupError(`There is no store at ${liveFile} to back up.`);
  if (fs.existsSync(target)) throw new BackupError(`${target} exists already: choose a new file name.`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial-${process.pid}`;
  fs.rmSync(partial, { force: true });
  // Not openStorage: a backup reads the store as it is, it neither migrates nor changes settings.
  const live = new SqliteDatabase(liveFile, { ...sqliteBinding(), fileMustExist: true });
  try {
    // The server may hold the write lock for a moment; VACUUM INTO only reads, but waits for that.
    live.pragma('busy_timeout = 10000');
    live.prepare('VACUUM INTO ?').run(partial);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw new BackupError(`The backup of ${liveFile} failed: ${errorMessage(error)}`);
  } finally {
    live.close();
  }
  try {
    fs.chmodSync(partial, BACKUP_FILE_MODE);
    fsyncFile(partial);
    const summary = inspectBackup(partial);
    fs.renameSync(partial, target);
    fsyncDir(path.dirname(target));
    return summary;
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * Fails when a process (the server) has the store open: in WAL mode every open connection holds a
 * shared lock on the file, so an exclusive lock is only granted when nobody else uses it.
 */
function assertNotInUse(liveFile: string): void {
  const database = new SqliteDatabase(liveFile, { ...sqliteBinding(), fileMustExist: true, timeout: 500 });
  try {
    database.pragma('locking_mode = EXCLUSIVE');
    database.exec('BEGIN EXCLUSIVE');
    database.exec('COMMIT');
    // Folds a write-ahead log left by a crash into the file, so moving the file moves everything.
    database.pragma('wal_checkpoint(TRUNCATE)');
  } catch (error) {
    if (errorCode(error) === 'SQLITE_BUSY') {
      throw new BackupError(
        `The store ${liveFile} is in use: stop the server (and every other process using it) before a restore.`,
      );
    }
    throw error;
  } finally {
    database.close();
  }
}

export type RestoreResult = BackupSummary & {
  /** Where the store that was replaced now lies; null when there was none. */
  replaced: string | null;
};

/**
 * Puts a backup back as the live store, with the server stopped. Refuses a backup made by a newer
 * version (migrations this code does not know): this code could not read it, and running it would
 * undo nothing of what the newer migrations did. The store it replaces is kept beside it under a
 * dated name, so a wrong restore can be undone.
 */
export function restoreSqlite(backupFile: string, liveFile: string, now: Date): RestoreResult {
  const summary = inspectBackup(backupFile);
  const unknown = unknownMigrations(summary.migrations);
  if (unknown.length > 0) {
    throw new BackupError(
      `${backupFile} was made by a newer version of the site (migrations ${unknown.join(', ')} are unknown to this one): restore it with that version or a later one.`,
    );
  }
  fs.mkdirSync(path.dirname(liveFile), { recursive: true });
  let replaced: string | null = null;
  if (fs.existsSync(liveFile)) {
    assertNotInUse(liveFile);
    replaced = `${liveFile}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
  }
  const incoming = `${liveFile}.restoring-${process.pid}`;
  fs.copyFileSync(backupFile, incoming);
  fs.chmodSync(incoming, BACKUP_FILE_MODE);
  fsyncFile(incoming);
  if (replaced) {
    fs.renameSync(liveFile, replaced);
    // A clean close leaves no -wal or -shm; should one remain, it belongs with the old file.
    for (const suffix of ['-wal', '-shm']) {
      if (fs.existsSync(liveFile + suffix)) fs.renameSync(liveFile + suffix, replaced + suffix);
    }
  }
  fs.renameSync(incoming, liveFile);
  fsyncDir(path.dirname(liveFile));
  return { ...summary, replaced };
}
