import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../test/support/free-port';
import { startServerProcess, type ServerProcess } from '../../../test/support/server-process';

/**
 * The product on a machine with nothing but its own files: the tracked files of this working tree
 * copied into an empty temporary folder (node_modules and the build linked, as `npm install` and
 * `npm start` would make them), started with a fresh DATA_DIR and without SCHOOLS_FILE. The school
 * finder must answer from the data the repository ships.
 */
const ROOT = path.resolve(__dirname, '../../..');

jest.setTimeout(120_000);

/** Tracked files plus new ones not yet committed (ignored files, like data/ and build/, left out). */
function projectFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed.split('\0').filter((file) => file !== '' && fs.existsSync(path.join(ROOT, file)));
}

function copyProject(target: string): void {
  for (const file of projectFiles()) {
    const destination = path.join(target, file);
    fs.mkdirSync(path.dirname(destination), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), destination);
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(target, 'node_modules'), 'dir');
  fs.symlinkSync(path.join(ROOT, 'build'), path.join(target, 'build'), 'dir');
}

type Found = { naam: string; cf_brin_locatienr: string; postcode: string | null };

describe('a fresh copy of the repository, with nothing beside it', () => {
  let outside: string;
  let server: ServerProcess;

  beforeAll(async () => {
    outside = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-fresh-'));
    const project = path.join(outside, 'site');
    copyProject(project);
    const dataDir = path.join(project, 'data');
    const port = await freePort();
    server = await startServerProcess({
      port,
      cwd: project,
      logFile: path.join(outside, 'server.log'),
      env: { DATA_DIR: dataDir, SCHOOLS_FILE: undefined, DATABASE_URL: undefined, LOG_LEVEL: 'info' },
    });
  });

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    fs.rmSync(outside, { recursive: true, force: true });
  });

  const search = async (query: string): Promise<Found[]> => {
    const response = await fetch(`${server.baseUrl}/api/school?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Found[];
  };

  it('imports the shipped DUO data at start and says where it came from', () => {
    const log = fs.readFileSync(path.join(outside, 'server.log'), 'utf8');
    expect(log).toContain('School finder: imported');
    expect(log).toContain('02.-alle-schoolvestigingen-basisonderwijs.csv');
    expect(log).not.toContain('No school data found');
    expect(fs.existsSync(path.join(outside, 'site', 'data', 'schools.json'))).toBe(true);
  });

  it('finds schools by postcode, by BRIN and by BRIN + vestiging', async () => {
    expect((await search('term=9306TC')).map((school) => school.naam)).toContain('BBS de Verwondering');
    expect((await search('term=32JK')).map((school) => school.cf_brin_locatienr)).toEqual(['32JK00']);
    expect((await search('term=03GR01')).map((school) => school.postcode)).toEqual(['7913 TR']);
  });

  it('lists a special school with sector=po, and no secondary school', async () => {
    // SO4 De Windroos is an SO school; Praktijk College Spijkenisse (PRO) and a HAVO/VWO location are secondary.
    expect((await search('term=01GF01&sector=po')).map((school) => school.naam)).toEqual(['SO4 De Windroos']);
    expect(await search('term=18VA01&sector=po')).toEqual([]);
    expect(await search('term=02AR01&sector=po')).toEqual([]);
    expect(await search('term=02AR01')).toHaveLength(1);
  });
});
