import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { validValues } from '../../../test/support/server/payloads';
import { freePort } from '../../../test/support/free-port';
import { startServerProcess, type ServerProcess } from '../../../test/support/server-process';

/**
 * deploy/nginx.conf as DEPLOY.md installs it, run by Debian's nginx on loopback ports in front of
 * two nodes on one PostgreSQL database. Only the three machine-specific includes are the test's own
 * (the nodes' ports, and plain http on a free port where production listens with TLS). Clients
 * connect from addresses of their own in 127.0.0.0/8, so nginx sees each as a different client.
 * Needs nginx (`.ci/run` installs it) and PostgreSQL.
 */
const ROOT = path.resolve(__dirname, '../../..');
const SITE_CONFIG = path.join(ROOT, 'deploy', 'nginx.conf');
const BUILD_DIR = path.join(ROOT, 'build');
/** Where deploy/nginx.conf writes its access log (Debian's nginx log folder). */
const ACCESS_LOG = '/var/log/nginx/amn-access.log';
const PG_ADMIN_URL = process.env.DATABASE_URL_TEST
  ? process.env.DATABASE_URL_TEST.replace(/\/[^/]*$/, '/postgres')
  : 'postgres://postgres@127.0.0.1:5432/postgres';
const PUBLIC_URL = 'http://amn.test';
/** A hashed file only node b's build has. */
const ROLLING_ASSET = `assets/js/rolling.${crypto.randomBytes(4).toString('hex')}.js`;
const SECRET_KEY = crypto.randomBytes(32).toString('base64url');
const XSRF = crypto.randomBytes(32).toString('base64url');
/** Submissions per minute per client on /api/process-form (server/submissions/routes.ts). */
const SUBMISSION_LIMIT = 20;

jest.setTimeout(180_000);

const psql = (sql: string) => spawnSync('psql', [PG_ADMIN_URL, '-qc', sql], { encoding: 'utf8', timeout: 10_000 });
const nginxAvailable = spawnSync('nginx', ['-v']).status === 0;
const postgresAvailable = psql('select 1').status === 0;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One HTTP request from the client address `from` (any 127.x.y.z is this machine). */
function request(
  port: number,
  pathname: string,
  {
    from = '127.0.0.1',
    method = 'GET',
    headers = {},
    body,
  }: Partial<{ from: string; method: string; headers: http.OutgoingHttpHeaders; body: string }> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: '127.0.0.1', port, path: pathname, method, headers, localAddress: from, agent: false },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    outgoing.once('error', reject);
    outgoing.end(body);
  });
}

/** A contact form, as a browser posts it, from client address `from`. */
function postForm(port: number, from: string, email: string, headers: http.OutgoingHttpHeaders = {}) {
  return request(port, '/api/process-form', {
    from,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: PUBLIC_URL,
      cookie: `XSRF-TOKEN=${XSRF}`,
      'x-xsrf-token': XSRF,
      ...headers,
    },
    body: JSON.stringify({
      type: 'contact-form',
      ...validValues('contact-form'),
      email,
      website: '',
      form_started_at: Date.now() - 60_000,
    }),
  });
}

