import fs from 'node:fs';
import path from 'node:path';
import {
  defaultSchoolSources,
  loadSchoolIndex,
  parseSchoolSources,
  resolveSourceFiles,
  schoolSourcesFromEnv,
} from '../load';
import { readSnapshot, writeSnapshot } from '../snapshot';
import { importSchools } from '../import';
import type { SchoolSnapshot } from '../types';
import { temporaryFolder, writeDuoFixtures } from './fixtures';

let folder: ReturnType<typeof temporaryFolder>;
let dataDir: string;
let sourceDir: string;
const log = { info: jest.fn(), warn: jest.fn() };

beforeEach(() => {
  folder = temporaryFolder();
  dataDir = path.join(folder.dir, 'data');
  sourceDir = path.join(folder.dir, 'duo');
  fs.mkdirSync(sourceDir);
  log.info.mockClear();
  log.warn.mockClear();
});
afterEach(() => folder.cleanup());

describe('SCHOOLS_FILE and the default sources', () => {
  it('reads one path or a comma-separated list, resolved; unset or blank is undefined', () => {
    expect(schoolSourcesFromEnv({ SCHOOLS_FILE: '/a/b.csv' })).toEqual(['/a/b.csv']);
    expect(schoolSourcesFromEnv({ SCHOOLS_FILE: ' /a/b.csv , /c/d.zip ,' })).toEqual(['/a/b.csv', '/c/d.zip']);
    expect(schoolSourcesFromEnv({ SCHOOLS_FILE: 'rel.csv' })).toEqual([path.resolve('rel.csv')]);
    expect(schoolSourcesFromEnv({})).toBeUndefined();
    expect(schoolSourcesFromEnv({ SCHOOLS_FILE: ' , ' })).toBeUndefined();
    expect(parseSchoolSources(null)).toBeUndefined();
    expect(parseSchoolSources('/x.zip')).toEqual(['/x.zip']);
  });

  it('defaults to the data shipped in the repository, nothing outside it', () => {
    expect(defaultSchoolSources('/srv/site')).toEqual(['/srv/site/server/schools/data']);
  });

  it('takes the shipped folder, never one beside the project', async () => {
    const root = path.join(folder.dir, 'project');
    const shipped = path.join(root, 'server', 'schools', 'data');
    fs.mkdirSync(shipped, { recursive: true });
    const beside = path.join(folder.dir, 'shared', 'data', 'schools');
    fs.mkdirSync(beside, { recursive: true });
    writeDuoFixtures(beside);
    expect((await resolveSourceFiles(undefined, root)).files).toEqual([]);
    const { csv, zip } = writeDuoFixtures(shipped);
    expect((await resolveSourceFiles(undefined, root)).files).toEqual([csv, zip]);
  });

  it('adds the default DUO files when given only RIO tables', async () => {
    const root = path.join(folder.dir, 'project');
    const own = path.join(root, 'server', 'schools', 'data');
    fs.mkdirSync(own, { recursive: true });
    const { csv, zip } = writeDuoFixtures(own);
    const rio = path.join(folder.dir, 'onderwijslocaties.csv');
    fs.writeFileSync(rio, 'ONDERWIJSLOCATIECODE\n100X001\n');
    expect((await resolveSourceFiles([rio], root)).files).toEqual([csv, zip, rio]);
  });
});

describe('the snapshot', () => {
  it('is written atomically: the complete file appears, no temporary file stays', async () => {
    const { csv, zip } = writeDuoFixtures(sourceDir);
    const { snapshot } = await importSchools([csv, zip], new Date());
    await writeSnapshot(dataDir, snapshot);
    expect(fs.readdirSync(dataDir)).toEqual(['schools.json']);
    expect(await readSnapshot(dataDir)).toEqual(snapshot);
  });

  it('replaces an older snapshot in one step', async () => {
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'schools.json'), 'old');
    await writeSnapshot(dataDir, { format: 'amn-schools', version: 3, createdAt: 'now', sources: [], schools: [] });
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'schools.json'), 'utf8'))).toMatchObject({
      format: 'amn-schools',
    });
    expect(fs.readdirSync(dataDir)).toEqual(['schools.json']);
  });

  it('stays as it was when writing a new one fails half-way', async () => {
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'schools.json'), 'previous');
    // A BigInt cannot be written as JSON: the write fails after the temporary file was opened.
    const empty: SchoolSnapshot = { format: 'amn-schools', version: 3, createdAt: 'now', sources: [], schools: [] };
    const unserializable = Object.assign(empty, { size: BigInt(1) });
    await expect(writeSnapshot(dataDir, unserializable)).rejects.toThrow(TypeError);
    expect(fs.readFileSync(path.join(dataDir, 'schools.json'), 'utf8')).toBe('previous');
    expect(fs.readdirSync(dataDir)).toEqual(['schools.json']);
  });

  it('is refused when it is not a snapshot or a school in it is malformed', async () => {
    fs.mkdirSync(dataDir);
    const file = path.join(dataDir, 'schools.json');
    fs.writeFileSync(file, JSON.stringify({ format: 'other' }));
    await expect(readSnapshot(dataDir)).rejects.toThrow('not a school snapshot');
    fs.writeFileSync(file, JSON.stringify({ format: 'amn-schools', version: 3, schools: [{ naam: 3 }] }));
    await expect(readSnapshot(dataDir)).rejects.toThrow('school 0 is malformed');
  });

  it('gives only the school fields, whatever else the file holds', async () => {
    fs.mkdirSync(dataDir);
    const extra = {
      naam: 'X',
      instellingscode: '01AB',
      vestigingscode: '00',
      cf_brin_locatienr: '01AB00',
      sector: 'po',
      secret: 'no',
    };
    const full = {
      straatnaam: null,
      huisnummer: null,
      postcode: null,
      plaatsnaam: null,
      onderwijsaanbiederid: null,
      onderwijsbestuurid: null,
      onderwijslocatiecode: null,
    };
    fs.writeFileSync(
      path.join(dataDir, 'schools.json'),
      JSON.stringify({ format: 'amn-schools', version: 3, schools: [{ ...full, ...extra }] }),
    );
    expect((await readSnapshot(dataDir))?.schools[0]).not.toHaveProperty('secret');
  });
});

