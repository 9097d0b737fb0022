import { clockOf } from '../server/clock';
import { ConfigError, loadConfig } from '../server/config';
import { runStaffCommand, STAFF_USAGE, StaffUsageError } from '../server/cli/staff-command';
import { StaffError } from '../server/staff/accounts';
import { openStorage } from '../server/storage/database';

/** Standard input's text when it is piped; nothing when it is a terminal (a password is generated). */
async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** `npm run staff -- add|remove|list|reset-password|reset-totp|audit`: staff accounts on the server's store. */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args.includes('--help')) {
    console.log(STAFF_USAGE);
    return args.length === 0 ? 1 : 0;
  }
  const config = loadConfig();
  const storage = await openStorage(config.database);
  try {
    console.log(
      await runStaffCommand(storage.db, args, {
        readStdin,
        publicUrl: config.publicUrl,
        now: new Date(clockOf(config.clock)()),
      }),
    );
    return 0;
  } finally {
    await storage.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof StaffUsageError || error instanceof ConfigError || error instanceof StaffError) {
      console.error(`${error.message}\n\n${STAFF_USAGE}`);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  },
);
