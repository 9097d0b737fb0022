import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openStorage } from '../../server/storage/database';

/** deploy/backup.sh, as amn-backup.service runs it every night on a SQLite node. */
const ROOT = path.resolve(__dirname, '../..');
const DAY_MS = 24 * 60 * 60 * 1000;

jest.setTimeout(60_000);

describe('deploy/backup.sh on SQLite', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-backup-script-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  function aged(file: string, days: number): string {
    const full = path.join(dir, 'backups', file);
    fs.writeFileSync(full, 'an older backup');
    const when = new Date(Date.now() - days * DAY_MS);
    fs.utimesSync(full, when, when);
    return full;
  }

  it('writes a new backup readable by its owner only and deletes backups older than 30 days', async () => {
    const dataDir = path.join(dir, 'data');
    const storage = await openStorage({ kind: 'sqlite', file: path.join(dataDir, 'amn.sqlite') });
    await storage.close();
    fs.mkdirSync(path.join(dir, 'backups'));
    const expired = aged('amn-2026-10-01T023000.sqlite', 31);
    const kept = aged('amn-2026-10-30T023000.sqlite', 28);
    const other = aged('notes.txt', 90);

    const result = spawnSync('sh', ['deploy/backup.sh', path.join(dir, 'backups')], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);

    const made = fs
      .readdirSync(path.join(dir, 'backups'))
      .filter((file) => ![path.basename(kept), path.basename(other)].includes(file));
    expect(made).toEqual([expect.stringMatching(/^amn-\d{4}-\d\d-\d\dT\d{6}\.sqlite$/)]);
    expect(fs.statSync(path.join(dir, 'backups', made[0])).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(dir, 'backups')).mode & 0o777).toBe(0o700);
    expect(fs.existsSync(expired)).toBe(false);
    expect(fs.existsSync(kept)).toBe(true);
    expect(fs.existsSync(other)).toBe(true);
  });
});
