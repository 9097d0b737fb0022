import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { DatabaseConfig } from '../../../server/config';
import { openStorage } from '../../../server/storage/database';
import { validValues } from '../../../test/support/server/payloads';
import { freePort } from '../../../test/support/free-port';
import { startServerProcess, type ServerProcess } from '../../../test/support/server-process';

/**
 * Backups taken while the server takes sign-ups: `npm run data -- backup` (SQLite) and pg_dump
 * (PostgreSQL, as DEPLOY.md gives it). 2,000 training sign-ups are posted while the backup runs;
 * the restored store holds every sign-up acknowledged before the backup began, each whole (with its
 * mails), and opens with the current schema; a backup from a newer schema is refused.
 */
const ROOT = path.resolve(__dirname, '../../..');
const XSRF = crypto.randomBytes(32).toString('base64url');
const PG_ADMIN_URL = process.env.DATABASE_URL_TEST
  ? process.env.DATABASE_URL_TEST.replace(/\/[^/]*$/, '/postgres')
  : 'postgres://postgres@127.0.0.1:5432/postgres';
const SIGN_UPS = 2000;
/** Parallel clients posting sign-ups. */
const CLIENTS = 16;
/** The backup starts once this many sign-ups are acknowledged, so the store is not empty. */
const STORED_FIRST = 400;

jest.setTimeout(300_000);

const psql = (url: string, command: string) =>
  spawnSync('psql', [url, '-qAtc', command], { encoding: 'utf8', timeout: 20_000 });
const postgresAvailable = psql(PG_ADMIN_URL, 'select 1').status === 0;

type Exit = { code: number | null; output: string };

/** Runs a command to its end without blocking the event loop (the sign-ups go on meanwhile). */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

const dataCommand = (args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/data.ts', ...args], env);

async function signUp(server: ServerProcess, email: string): Promise<number> {
  const response = await fetch(`${server.baseUrl}/api/process-form`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.baseUrl,
      cookie: `XSRF-TOKEN=${XSRF}`,
      'x-xsrf-token': XSRF,
    },
    body: JSON.stringify({
      type: 'training',
      ...validValues('training'),
      // A session still to come on the server's day: today's and past sessions are refused.
      training_date: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
      email,
      website: '',
      form_started_at: Date.now() - 60_000,
    }),
  });
  await response.text();
  return response.status;
}

/**
 * Posts sign-ups from parallel clients: SIGN_UPS in all, and more while the backup still runs.
 * `backup` is called once STORED_FIRST are acknowledged: `before` holds the sign-ups acknowledged
 * before that call, `after` those sent after the backup had ended, `during` the rest.
 */
async function signUpsDuringBackup(server: ServerProcess, backup: () => Promise<Exit>) {
  const prefix = crypto.randomBytes(4).toString('hex');
  const before: string[] = [];
  const during: string[] = [];
  const after: string[] = [];
  let posted = 0;
  let phase: 'before' | 'during' | 'after' = 'before';
  let backupDone: Promise<Exit> | undefined;
  const clients = Array.from({ length: CLIENTS }, async () => {
    while (posted < SIGN_UPS || phase !== 'after') {
      posted += 1;
      const email = `${prefix}-${posted}@backup.example.nl`;
      // Sent after the backup ended: it cannot be in it, however late its answer is read.
      const sentAfter = phase === 'after';
      const status = await signUp(server, email);
      if (status !== 200) throw new Error(`sign-up ${email} answered ${status}`);
      if (sentAfter) after.push(email);
      else (phase === 'before' ? before : during).push(email);
      if (phase === 'before' && before.length >= STORED_FIRST) {
        phase = 'during';
        backupDone = backup().then((exit) => {
          phase = 'after';
          return exit;
        });
      }
    }
  });
  await Promise.all(clients);
  return { before, during, after, posted, exit: await backupDone! };
}

/** The sign-ups in a store, opened as the server opens it (so with the current schema), and their mails per sign-up. */
async function signUpsIn(
  config: DatabaseConfig,
): Promise<{ emails: Set<string>; mailsPerSignUp: Set<number>; migrations: string[] }> {
  const storage = await openStorage(config);
  try {
    const rows = await storage.db
      .selectFrom('submissions')
      .select([
        'payload',
        (eb) =>
          eb
            .selectFrom('outbox')
            .whereRef('outbox.submission_id', '=', 'submissions.id')
            .select(eb.fn.countAll<number>().as('n'))
            .as('mails'),
      ])
      .where('type', '=', 'training')
      .execute();
    const migrations = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(storage.db);
    return {
      emails: new Set(rows.map((row) => (JSON.parse(row.payload) as { email: string }).email)),
      mailsPerSignUp: new Set(rows.map((row) => Number(row.mails))),
      migrations: migrations.rows.map((row) => row.name),
    };
  } finally {
    await storage.close();
  }
}

const ALL_MIGRATIONS = async () => Object.keys((await import('../../../server/storage/migrations')).MIGRATIONS);

