import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { runBackupCommand } from '../../cli/backup-command';
import { UsageError } from '../../cli/data-command';
import type { DatabaseConfig } from '../../config';
import { backupSqlite, BackupError, inspectBackup, restoreSqlite } from '../backup';
import { openStorage, sqliteBinding, type Storage } from '../database';
import { MIGRATIONS } from '../migrations';
import { newId } from '../../submissions/store/submissions';
import { storeWithMails } from '../../../test/support/server/store-with-mails';

/** `npm run data -- backup/restore` on SQLite: whole copies, refusals, nothing half-done. */
async function store(storage: Storage, email: string): Promise<void> {
  await storeWithMails(storage, {
    at: new Date(),
    id: newId(),
    type: 'contact-form',
    values: { first_name: 'Eva', email },
    idempotencyKey: null,
    registration: null,
    registrationId: null,
    emails: [email],
    mails: [{ recipient: email, template: 'confirmation', locale: 'nl' }],
  });
}

function emailsIn(file: string): string[] {
  const database = new SqliteDatabase(file, { ...sqliteBinding(), readonly: true });
  try {
    const rows = database.prepare('select payload from submissions').all() as { payload: string }[];
    return rows.map((row) => (JSON.parse(row.payload) as { email: string }).email).sort();
  } finally {
    database.close();
  }
}

describe('SQLite backup and restore', () => {
  let dir: string;
  let live: DatabaseConfig & { kind: 'sqlite' };

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-backup-test-'));
    live = { kind: 'sqlite', file: path.join(dir, 'data', 'amn.sqlite') };
    const storage = await openStorage(live);
    await store(storage, 'eerste@school.nl');
    await store(storage, 'tweede@school.nl');
    await storage.close();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('backup copies the store, while it is open, into a new file only its owner can read', async () => {
    const server = await openStorage(live);
    try {
      const target = path.join(dir, 'backups', 'amn-1.sqlite');
      const output = await runBackupCommand(live, ['backup', target], new Date());
      expect(output).toContain(`2 submission(s), schema ${Object.keys(MIGRATIONS).at(-1)}`);
      expect(emailsIn(target)).toEqual(['eerste@school.nl', 'tweede@school.nl']);
      expect(fs.statSync(target).mode & 0o777).toBe(0o600);
      expect(fs.readdirSync(path.dirname(target))).toEqual(['amn-1.sqlite']);
      expect(inspectBackup(target).migrations).toEqual(Object.keys(MIGRATIONS));
    } finally {
      await server.close();
    }
  });

  it('backup never overwrites a file', async () => {
    const target = path.join(dir, 'bestaand.sqlite');
    fs.writeFileSync(target, 'iets anders');
    expect(() => backupSqlite(live.file, target)).toThrow(/exists already/);
    expect(fs.readFileSync(target, 'utf8')).toBe('iets anders');
  });

  it('restore puts the backup back, keeps the replaced store aside and opens with the current schema', async () => {
    const target = path.join(dir, 'amn-backup.sqlite');
    backupSqlite(live.file, target);
    const later = await openStorage(live);
    await store(later, 'na-de-backup@school.nl');
    await later.close();

    const output = await runBackupCommand(live, ['restore', target], new Date('2026-11-26T03:00:00Z'));
    expect(output).toMatch(/Restored .* 2 submission\(s\)/);
    expect(emailsIn(live.file)).toEqual(['eerste@school.nl', 'tweede@school.nl']);
    const replaced = `${live.file}.before-restore-2026-11-26T03-00-00-000Z`;
    expect(emailsIn(replaced)).toContain('na-de-backup@school.nl');
    expect(inspectBackup(live.file).migrations).toEqual(Object.keys(MIGRATIONS));
    const reopened = await openStorage(live);
    await reopened.close();
  });

  it('restore refuses while the server has the store open, and changes nothing', async () => {
    const target = path.join(dir, 'amn-backup.sqlite');
    backupSqlite(live.file, target);
    const server = await openStorage(live);
    try {
      await store(server, 'blijft@school.nl');
      expect(() => restoreSqlite(target, live.file, new Date())).toThrow(/in use: stop the server/);
    } finally {
      await server.close();
    }
    expect(emailsIn(live.file)).toContain('blijft@school.nl');
    expect(fs.readdirSync(path.dirname(live.file)).filter((name) => name.includes('restor'))).toEqual([]);
  });

  it('restore refuses a backup whose migrations are newer than the code', async () => {
    const target = path.join(dir, 'from-the-future.sqlite');
    backupSqlite(live.file, target);
    const future = new SqliteDatabase(target, sqliteBinding());
    future.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run('999-next-year', '2027-01-01');
    future.close();
    const before = fs.readFileSync(live.file);

    await expect(runBackupCommand(live, ['restore', target], new Date())).rejects.toThrow(
      /made by a newer version of the site \(migrations 999-next-year are unknown/,
    );
    expect(fs.readFileSync(live.file).equals(before)).toBe(true);
  });

  it('restore refuses a file that is not a store', async () => {
    const target = path.join(dir, 'notes.txt');
    fs.writeFileSync(target, 'geen database');
    expect(() => restoreSqlite(target, live.file, new Date())).toThrow(BackupError);
    expect(() => restoreSqlite(path.join(dir, 'missing.sqlite'), live.file, new Date())).toThrow(/There is no file/);
  });

  it('restore into an empty data folder needs no store there', async () => {
    const target = path.join(dir, 'amn-backup.sqlite');
    backupSqlite(live.file, target);
    const fresh: DatabaseConfig = { kind: 'sqlite', file: path.join(dir, 'new-machine', 'amn.sqlite') };
    expect(await runBackupCommand(fresh, ['restore', target], new Date())).not.toMatch(/kept as/);
    expect(emailsIn(fresh.file)).toEqual(['eerste@school.nl', 'tweede@school.nl']);
  });

  it('reads a relative FILE from where npm run was started', async () => {
    const started = path.join(dir, 'shell');
    fs.mkdirSync(started);
    await runBackupCommand(live, ['backup', 'amn-relative.sqlite'], new Date(), started);
    expect(emailsIn(path.join(started, 'amn-relative.sqlite'))).toHaveLength(2);
  });

  it('points PostgreSQL to pg_dump and asks for a file', async () => {
    const postgres: DatabaseConfig = { kind: 'postgres', url: 'postgres://x@127.0.0.1/amn' };
    await expect(runBackupCommand(postgres, ['backup', 'x.dump'], new Date())).rejects.toThrow(/pg_dump/);
    await expect(runBackupCommand(live, ['backup'], new Date())).rejects.toThrow(UsageError);
  });
});
