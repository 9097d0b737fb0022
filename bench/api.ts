/**
 * API load benchmark (issue #3, bench/api.md). One bounded run on loopback against a real server
 * process (`server/main.ts`, as `npm start` runs it after the build) with a fresh SQLite store:
 *
 * 1. GET /livez (the trivial route) and GET /api/school?term=<a real postcode> at 50 connections:
 *    requests/s and p99 latency of each;
 * 2. POST /api/process-form (contact form) at 50 connections: submissions/s, where a submission
 *    counts only when its 200 came back, and the server answers only after the commit (fsync);
 * 3. after a graceful stop, the SQLite file is read: every acknowledged submission must be there.
 *
 *   npm run bench:api -- [--schools PATH] [--term "9571 AZ"] [--duration 10] [--connections 50]
 *
 * The school data is the real DUO data, read by the server's own loader (SCHOOLS_FILE): by default
 * the data shipped in `server/schools/data`; `--schools` or SCHOOLS_FILE point elsewhere.
 * Exit code 1 when something is wrong (non-2xx answers, errors, a lost submission); a missed aim
 * is printed, not an error: numbers depend on the machine and what else runs on it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import SqliteDatabase from 'better-sqlite3';
import { BOT_FIELDS, XSRF } from '../src/domain/constants';
import { readSnapshot } from '../server/schools';
import { createFixtureBuild } from '../test/support/server/fixture-build';
import { freePort } from '../test/support/free-port';
import { startServerProcess, type ServerProcess } from '../test/support/server-process';
import { benchDatabase, nodeDataDir, postgresReachable, spreadLoad, type Spread } from './lib/postgres-nodes';

const ROOT = path.resolve(__dirname, '..');

/** The aims of issue #3 ("Done when"). */
const AIMS = { schoolShareOfTrivial: 0.7, schoolP99Ms: 10, submissionsPerSecond: 500 };

const USAGE = `Usage: npm run bench:api -- [--schools PATH] [--term TERM] [--duration SECONDS] [--connections N]

  --schools      DUO school data (file, folder or comma-separated list); default: SCHOOLS_FILE,
                 else the data shipped in server/schools/data
  --term         the school search term; default: BENCH_TERM, else "9571 AZ" (a real postcode)
  --duration     seconds per measured run (three runs, plus a short warm-up each); default 10
  --connections  concurrent connections; default 50
  --log-level    the server's LOG_LEVEL; default warn (no line per request)`;

type Settings = {
  schools: string;
  term: string;
  duration: number;
  connections: number;
  logLevel: string;
};

