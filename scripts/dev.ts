/**
 * `npm run dev`: editing mode with a working API. Starts the API server (server/main.ts) on a port
 * of its own, then Docusaurus's dev server, which passes `/api` on to it (plugins/dev-api-proxy), so
 * forms and the school finder work while an editor writes a page. PUBLIC_URL is the dev origin: the
 * API accepts form posts from there. Arguments go to `docusaurus start` (`--port 3005`, `--locale ro`).
 * Stopping it (Ctrl+C) stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../test/support/free-port';
import { waitForHealth } from '../test/support/server-process';
import { DEV_API_URL_VARIABLE } from '../plugins/dev-api-proxy';

const ROOT = path.resolve(__dirname, '..');
const DEFAULT_DEV_PORT = 3000;

/** The port `docusaurus start` will listen on: its `--port` argument, else its default. */
export function devPort(args: readonly string[]): number {
  const index = args.findIndex((arg) => arg === '--port' || arg.startsWith('--port='));
  if (index === -1) return DEFAULT_DEV_PORT;
  const value = args[index].includes('=') ? args[index].split('=')[1] : args[index + 1];
  const port = Number(value);
  return Number.isInteger(port) && port > 0 ? port : DEFAULT_DEV_PORT;
}

async function main() {
  const args = process.argv.slice(2);
  const origin = `http://localhost:${devPort(args)}`;
  const apiPort = Number(process.env.DEV_API_PORT) || (await freePort());
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const children: ChildProcess[] = [];
  const stopAll = (code: number) => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    process.exitCode = code;
  };

  const api = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { PUBLIC_URL: origin, SHUTDOWN_GRACE_MS: '0', ...process.env, PORT: String(apiPort), HOST: '127.0.0.1' },
    stdio: 'inherit',
  });
  children.push(api);
  api.once('exit', (code) => {
    console.error(`The API server stopped (exit code ${code}).`);
    stopAll(code ?? 1);
  });
  await waitForHealth(apiUrl, api);
  console.log(`API server on ${apiUrl}; the dev server passes ${origin}/api to it.`);

  const docusaurus = spawn(
    process.execPath,
    [require.resolve('@docusaurus/core/bin/docusaurus.mjs'), 'start', ...args],
    {
      cwd: ROOT,
      // The development browserslist and React's development build, whatever NODE_ENV the caller had.
      env: { ...process.env, NODE_ENV: 'development', [DEV_API_URL_VARIABLE]: apiUrl },
      stdio: 'inherit',
    },
  );
  children.push(docusaurus);
  docusaurus.once('exit', (code) => stopAll(code ?? 1));

  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stopAll(0));
}

void main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
