import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFixtureBuild } from '../support/server/fixture-build';
import { freePort } from '../support/free-port';

/**
 * `NODE_ENV=production npm start` as an operator runs it after `npm run build`: the compiled server
 * under plain node (no tsx anywhere in the process tree), never a site build at start, and a clear
 * refusal when the build is missing. Runs in the server tests, so CI also runs it on Node 24.
 */
const ROOT = path.resolve(__dirname, '../..');

jest.setTimeout(120_000);

/** A process and all its descendants with their command lines (Linux /proc). */
function processTree(pid: number): { pid: number; command: string }[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name (in parentheses) may hold spaces: the parent pid is the 2nd field after it.
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = [pid];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [child, parent] of parents) if (parent === tree[index]) tree.push(child);
  }
  return tree.flatMap((member) => {
    try {
      return [
        { pid: member, command: fs.readFileSync(`/proc/${member}/cmdline`, 'utf8').split('\0').join(' ').trim() },
      ];
    } catch {
      return [];
    }
  });
}

describe('NODE_ENV=production npm start', () => {
  const build = createFixtureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-production-'));

  beforeAll(() => {
    // The server half of `npm run build` (the site half is the fixture build).
    execFileSync('npm', ['run', 'build:server'], { cwd: ROOT, stdio: 'pipe' });
  });
  const groups: number[] = [];
  afterAll(() => {
    // A test that failed half-way leaves npm and the server running: end their process group.
    for (const group of groups) {
      try {
        process.kill(-group, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    build.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const start = (env: Record<string, string>) => {
    const child = spawn('npm', ['start'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SHUTDOWN_GRACE_MS: '0',
        MAX_EVENT_LOOP_DELAY_MS: '0',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    groups.push(child.pid!);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return { child, exited, output: () => output };
  };

  it('runs the compiled server with plain node, from the build, without building', async () => {
    const port = await freePort();
    const before = fs.statSync(path.join(build.dir, 'index.html')).mtimeMs;
    const server = start({ PORT: String(port), BUILD_DIR: build.dir });
    let ready = false;
    for (let attempt = 0; attempt < 600 && !ready && server.child.exitCode === null; attempt += 1) {
      ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect({ ready, output: server.output() }).toMatchObject({ ready: true });

    const tree = processTree(server.child.pid!);
    const node = tree.find(({ command }) => /^node scripts\/start\.cjs$/.test(command));
    expect(node).toBeDefined();
    expect(tree.filter(({ command }) => /tsx|docusaurus|esbuild/.test(command))).toEqual([]);
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(fs.statSync(path.join(build.dir, 'index.html')).mtimeMs).toBe(before);

    // SIGTERM to the server process (as a service manager sends it to every process of the service):
    // it drains and exits 0, and so does npm.
    process.kill(node!.pid, 'SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('refuses to start without a site build, saying what to run', async () => {
    const server = start({ PORT: String(await freePort()), BUILD_DIR: path.join(dataDir, 'no-build') });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain('Cannot start in production: the site build');
    expect(server.output()).toContain('Run "npm run build" first: it builds the site and compiles the server.');
  });
});