function startServer(dir: string, env: Record<string, string>): Promise<ServerProcess> {
  return freePort().then((port) =>
    startServerProcess({
      port,
      logFile: path.join(dir, 'server.log'),
      env: {
        DATA_DIR: path.join(dir, 'data'),
        BUILD_DIR: path.join(dir, 'no-build'),
        SCHOOLS_FILE: path.join(dir, 'no-schools.csv'),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        RATE_LIMIT_SCALE: '0',
        // The overload guard (503) is off: this test is about what a backup holds, and the load of a
        // shared test machine could trip it.
        MAX_EVENT_LOOP_DELAY_MS: '0',
        MIN_FILL_TIME_MS: '0',
        SMTP_URL: '',
        LOG_LEVEL: 'warn',
        ...env,
      },
    }),
  );
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

describe('a SQLite backup made while sign-ups come in', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-backup-'));
  const env = { DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '' };
  const live: DatabaseConfig = { kind: 'sqlite', file: path.join(dir, 'data', 'amn.sqlite') };
  const backupFile = path.join(dir, 'backups', 'amn.sqlite');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('restores every sign-up acknowledged before it began, whole, with the current schema', async () => {
    const server = await startServer(dir, env);
    let result: Awaited<ReturnType<typeof signUpsDuringBackup>>;
    try {
      result = await signUpsDuringBackup(server, () => dataCommand(['backup', backupFile], env));
      expect(result.exit.output).toContain(`Backed up ${live.file} to ${backupFile}`);
      expect(result.exit.code).toBe(0);
      // The server went on acknowledging sign-ups while the backup ran.
      expect(result.during.length).toBeGreaterThan(0);
      expect(result.posted).toBeGreaterThanOrEqual(SIGN_UPS);

      // A restore while the server still has the store open is refused.
      const busy = await dataCommand(['restore', backupFile], env);
      expect(busy.output).toMatch(/in use: stop the server/);
      expect(busy.code).toBe(1);
    } finally {
      await stop(server);
    }

    const restore = await dataCommand(['restore', backupFile], env);
    expect(restore.output).toContain(`Restored ${backupFile} into ${live.file}`);
    expect(restore.code).toBe(0);

    const restored = await signUpsIn(live);
    for (const email of result.before) expect(restored.emails).toContain(email);
    // A snapshot: nothing acknowledged after the backup ended is in it, and every sign-up is whole.
    for (const email of result.after) expect(restored.emails).not.toContain(email);
    // Each with its mails: the confirmation (waiting for the address's proof), the mail asking for it, the notice.
    expect(restored.mailsPerSignUp).toEqual(new Set([3]));
    expect(restored.migrations).toEqual(await ALL_MIGRATIONS());
  });

  it('refuses a backup from a newer schema and leaves the store as it was', async () => {
    const future = path.join(dir, 'backups', 'from-a-newer-version.sqlite');
    fs.copyFileSync(backupFile, future);
    const Database = (await import('better-sqlite3')).default;
    const database = new Database(future);
    database.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run('999-next-year', '2027-09-01');
    database.close();
    const before = fs.readFileSync(live.file);

    const refused = await dataCommand(['restore', future], env);
    expect(refused.output).toMatch(/made by a newer version of the site \(migrations 999-next-year/);
    expect(refused.code).toBe(1);
    expect(fs.readFileSync(live.file).equals(before)).toBe(true);
  });
});

const maybe = postgresAvailable || process.env.CI === 'true' ? describe : describe.skip;
if (!postgresAvailable) console.warn(`backup: PostgreSQL at ${new URL(PG_ADMIN_URL).host} is unreachable`);

maybe('a PostgreSQL dump made while sign-ups come in', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-pg-backup-'));
  const tag = `${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const liveDb = `amn_backup_live_${tag}`;
  const restoredDb = `amn_backup_restored_${tag}`;
  const urlOf = (database: string) => PG_ADMIN_URL.replace(/\/postgres$/, `/${database}`);
  const dump = path.join(dir, 'amn.dump');
  afterAll(() => {
    for (const database of [liveDb, restoredDb]) psql(PG_ADMIN_URL, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('pg_dump and pg_restore bring back every sign-up acknowledged before the dump began', async () => {
    expect(postgresAvailable).toBe(true);
    expect(psql(PG_ADMIN_URL, `CREATE DATABASE ${liveDb}`).status).toBe(0);
    const server = await startServer(dir, {
      DATABASE_URL: urlOf(liveDb),
      SECRET_KEY: crypto.randomBytes(32).toString('base64url'),
    });
    let result: Awaited<ReturnType<typeof signUpsDuringBackup>>;
    try {
      // The commands of DEPLOY.md ("Backups").
      result = await signUpsDuringBackup(server, () =>
        run('pg_dump', ['--format=custom', `--file=${dump}`, urlOf(liveDb)]),
      );
      expect(result.exit.output).toBe('');
      expect(result.exit.code).toBe(0);
      expect(result.during.length).toBeGreaterThan(0);
    } finally {
      await stop(server);
    }

    expect(psql(PG_ADMIN_URL, `CREATE DATABASE ${restoredDb}`).status).toBe(0);
    const restore = await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${urlOf(restoredDb)}`, dump]);
    expect(restore.output).toBe('');
    expect(restore.code).toBe(0);

    const restored = await signUpsIn({ kind: 'postgres', url: urlOf(restoredDb) });
    for (const email of result.before) expect(restored.emails).toContain(email);
    for (const email of result.after) expect(restored.emails).not.toContain(email);
    // Each with its mails: the confirmation (waiting for the address's proof), the mail asking for it, the notice.
    expect(restored.mailsPerSignUp).toEqual(new Set([3]));
    expect(restored.migrations).toEqual(await ALL_MIGRATIONS());
  });

  it('a restored dump from a newer schema is refused when the server starts', async () => {
    psql(urlOf(restoredDb), "insert into kysely_migration (name, timestamp) values ('999-next-year', '2027-09-01')");
    await expect(openStorage({ kind: 'postgres', url: urlOf(restoredDb) })).rejects.toThrow(/999-next-year/);
  });
});