function settings(): Settings {
  const { values } = parseArgs({
    options: {
      schools: { type: 'string' },
      term: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      'log-level': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  // npm runs scripts in the project root; INIT_CWD is where the command was typed.
  const cwd = process.env.INIT_CWD || process.cwd();
  const schools = values.schools ?? process.env.SCHOOLS_FILE;
  const positive = (name: string, value: string | undefined, fallback: number) => {
    if (value === undefined) return fallback;
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a whole number above 0`);
    return number;
  };
  return {
    schools: schools
      ? schools
          .split(',')
          .map((entry) => path.resolve(cwd, entry.trim()))
          .join(',')
      : path.resolve(ROOT, 'server', 'schools', 'data'),
    term: values.term ?? process.env.BENCH_TERM ?? '9571 AZ',
    duration: positive('duration', values.duration, 10),
    connections: positive('connections', values.connections, 50),
    logLevel: values['log-level'] ?? 'warn',
  };
}

type Server = ServerProcess & { logFile: string };

async function startServer(env: Record<string, string>, logFile: string): Promise<Server> {
  // Nothing of the caller's server configuration leaks in: SQLite in the temporary DATA_DIR, no SMTP.
  const cleared = { DATABASE_URL: undefined, SMTP_URL: undefined, ADMIN_TOKEN: undefined, PUBLIC_URL: undefined };
  const server = await startServerProcess({
    port: await freePort(),
    env: { ...cleared, TRUST_PROXY: undefined, ...env },
    logFile,
  });
  return { ...server, logFile };
}

type Run = {
  label: string;
  result: autocannon.Result;
  /** Successful answers per second over the whole run. */
  perSecond: number;
};

async function load(label: string, options: autocannon.Options): Promise<Run> {
  const result = await autocannon(options);
  return { label, result, perSecond: result['2xx'] / result.duration };
}

/** Problems of a run: anything but a 2xx is a failure of the benchmark, not a slow result. */
function problemsOf({ label, result }: Run): string[] {
  const problems: string[] = [];
  if (result.non2xx > 0)
    problems.push(`${label}: ${result.non2xx} answers were not 2xx (${JSON.stringify(result.statusCodeStats)})`);
  if (result.errors > 0) problems.push(`${label}: ${result.errors} connection errors`);
  if (result.timeouts > 0) problems.push(`${label}: ${result.timeouts} timeouts`);
  if (result['2xx'] === 0) problems.push(`${label}: no successful answer`);
  return problems;
}

const XSRF_TOKEN = crypto.randomBytes(32).toString('base64url');
/** One signing key for both PostgreSQL nodes, as production would give them. */
const BENCH_SECRET_KEY = crypto.randomBytes(32).toString('base64url');

/** A contact form the way the browser sends it: same origin, XSRF cookie and header, bot fields. */
function submissionRequest(baseUrl: string): autocannon.Request {
  let counter = 0;
  return {
    method: 'POST',
    path: '/api/process-form',
    headers: {
      'content-type': 'application/json',
      origin: baseUrl,
      cookie: `${XSRF.cookie}=${XSRF_TOKEN}`,
      [XSRF.header.toLowerCase()]: XSRF_TOKEN,
    },
    setupRequest: (request) => {
      counter += 1;
      return {
        ...request,
        body: JSON.stringify({
          type: 'contact-form',
          first_name: 'Bench',
          last_name: 'Mark',
          email: `bench-${counter}@example.nl`,
          message: `Belastingtest, bericht ${counter}.`,
          [BOT_FIELDS.honeypot]: '',
          // Opened a minute ago: well past the minimum fill time, so nothing is dropped as a bot.
          [BOT_FIELDS.startedAt]: Date.now() - 60_000,
        }),
      };
    },
  };
}

function storedSubmissions(file: string): number {
  const database = new SqliteDatabase(file, { readonly: true });
  try {
    return (database.prepare('select count(*) as count from submissions').get() as { count: number }).count;
  } finally {
    database.close();
  }
}

/**
 * One node against two on one PostgreSQL: the school search and durable submissions, first all
 * load on node a, then the same connections spread over a and b. Figures, not aims: on a two-core
 * machine both nodes and the database share the same cores.
 */
async function compareNodesOnPostgres(options: Settings, buildDir: string, dataDir: string): Promise<string[]> {
  const problems: string[] = [];
  const database = benchDatabase();
  const nodes: Server[] = [];
  try {
    for (const name of ['a', 'b']) {
      const nodeDir = nodeDataDir(dataDir, name);
      fs.mkdirSync(nodeDir, { recursive: true });
      nodes.push(
        await startServer(
          {
            DATA_DIR: nodeDir,
            BUILD_DIR: buildDir,
            DATABASE_URL: database.url,
            SECRET_KEY: BENCH_SECRET_KEY,
            SCHOOLS_FILE: options.schools,
            RATE_LIMIT_SCALE: '0',
            LOG_LEVEL: options.logLevel,
          },
          path.join(nodeDir, 'server.log'),
        ),
      );
    }
    const { connections, duration } = options;
    const schoolPath = `/api/school?term=${encodeURIComponent(options.term)}`;
    const share = (count: number) => Math.max(1, Math.round(connections / count));
    const search = (on: Server[]) =>
      on.map((node) => ({ url: `${node.baseUrl}${schoolPath}`, connections: share(on.length), duration }));
    const submit = (on: Server[]) =>
      on.map((node) => ({
        url: node.baseUrl,
        connections: share(on.length),
        duration,
        requests: [submissionRequest(node.baseUrl)],
      }));
    await spreadLoad(search(nodes.slice(0, 1)).map((run) => ({ ...run, duration: 2 })));
    const rows: [string, Spread][] = [
      ['school search, 1 node', await spreadLoad(search(nodes.slice(0, 1)))],
      ['school search, 2 nodes', await spreadLoad(search(nodes))],
      ['submissions, 1 node', await spreadLoad(submit(nodes.slice(0, 1)))],
      ['submissions, 2 nodes', await spreadLoad(submit(nodes))],
    ];
    console.log('');
    console.log(`PostgreSQL, ${connections} connections in all, ${duration} s per run:`);
    console.log(`${pad('run', 26)}${pad('answers/s', 12)}p99 ms`);
    for (const [label, spread] of rows) {
      console.log(`${pad(label, 26)}${pad(num(spread.perSecond), 12)}${spread.p99}`);
      if (spread.non2xx > 0 || spread.errors > 0) {
        problems.push(`${label}: ${spread.non2xx} answers not 2xx, ${spread.errors} errors or time-outs`);
      }
    }
  } finally {
    for (const node of nodes) {
      node.child.kill('SIGTERM');
      await node.exited;
    }
    database.drop();
  }
  return problems;
}

const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number) => Math.round(value).toLocaleString('en-US');

async function main(): Promise<number> {
  const options = settings();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-bench-api-'));
  const build = createFixtureBuild();
  const logFile = path.join(dataDir, 'server.log');
  const problems: string[] = [];
  let server: Server | null = null;
  try {
    const load1 = os.loadavg()[0].toFixed(1);
    console.log(`Machine: ${os.cpus().length} CPUs, load average ${load1} (other work skews the numbers).`);
    console.log(`School data: ${options.schools}`);
    const started = Date.now();
    server = await startServer(
      {
        DATA_DIR: dataDir,
        BUILD_DIR: build.dir,
        SCHOOLS_FILE: options.schools,
        RATE_LIMIT_SCALE: '0',
        LOG_LEVEL: options.logLevel,
      },
      logFile,
    );
    const { baseUrl } = server;
    const schoolCount = (await readSnapshot(dataDir))?.schools.length ?? 0;
    console.log(
      `Server up in ${((Date.now() - started) / 1000).toFixed(1)} s; ${num(schoolCount)} schools imported at start.`,
    );

    const schoolPath = `/api/school?term=${encodeURIComponent(options.term)}`;
    const probe = await fetch(`${baseUrl}${schoolPath}`);
    const found = probe.ok ? ((await probe.json()) as unknown[]) : [];
    if (found.length === 0) {
      throw new Error(
        `GET ${schoolPath} answered ${probe.status} with no school: is the DUO data at ${options.schools}? (see ${logFile})`,
      );
    }
    const schoolBytes = Buffer.byteLength(JSON.stringify(found));

    const { connections, duration } = options;
    const warmUp = Math.min(2, duration);
    const get = (url: string, seconds: number) => ({ url: `${baseUrl}${url}`, connections, duration: seconds });
    console.log(`Measuring: ${connections} connections, ${duration} s per run, after a ${warmUp} s warm-up each …`);

    await load('warm-up', get('/livez', warmUp));
    const trivial = await load('GET /livez (trivial)', get('/livez', duration));
    await load('warm-up', get(schoolPath, warmUp));
    const school = await load(`GET /api/school?term=${options.term}`, get(schoolPath, duration));
    const post = (seconds: number) => ({
      url: baseUrl,
      connections,
      duration: seconds,
      requests: [submissionRequest(baseUrl)],
    });
    const warmSubmissions = await load('warm-up', post(warmUp));
    const submissions = await load('POST /api/process-form (SQLite)', post(duration));
    for (const run of [trivial, school, warmSubmissions, submissions]) problems.push(...problemsOf(run));

    // Graceful stop (SIGTERM): requests finish, the store closes. Then count what is on disk.
    server.child.kill('SIGTERM');
    const code = await server.exited;
    server = null;
    if (code !== 0) problems.push(`the server stopped with exit code ${code}`);
    const acknowledged = warmSubmissions.result['2xx'] + submissions.result['2xx'];
    const sent = warmSubmissions.result.requests.sent + submissions.result.requests.sent;
    const stored = storedSubmissions(path.join(dataDir, 'amn.sqlite'));
    // Requests still in flight when a run ended may be stored without their answer being read.
    if (stored < acknowledged) problems.push(`only ${stored} of ${acknowledged} acknowledged submissions are stored`);
    if (stored > sent) problems.push(`${stored} submissions stored, but only ${sent} were sent`);

    const rows = [trivial, school, submissions];
    const width = Math.max(...rows.map((run) => run.label.length)) + 2;
    console.log('');
    console.log(`${pad('route', width)}${pad('answers/s', 12)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${'max ms'}`);
    for (const run of rows) {
      const { latency } = run.result;
      console.log(
        `${pad(run.label, width)}${pad(num(run.perSecond), 12)}${pad(String(latency.p50), 8)}${pad(String(latency.p99), 8)}${latency.max}`,
      );
    }
    console.log('');
    console.log(`School answer: ${found.length} school(s), ${schoolBytes} bytes of JSON.`);
    console.log(
      `Submissions: ${num(acknowledged)} acknowledged (warm-up included), ${num(stored)} in the SQLite file after the stop` +
        (stored >= acknowledged ? ': every acknowledged one is stored.' : '.'),
    );

    const share = school.perSecond / trivial.perSecond;
    const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
    console.log('');
    console.log('Aims (issue #3):');
    console.log(
      `  school search throughput >= ${AIMS.schoolShareOfTrivial * 100}% of the trivial route: ` +
        `${(share * 100).toFixed(0)}%, ${verdict(share >= AIMS.schoolShareOfTrivial)}`,
    );
    console.log(
      `  school search p99 < ${AIMS.schoolP99Ms} ms at ${connections} connections: ` +
        `${school.result.latency.p99} ms, ${verdict(school.result.latency.p99 < AIMS.schoolP99Ms)}`,
    );
    console.log(
      `  >= ${AIMS.submissionsPerSecond} durable submissions/s on SQLite: ` +
        `${num(submissions.perSecond)}/s, ${verdict(submissions.perSecond >= AIMS.submissionsPerSecond)}`,
    );

    if (postgresReachable()) problems.push(...(await compareNodesOnPostgres(options, build.dir, dataDir)));
    else console.log('\nPostgreSQL is not reachable: the one-node/two-node comparison is left out.');
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  } finally {
    if (server) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    build.dispose();
    if (problems.length === 0) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (problems.length > 0) {
    console.error(`\nThe benchmark failed (the server's data and log are kept in ${dataDir}):`);
    for (const problem of problems) console.error(`  - ${problem}`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
