import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export type ServerProcess = { child: ChildProcess; baseUrl: string; exited: Promise<number | null> };

export type ServerProcessOptions = {
  port: number;
  /** Added to the caller's environment; an `undefined` value leaves that variable out. */
  env: Record<string, string | undefined>;
  /** Where the server's stdout and stderr go (appended). */
  logFile: string;
  /** The project folder to run the server from (default: this repository). */
  cwd?: string;
};

/** Polls `/healthz` until it answers 200; fails early when the process exits meanwhile. */
export async function waitForHealth(
  baseUrl: string,
  child: { exitCode: number | null },
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer /healthz within ${timeoutMs / 1000} s`);
}

/**
 * Starts `server/main.ts` as its own process on loopback, as `npm start` does after the build, and
 * waits until it is healthy. Used by the browser tests, the durability tests and the API bench.
 */
export async function startServerProcess({
  port,
  env,
  logFile,
  cwd = ROOT,
}: ServerProcessOptions): Promise<ServerProcess> {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd,
    // Node leaves out variables whose value is undefined.
    // No load balancer to wait for unless a test asks for the grace period after SIGTERM; no
    // overload refusals (a busy test machine is not an overloaded server) unless a test asks.
    env: {
      ...process.env,
      SHUTDOWN_GRACE_MS: '0',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}; its log: ${logFile}`);
  }
  return { child, baseUrl, exited };
}
