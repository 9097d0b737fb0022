import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../load';
import { temporaryFolder, writeDuoFixtures } from './fixtures';

/** Runs `npm run schools:import -- ARGS` the way npm does: node with tsx, in the project root. */
function runImport(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/schools-import.ts', ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, SCHOOLS_FILE: '', ...env },
    encoding: 'utf8',
  });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

let folder: ReturnType<typeof temporaryFolder>;
beforeEach(() => {
  folder = temporaryFolder();
});
afterEach(() => folder.cleanup());

describe('npm run schools:import', () => {
  it('imports the given files into DATA_DIR/schools.json and says what it read', () => {
    const { csv, zip } = writeDuoFixtures(folder.dir);
    const dataDir = path.join(folder.dir, 'data');
    const { status, out } = runImport([csv, zip], { DATA_DIR: dataDir });
    expect(status).toBe(0);
    expect(out).toContain('02.-alle-schoolvestigingen-basisonderwijs.csv: duo-csv, 7 rows, 1 skipped');
    expect(out).toContain('scholen20241122.geo.zip: geojson, 4 rows');
    expect(out).toContain(`11 schools (0 with RIO ids) written to ${path.join(dataDir, 'schools.json')}.`);
    const snapshot = JSON.parse(fs.readFileSync(path.join(dataDir, 'schools.json'), 'utf8'));
    expect(snapshot.schools).toHaveLength(11);
  }, 30_000);

  it('resolves relative paths from where the command was typed (INIT_CWD)', () => {
    writeDuoFixtures(folder.dir);
    const dataDir = path.join(folder.dir, 'data');
    const { status } = runImport(['.'], { DATA_DIR: dataDir, INIT_CWD: folder.dir });
    expect(status).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'schools.json'))).toBe(true);
  }, 30_000);

  it('fails with a message and writes nothing when no file holds schools', () => {
    const dataDir = path.join(folder.dir, 'data');
    const missing = path.join(folder.dir, 'missing.csv');
    const { status, err } = runImport([missing], { DATA_DIR: dataDir });
    expect(status).toBe(1);
    expect(err).toContain(`Warning: ${missing} does not exist or cannot be read.`);
    expect(err).toContain('No school data found');
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 30_000);
});
