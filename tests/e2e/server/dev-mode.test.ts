import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../test/support/free-port';

/**
 * Editing mode has the API: `npm run dev` starts the API server beside Docusaurus's dev server,
 * which passes /api on to it. Checked through the dev port, as an editor's browser would.
 */
const ROOT = path.resolve(__dirname, '../../..');
// A cold dev server compiles the whole site first: minutes on a busy two-core machine.
const START_TIMEOUT_MS = 420_000;

jest.setTimeout(START_TIMEOUT_MS + 60_000);

let dev: ChildProcess;
let origin: string;
let dataDir: string;
let output = '';

/** Polls until the dev port answers `path` with JSON through the proxy. */
async function waitForApi(url: string): Promise<Response> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (dev.exitCode !== null) throw new Error(`npm run dev exited (${dev.exitCode}):\n${output.slice(-3000)}`);
    try {
      const response = await fetch(url);
      if (response.headers.get('content-type')?.startsWith('application/json')) return response;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`no JSON from ${url} within ${START_TIMEOUT_MS / 1000} s:\n${output.slice(-3000)}`);
}

beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-dev-'));
  dev = spawn('npm', ['run', 'dev', '--', '--port', String(port), '--no-open', '--host', 'localhost'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SCHOOLS_FILE: '',
      LOG_LEVEL: 'warn',
      BROWSER: 'none',
      DEV_API_PORT: String(await freePort()),
    },
    // Its own process group, so the dev server and the API server stop with it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  dev.stdout?.on('data', keep);
  dev.stderr?.on('data', keep);
});

/** Whether any process of the group still runs (the API and dev servers outlive npm by a moment). */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

afterAll(async () => {
  if (dev?.pid) {
    if (groupAlive(dev.pid)) process.kill(-dev.pid, 'SIGTERM');
    const deadline = Date.now() + 30_000;
    while (groupAlive(dev.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    if (groupAlive(dev.pid)) process.kill(-dev.pid, 'SIGKILL');
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('answers /api/school through the dev port with JSON from the shipped school data', async () => {
  const response = await waitForApi(`${origin}/api/school?term=9306TC`);
  expect(response.status).toBe(200);
  const schools = (await response.json()) as { naam: string }[];
  expect(schools.map((school) => school.naam)).toContain('BBS de Verwondering');
});

it('takes a form post from the dev origin: the XSRF token from /api/csrf, PUBLIC_URL the dev origin', async () => {
  const csrf = await fetch(`${origin}/api/csrf`);
  expect(csrf.status).toBe(200);
  const { token } = (await csrf.json()) as { token: string };
  const cookie = csrf.headers.get('set-cookie')?.split(';')[0] ?? '';
  expect(cookie).toBe(`XSRF-TOKEN=${token}`);
  const response = await fetch(`${origin}/api/process-form`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie, 'x-xsrf-token': token },
    body: JSON.stringify({
      type: 'contact-form',
      first_name: 'Eva',
      last_name: 'Redacteur',
      email: 'eva@example.nl',
      phone: '06 12345678',
      organisation: 'AMN redactie',
      message: 'Probeer ik het formulier uit in de editor.',
      website: '',
      form_started_at: Date.now() - 60_000,
    }),
  });
  expect(response.status).toBe(200);
});
