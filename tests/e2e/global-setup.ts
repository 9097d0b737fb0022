import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from '../../scripts/ensure-build';
import { startSmtpPeer } from './smtp-peer';
import { E2E_ADMIN_TOKEN, E2E_MIN_FILL_TIME_MS, STATE_FILE, type E2EState } from './state';
import { freePort } from '../../scripts/free-port';

async function waitForHealth(url: string, child: { exitCode: number | null }): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not answer /healthz within 60 s');
}

/** Builds the site if stale and starts the production server on a free port with its own data folder. */
export default async function globalSetup(): Promise<void> {
  const root = path.resolve(__dirname, '../..');
  ensureBuild(root);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-e2e-'));
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  // A real SMTP peer for the confirmation mails, and a staff token for the export the tests read back.
  const mailDir = path.join(dataDir, 'smtp-received');
  const smtp = await startSmtpPeer(mailDir);
  (globalThis as { __amnSmtpPeer?: typeof smtp }).__amnSmtpPeer = smtp;
  const adminToken = E2E_ADMIN_TOKEN;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      ADMIN_TOKEN: adminToken,
      MIN_FILL_TIME_MS: String(E2E_MIN_FILL_TIME_MS),
      SMTP_URL: smtp.url,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', log, log],
    detached: false,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child);
  const state: E2EState = { baseUrl, pid: child.pid!, dataDir, adminToken, mailDir };
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  fs.writeFileSync(STATE_FILE, JSON.stringify(state));
}
