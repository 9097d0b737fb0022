import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../../scripts/free-port';

export { freePort };

const root = path.resolve(__dirname, '../../..');

export type SpawnedServer = { child: ChildProcess; baseUrl: string; exited: Promise<number | null> };

/** Starts `server/main.ts` as its own process (as `npm start` does after the build) and waits for /healthz. */
export async function startServer(port: number, env: Record<string, string>, logFile: string): Promise<SpawnedServer> {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.DURABILITY_LOG_LEVEL ?? 'warn',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode}: ${fs.readFileSync(logFile, 'utf8')}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { child, baseUrl, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not answer /healthz within 60 s');
}
