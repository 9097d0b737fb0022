import path from 'node:path';
import { ConfigError, loadConfig } from '../server/config';
import { runDataCommand, USAGE, UsageError } from '../server/cli/data-command';
import { openStorage } from '../server/storage/database';

/**
 * `npm run data -- export --email X | erase --email X | purge --older-than 24m`: access,
 * erasure and retention on the store the server uses (same DATA_DIR / DATABASE_URL).
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args.includes('--help')) {
    console.log(USAGE);
    return args.length === 0 ? 1 : 0;
  }
  const config = loadConfig();
  const storage = await openStorage(config.database);
  try {
    const mailDir = path.join(config.dataDir, 'mail');
    console.log(await runDataCommand(storage.db, args, new Date(), { mailDir, engine: storage.engine }));
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
    console.error(error);
    process.exit(1);
  },
);
