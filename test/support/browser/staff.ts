import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { e2eState } from './harness';

const ROOT = path.resolve(__dirname, '../../..');

/** `npm run staff -- …` on the test server's store, with the password on standard input. */
export function staffCli(args: string[], input = ''): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', ...args], {
    cwd: ROOT,
    input,
    env: { ...process.env, DATA_DIR: e2eState().dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`staff ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

/** The TOTP secret in the `otpauth://` URI that `staff add --totp` prints (its parameters come in any order). */
export function totpSecretIn(output: string): string {
  const uri = /otpauth:\/\/totp\/\S+/.exec(output)?.[0];
  const secret = uri && new URL(uri).searchParams.get('secret');
  if (!secret) throw new Error(`no otpauth:// URI with a secret in: ${output}`);
  return secret;
}
