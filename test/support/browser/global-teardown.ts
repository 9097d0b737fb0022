import fs from 'node:fs';
import { STATE_FILE, type E2EState } from './state';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __amnSmtpPeer?: { stop: () => Promise<void> } }).__amnSmtpPeer?.stop();
  if (!fs.existsSync(STATE_FILE)) return;
  const state = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as E2EState;
  try {
    process.kill(state.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  fs.rmSync(STATE_FILE, { force: true });
  fs.rmSync(state.dataDir, { recursive: true, force: true });
}
