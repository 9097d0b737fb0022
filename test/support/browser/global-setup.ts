import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { offsetForDay } from '../../../server/clock';
import { ensureBuild } from '../../../scripts/ensure-build';
import { freePort } from '../free-port';
import { startServerProcess } from '../server-process';
import { SmtpPeer } from '../smtp-peer';
import { E2E_ADMIN_TOKEN, E2E_MIN_FILL_TIME_MS, E2E_TODAY, STATE_FILE, type E2EState } from './state';

/** Builds the site if stale and starts the production server on a free port with its own data folder. */
export default async function globalSetup(): Promise<void> {
  const root = path.resolve(__dirname, '../../..');
  ensureBuild(root);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-e2e-'));
  // A real SMTP peer for the confirmation mails, and a staff token for the export the tests read back.
  const mailDir = path.join(dataDir, 'smtp-received');
  const smtp = await new SmtpPeer({ saveTo: mailDir }).start();
  (globalThis as { __amnSmtpPeer?: SmtpPeer }).__amnSmtpPeer = smtp;
  const adminToken = E2E_ADMIN_TOKEN;
  // The server counts its offset from TODAY once, at its start, as this does just before it.
  const clockOffset = offsetForDay(E2E_TODAY);
  const { child, baseUrl } = await startServerProcess({
    port,
    logFile: path.join(dataDir, 'server.log'),
    env: {
      DATA_DIR: dataDir,
      // TODAY is refused in production: the server runs as in development, on the tests' day.
      NODE_ENV: 'test',
      TODAY: E2E_TODAY,
      ADMIN_TOKEN: adminToken,
      SMTP_URL: smtp.url,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      MIN_FILL_TIME_MS: String(E2E_MIN_FILL_TIME_MS),
      // Every browser test registers from this one address: the hourly limit per client is proven by
      // the server tests, here it would only make the suite's order matter.
      REGISTRATIONS_PER_CLIENT_HOUR: '10000',
    },
  });
  const state: E2EState = { baseUrl, pid: child.pid!, dataDir, adminToken, mailDir, clockOffset };
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  fs.writeFileSync(STATE_FILE, JSON.stringify(state));
}
