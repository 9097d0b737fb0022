import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFixtureBuild } from '../support/server/fixture-build';
import { freePort } from '../support/free-port';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { SmtpPeer } from '../support/smtp-peer';

/**
 * The server as an operator's load balancer and monitoring see it, as its own process: readiness
 * turns at SIGTERM while requests are still served, the process exits in time, and the metrics
 * port shows the outbox filling while the mail server is down and emptying once it is back.
 */
jest.setTimeout(120_000);

const build = createFixtureBuild();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-operator-'));
const started: ServerProcess[] = [];
afterAll(async () => {
  // A test that failed half-way leaves its server running: stop it, or jest never exits.
  for (const server of started.filter(({ child }) => child.exitCode === null && child.signalCode === null)) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  build.dispose();
  fs.rmSync(workDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds; returns whether it did within the time. */
async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await sleep(50);
  }
  return false;
}

async function serverWith(name: string, env: Record<string, string>) {
  const dataDir = path.join(workDir, name);
  fs.mkdirSync(dataDir);
  const port = await freePort();
  const server = await startServerProcess({
    port,
    logFile: path.join(workDir, `${name}.log`),
    env: {
      DATA_DIR: dataDir,
      BUILD_DIR: build.dir,
      DATABASE_URL: '',
      SMTP_URL: '',
      // The school finder is not what these tests are about: no import of the shipped data.
      SCHOOLS_FILE: path.join(dataDir, 'no-schools'),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  started.push(server);
  return server;
}

it('after SIGTERM: /readyz 503 at once, requests still answered for the grace period, exit within 10 s', async () => {
  const server = await serverWith('drain', { SHUTDOWN_GRACE_MS: '5000' });
  expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);

  const signalled = Date.now();
  server.child.kill('SIGTERM');
  const exited = server.exited.then((code) => ({ code, afterMs: Date.now() - signalled }));
  // "At once": the first answers after the signal was handled are 503; no request is refused meanwhile.
  const readiness: number[] = [];
  while (!readiness.includes(503) && Date.now() - signalled < 900) {
    readiness.push((await fetch(`${server.baseUrl}/readyz`)).status);
  }
  expect(readiness.at(-1)).toBe(503);
  await sleep(Math.max(0, 1000 - (Date.now() - signalled)));
  const late = await fetch(`${server.baseUrl}/contactformulier`);
  expect(late.status).toBe(200);
  expect(await late.text()).toContain('Contactformulier');
  expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(503);

  const { code, afterMs } = await exited;
  expect(code).toBe(0);
  expect(afterMs).toBeGreaterThanOrEqual(5000);
  expect(afterMs).toBeLessThan(10_000);
});

it('metrics: the outbox depth rises while SMTP is down and falls when it is back', async () => {
  const smtpPort = await freePort();
  const metricsPort = await freePort();
  const server = await serverWith('metrics', {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_RETRY_BASE_MS: '200',
    METRICS_PORT: String(metricsPort),
    RATE_LIMIT_SCALE: '0',
    MIN_FILL_TIME_MS: '0',
  });
  const metric = async (name: string) => {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const line = text.split('\n').find((row) => row.startsWith(`${name} `));
    return line ? Number(line.slice(name.length + 1)) : NaN;
  };
  const xsrf = crypto.randomBytes(32).toString('base64url');
  const send = (email: string) =>
    fetch(`${server.baseUrl}/api/process-form`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: server.baseUrl,
        cookie: `XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': xsrf,
      },
      body: JSON.stringify({
        type: 'contact-form',
        first_name: 'Sem',
        last_name: 'Visser',
        email,
        message: 'Komt deze mail nog aan?',
        website: '',
        form_started_at: Date.now() - 60_000,
      }),
    });
  const smtp = new SmtpPeer();
  try {
    expect(await metric('amn_outbox_queued')).toBe(0);
    expect((await send('sem@school.example.nl')).status).toBe(200);
    expect((await send('sem.visser@school.example.nl')).status).toBe(200);
    // Each contact form queues a confirmation and a helpdesk notice; none can be sent.
    expect(await eventually(async () => (await metric('amn_outbox_held')) >= 1, 20_000)).toBe(true);
    expect(await metric('amn_outbox_queued')).toBe(4);
    expect(await metric('amn_outbox_oldest_queued_age_seconds')).toBeGreaterThan(0);
    expect(await metric('amn_submissions_total{type="contact-form"}')).toBe(2);

    smtp.port = smtpPort;
    await smtp.start();
    expect(await eventually(async () => (await metric('amn_outbox_queued')) === 0, 30_000)).toBe(true);
    expect(await metric('amn_outbox_held')).toBe(0);
    expect(await metric('amn_outbox_failed')).toBe(0);
    expect(smtp.received).toHaveLength(4);
    // Not on the public port.
    expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(404);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await smtp.stop();
  }
});
