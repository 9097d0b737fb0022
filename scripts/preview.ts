/**
 * `npm run preview`: the site as it will be, with what is not public yet, for an editor to check and
 * show. Builds both locales (nl at /, ro at /ro/) with drafts and news posts dated after today as
 * unlisted pages with a banner ("Concept", "Gepland voor …") and notices on outdated Romanian pages,
 * into build-preview/, then serves that build with the API on one port on 127.0.0.1 and prints the
 * address. `--host` serves on the network too (to show a colleague); `--port 3100` picks the port;
 * `--no-build` serves the last preview build again. BUILD_DAY=2026-12-01 previews a later day.
 * Stopping it (Ctrl+C) stops the server.
 */
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { waitForHealth } from '../test/support/server-process';
import { PREVIEW_VARIABLE } from '../plugins/news-blog/schedule';

const ROOT = path.resolve(__dirname, '..');
export const PREVIEW_BUILD_DIR = 'build-preview';
const DEFAULT_PORT = 3100;

export type PreviewOptions = { port: number; network: boolean; build: boolean };

/** The command line: `--port N` (or `--port=N`), `--host`, `--no-build`. */
export function previewOptions(args: readonly string[]): PreviewOptions {
  const index = args.findIndex((arg) => arg === '--port' || arg.startsWith('--port='));
  const value = index === -1 ? undefined : args[index].includes('=') ? args[index].split('=')[1] : args[index + 1];
  const port = index === -1 ? DEFAULT_PORT : Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(
      value === undefined ? '--port needs a port number.' : `--port must be a port number, not "${value}".`,
    );
  }
  return { port, network: args.includes('--host'), build: !args.includes('--no-build') };
}

/** This machine's IPv4 addresses on the network (what a colleague types), loopback left out. */
export function networkAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .flatMap((info) => (info && info.family === 'IPv4' && !info.internal ? [info.address] : []));
}

async function main() {
  const options = previewOptions(process.argv.slice(2));
  const buildDir = path.join(ROOT, PREVIEW_BUILD_DIR);
  if (options.build) {
    console.log('Preview build of nl and ro, with drafts and scheduled posts…');
    const build = spawnSync(
      process.execPath,
      [require.resolve('@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', buildDir],
      { cwd: ROOT, stdio: 'inherit', env: { ...process.env, [PREVIEW_VARIABLE]: 'true' } },
    );
    if (build.status !== 0) throw new Error('The preview build failed (see above).');
  }

  const [lanAddress] = options.network ? networkAddresses() : [];
  const local = `http://127.0.0.1:${options.port}`;
  const shared = lanAddress ? `http://${lanAddress}:${options.port}` : null;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      // Forms post from the address the preview is opened at: the network one when shown to others.
      PUBLIC_URL: shared ?? local,
      LOG_LEVEL: 'warn',
      ...process.env,
      BUILD_DIR: buildDir,
      PORT: String(options.port),
      HOST: options.network ? '0.0.0.0' : '127.0.0.1',
    },
    stdio: 'inherit',
  });
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop);
  server.once('exit', (code) => {
    process.exitCode = code ?? 0;
  });
  await waitForHealth(local, server);
  console.log(`Preview (nl and ro, with drafts and scheduled posts): ${local}/ and ${local}/ro/`);
  if (options.network) {
    console.log(
      shared
        ? `On the network: ${shared}/ and ${shared}/ro/`
        : 'On the network: this machine has no network address besides 127.0.0.1.',
    );
  }
}

if (require.main === module) {
  void main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
