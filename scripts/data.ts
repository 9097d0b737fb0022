import path from 'node:path';
import { clockOf } from '../server/clock';
import { ConfigError, loadConfig } from '../server/config';
import { BACKUP_COMMANDS, runBackupCommand } from '../server/cli/backup-command';
import { runDataCommand, USAGE, UsageError } from '../server/cli/data-command';
import { BackupError } from '../server/storage/backup';
import { openStorage } from '../server/storage/database';
import { loadErasureKey } from '../server/privacy/erasure-log';

/**
 * `npm run data -- export --email X | erase --email X | purge --older-than 24m | restore-check |
 * backup FILE | restore FILE`: access, erasure, retention and backups on the store the server uses
 * (same DATA_DIR / DATABASE_URL; the erasure log's key from ERASURE_KEY or DATA_DIR/erasure-key).
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args.includes('--help')) {
    console.log(USAGE);
    return args.length === 0 ? 1 : 0;
  }
  const config = loadConfig();
  // A backup reads the store as it is and a restore replaces it: neither opens (and migrates) it first.
  const erasureLog = { key: loadErasureKey(config), dataDir: config.dataDir };
  // The server's clock: the real time, or TODAY/CLOCK's in development.
  const now = new Date(clockOf(config.clock)());
  if (BACKUP_COMMANDS.includes(args[0])) {
    console.log(await runBackupCommand(config.database, args, now, undefined, { erasureLog }));
    return 0;
  }
  const storage = await openStorage(config.database);
  try {
    const mailDir = path.join(config.dataDir, 'mail');
    const mailCaps = { ...config.mailCaps, helpdeskEmail: config.helpdeskEmail };
    console.log(await runDataCommand(storage.db, args, now, { mailDir, engine: storage.engine, erasureLog, mailCaps }));
    return 0;
  } finally {
    await storage.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof ConfigError) {
      console.error(`${error.message}\n\n${USAGE}`);
      process.exit(2);
    }
    if (error instanceof BackupError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(error);
    process.exit(1);
  },
);