async function waitForPort(port: number, child: ChildProcess, log: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${fs.readFileSync(log, 'utf8')}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() && true));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx does not listen on ${port}`);
}

/**
 * The access log's line holding `marker`. nginx writes it in its log phase, after the client may
 * already have the whole answer, so the file is read again for a few seconds until the line is there.
 */
async function loggedLine(marker: string): Promise<string | undefined> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const line = fs
      .readFileSync(ACCESS_LOG, 'utf8')
      .split('\n')
      .find((entry) => entry.includes(marker));
    if (line !== undefined || Date.now() > deadline) return line;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const maybe = (nginxAvailable && postgresAvailable) || process.env.CI === 'true' ? describe : describe.skip;
if (!nginxAvailable) console.warn('nginx: not installed (.ci/run installs it), SKIPPED');
if (!postgresAvailable) console.warn(`nginx: PostgreSQL at ${new URL(PG_ADMIN_URL).host} is unreachable, SKIPPED`);

maybe('deploy/nginx.conf in front of two nodes', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-nginx-'));
  const database = `amn_nginx_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const nodes: ServerProcess[] = [];
  let nginx: ChildProcess | undefined;
  let nginxExited: Promise<unknown> = Promise.resolve();
  let site: number;
  let plainHttp: number;

  beforeAll(async () => {
    expect(nginxAvailable).toBe(true);
    expect(postgresAvailable).toBe(true);
    expect(fs.existsSync(path.join(BUILD_DIR, 'index.html'))).toBe(true);
    expect(psql(`CREATE DATABASE ${database}`).status).toBe(0);
    // Node b has a newer build than node a, as while the nodes are rebuilt one after the other:
    // one hashed file more.
    const newerBuild = path.join(dir, 'newer-build');
    fs.cpSync(BUILD_DIR, newerBuild, { recursive: true });
    fs.writeFileSync(path.join(newerBuild, ROLLING_ASSET), 'console.log("nieuw");\n');
    const nodePorts: number[] = [];
    for (const [name, buildDir] of [
      ['a', BUILD_DIR],
      ['b', newerBuild],
    ]) {
      const port = await freePort();
      nodePorts.push(port);
      nodes.push(
        await startServerProcess({
          port,
          logFile: path.join(dir, `node-${name}.log`),
          env: {
            NODE_ENV: 'production',
            DATA_DIR: path.join(dir, name),
            BUILD_DIR: buildDir,
            DATABASE_URL: PG_ADMIN_URL.replace(/\/postgres$/, `/${database}`),
            SECRET_KEY,
            SMTP_URL: '',
            PUBLIC_URL,
            TRUST_PROXY: '1',
            // The overload guard (503) is off: the load of a shared test machine could trip it.
            MAX_EVENT_LOOP_DELAY_MS: '0',
            MIN_FILL_TIME_MS: '0',
            SCHOOLS_FILE: path.join(dir, 'no-schools.csv'),
            LOG_LEVEL: 'warn',
          },
        }),
      );
    }
    site = await freePort();
    plainHttp = await freePort();
    // Debian's nginx.conf around the site file, with this test's folders; the site file as it is.
    const conf = path.join(dir, 'conf');
    fs.mkdirSync(path.join(conf, 'amn'), { recursive: true });
    fs.mkdirSync(path.dirname(ACCESS_LOG), { recursive: true });
    fs.writeFileSync(
      path.join(conf, 'nginx.conf'),
      `pid ${dir}/nginx.pid;
worker_processes 1;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    include ${SITE_CONFIG};
}
`,
    );
    fs.writeFileSync(
      path.join(conf, 'amn', 'nodes.conf'),
      nodePorts.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;\n`).join(''),
    );
    // Test-only: plain http where production listens with TLS (deploy/nginx/tls.conf).
    fs.writeFileSync(path.join(conf, 'amn', 'tls.conf'), `listen 127.0.0.1:${site};\n`);
    fs.writeFileSync(path.join(conf, 'amn', 'listen-http.conf'), `listen 127.0.0.1:${plainHttp};\n`);
    const errorLog = path.join(dir, 'nginx-error.log');
    const args = ['-p', dir, '-c', path.join(conf, 'nginx.conf'), '-e', errorLog, '-g', 'daemon off;'];
    const check = spawnSync('nginx', [...args, '-t'], { encoding: 'utf8' });
    expect(check.stderr).toContain('syntax is ok');
    expect(check.status).toBe(0);
    nginx = spawn('nginx', args, { stdio: 'ignore' });
    const child = nginx;
    nginxExited = new Promise((resolve) => child.once('exit', resolve));
    await waitForPort(site, nginx, errorLog);
  });

  afterAll(async () => {
    // QUIT: nginx finishes what it is doing and stops.
    nginx?.kill('SIGQUIT');
    await nginxExited;
    for (const node of nodes) {
      if (node.child.exitCode === null && node.child.signalCode === null) node.child.kill('SIGTERM');
      await node.exited;
    }
    psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('passes a hashed asset on as immutable', async () => {
    const asset = fs.readdirSync(path.join(BUILD_DIR, 'assets', 'js')).find((file) => /\.[0-9a-f]{8}\.js$/.test(file));
    const answer = await request(site, `/assets/js/${asset}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('finds a hashed file that only one node has, whichever node it asks first', async () => {
    const answers: Answer[] = [];
    // nginx takes the nodes in turn: half of these go to node a first.
    for (let index = 0; index < 6; index += 1) answers.push(await request(site, `/${ROLLING_ASSET}`));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(answers.every((answer) => answer.body === 'console.log("nieuw");\n')).toBe(true);
  });

  it('passes HTML pages on as no-cache, without Set-Cookie', async () => {
    for (const page of ['/', '/ro/', '/contactformulier']) {
      const answer = await request(site, page);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });

  it('passes API answers on as no-store', async () => {
    const answer = await request(site, '/api/csrf');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('redirects plain http to https, except for certificate renewals', async () => {
    const answer = await request(plainHttp, '/contactformulier?bron=test');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('https://127.0.0.1/contactformulier?bron=test');
    // Certificate renewals are answered over plain http, from certbot's folder.
    const challenge = await request(plainHttp, '/.well-known/acme-challenge/geen-token');
    expect(challenge.status).toBe(404);
    expect(challenge.headers.location).toBeUndefined();
  });

  it("counts each client's own address, across both nodes", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < SUBMISSION_LIMIT + 5; index += 1) {
      statuses.push((await postForm(site, '127.0.0.11', `eigen${index}@example.nl`)).status);
    }
    expect(statuses.slice(0, SUBMISSION_LIMIT)).toEqual(Array(SUBMISSION_LIMIT).fill(200));
    expect(statuses.slice(SUBMISSION_LIMIT)).toEqual(Array(5).fill(429));
    // Another client behind the same nginx has a limit of its own.
    expect((await postForm(site, '127.0.0.12', 'ander@example.nl')).status).toBe(200);
  });

  it('ignores a forged X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < SUBMISSION_LIMIT + 10; index += 1) {
      // A fresh address each time, as a client dodging the limit would write it.
      const forged = `198.51.100.${index}, 10.0.${index}.1`;
      statuses.push(
        (await postForm(site, '127.0.0.13', `vals${index}@example.nl`, { 'x-forwarded-for': forged })).status,
      );
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(SUBMISSION_LIMIT);
    expect(statuses.slice(SUBMISSION_LIMIT)).toEqual(Array(10).fill(429));
  });

  it('logs a shortened address and no query string', async () => {
    const marker = `/nginx-log-${crypto.randomBytes(6).toString('hex')}`;
    await request(site, `${marker}?token=geheim`, { from: '127.0.0.14' });
    const line = await loggedLine(marker);
    expect(line).toMatch(new RegExp(`^127\\.0\\.0\\.0 \\[.*\\] "GET ${marker}" 404 `));
    expect(line).not.toContain('geheim');
    expect(line).not.toContain('127.0.0.14');
  });

  it('answers every request from the other node when one is stopped', async () => {
    const [a] = nodes;
    a.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    const asset = fs.readdirSync(path.join(BUILD_DIR, 'assets', 'js'))[0];
    const answers: Answer[] = [];
    for (let index = 0; index < 10; index += 1) {
      answers.push(await request(site, '/'));
      answers.push(await request(site, `/assets/js/${asset}`));
      answers.push(await request(site, '/api/csrf'));
      answers.push(await postForm(site, `127.0.1.${index + 1}`, `overgebleven${index}@example.nl`));
    }
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
  });
});