describe('loadSchoolIndex', () => {
  it('imports the sources when there is no snapshot, and writes the snapshot', async () => {
    writeDuoFixtures(sourceDir);
    const index = await loadSchoolIndex({ dataDir, sources: [sourceDir], log, now: new Date() });
    expect(index.size).toBe(11);
    expect(index.search('9306 TC').map((school) => school.naam)).toEqual([
      'Kindcentrum De Wegwijzer',
      'Openbare Basisschool Het Mozaïek',
    ]);
    expect((await readSnapshot(dataDir))?.schools).toHaveLength(11);
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('imported 11 schools'));
  });

  it('loads from the snapshot at the next start, without the sources', async () => {
    writeDuoFixtures(sourceDir);
    await loadSchoolIndex({ dataDir, sources: [sourceDir], log, now: new Date() });
    fs.rmSync(sourceDir, { recursive: true });
    const index = await loadSchoolIndex({ dataDir, sources: [sourceDir], log, now: new Date() });
    expect(index.search('91dd').map((school) => school.cf_brin_locatienr)).toEqual(['91DD00', '91DD01']);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('warns and answers nothing when no source exists, and writes no snapshot', async () => {
    const missing = path.join(folder.dir, 'nowhere.csv');
    const index = await loadSchoolIndex({ dataDir, sources: [missing], log, now: new Date() });
    expect(index.size).toBe(0);
    expect(index.search('9306 TC')).toEqual([]);
    expect(log.warn).toHaveBeenCalledWith(`School data: ${missing} does not exist or cannot be read.`);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('No school data found'));
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('npm run schools:import'));
    expect(fs.existsSync(path.join(dataDir, 'schools.json'))).toBe(false);
  });

  it('warns when the default folders are empty too', async () => {
    const root = path.join(folder.dir, 'project');
    const index = await loadSchoolIndex({ dataDir, log, root, now: new Date() });
    expect(index.size).toBe(0);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining(path.join(root, 'server', 'schools', 'data')));
  });

  it('imports again over a snapshot of an earlier version (one without sectors)', async () => {
    writeDuoFixtures(sourceDir);
    fs.mkdirSync(dataDir);
    const school = {
      naam: 'Farel College',
      instellingscode: '92CC',
      vestigingscode: '00',
      cf_brin_locatienr: '92CC00',
      straatnaam: null,
      huisnummer: null,
      postcode: null,
      plaatsnaam: null,
      onderwijsaanbiederid: null,
      onderwijsbestuurid: null,
      onderwijslocatiecode: null,
    };
    fs.writeFileSync(
      path.join(dataDir, 'schools.json'),
      JSON.stringify({ format: 'amn-schools', version: 1, createdAt: 'then', sources: [], schools: [school] }),
    );
    const index = await loadSchoolIndex({ dataDir, sources: [sourceDir], log, now: new Date() });
    expect(index.size).toBe(11);
    expect(index.sectorOf('92CC05')).toBe('vo');
    expect((await readSnapshot(dataDir))?.version).toBe(3);
  });

  it('imports again over an unreadable snapshot, with a warning', async () => {
    writeDuoFixtures(sourceDir);
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'schools.json'), '{"half":');
    const index = await loadSchoolIndex({ dataDir, sources: [sourceDir], log, now: new Date() });
    expect(index.size).toBe(11);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('cannot be used'));
    expect((await readSnapshot(dataDir))?.schools).toHaveLength(11);
  });

  it('still serves the import when the snapshot cannot be written', async () => {
    writeDuoFixtures(sourceDir);
    const blocked = path.join(folder.dir, 'file-not-folder');
    fs.writeFileSync(blocked, '');
    const index = await loadSchoolIndex({ dataDir: blocked, sources: [sourceDir], log, now: new Date() });
    expect(index.size).toBe(11);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('could not be written'));
  });
});
