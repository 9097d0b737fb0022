import path from 'node:path';
import type { DatabaseConfig } from '../config';
import { backupSqlite, BackupError, restoreSqlite, type BackupSummary } from '../storage/backup';
import { openStorage } from '../storage/database';
import { restoreCheck, type ErasureLog } from '../privacy/erasure-log';
import { cliActor, UsageError } from './data-command';
import { recordAudit } from '../audit/audit';

const POSTGRES_HINT =
  'The store is PostgreSQL: back it up with pg_dump and restore it with pg_restore, as DEPLOY.md ("Backups") shows.';

function describe(summary: BackupSummary): string {
  const schema = summary.migrations.at(-1) ?? 'none';
  const megabytes = (summary.bytes / 1_000_000).toFixed(1);
  return `${summary.submissions} submission(s), schema ${schema}, ${megabytes} MB`;
}

/** FILE as the operator typed it: `npm run` moves to the project folder, INIT_CWD is where they were. */
function fileArgument(command: string, rest: readonly string[], cwd: string): string {
  const file = rest.find((arg) => !arg.startsWith('--'));
  if (!file) throw new UsageError(`${command} needs a FILE.`);
  return path.resolve(cwd, file);
}

/** `backup FILE` and `restore FILE`; returns what to print, throws BackupError on a refusal. */
export async function runBackupCommand(
  database: DatabaseConfig,
  [command, ...rest]: readonly string[],
  now: Date,
  cwd = process.env.INIT_CWD ?? process.cwd(),
  options: { erasureLog?: ErasureLog } = {},
): Promise<string> {
  const file = fileArgument(command, rest, cwd);
  if (database.kind !== 'sqlite') throw new BackupError(POSTGRES_HINT);
  if (command === 'backup') {
    const summary = backupSqlite(database.file, file);
    return `Backed up ${database.file} to ${file}: ${describe(summary)}. It holds personal data: keep it encrypted and delete it after 30 days.`;
  }
  if (command === 'restore') {
    const result = restoreSqlite(file, database.file, now);
    // An older backup is brought up to this version's schema now rather than at the next start;
    // then every erasure logged since is repeated on it (restore-check).
    const storage = await openStorage(database);
    let again = '';
    try {
      if (options.erasureLog) {
        const check = await restoreCheck(storage.db, options.erasureLog, now);
        await recordAudit(
          storage.db,
          {
            actor: cliActor(),
            action: 'data-restore-check',
            detail: `${check.erased} of ${check.logged} logged erasure(s) repeated`,
          },
          now,
        );
        again = ` Erasures repeated from the log: ${check.erased} address(es) of ${check.logged} logged.`;
      }
    } finally {
      await storage.close();
    }
    const kept = result.replaced
      ? ` The store it replaced is kept as ${result.replaced}: delete it once the site works again.`
      : '';
    return `Restored ${file} into ${database.file}: ${describe(result)}.${again}${kept} Then start the server.`;
  }
  throw new UsageError(`Unknown command "${command}".`);
}

export const BACKUP_COMMANDS = ['backup', 'restore'];
