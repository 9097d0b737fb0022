import fs from 'node:fs/promises';
import path from 'node:path';
import { PROJECT_ROOT } from '../project-root';
import { expandSource, importSchools, type ImportResult } from './import';
import { rioKindByName } from './rio';
import { SchoolIndex } from './search-index';
import { readSnapshot, snapshotPath, writeSnapshot } from './snapshot';
import { errorMessage } from '../errors';

/** The part of a logger the loader uses (Fastify's logger and `console` both fit). */
export type SchoolLog = { info(message: string): void; warn(message: string): void };

export { PROJECT_ROOT };

/** The school data that ships with the product (DUO open data; see its SOURCE.md). */
export const SHIPPED_SCHOOLS_FOLDER = path.join('server', 'schools', 'data');

/** Where school data is looked for when SCHOOLS_FILE is unset: the data shipped in the repository. */
export function defaultSchoolSources(root: string = PROJECT_ROOT): string[] {
  return [path.join(root, SHIPPED_SCHOOLS_FOLDER)];
}

/** SCHOOLS_FILE from the environment (see parseSchoolSources). */
export function schoolSourcesFromEnv(env: NodeJS.ProcessEnv = process.env): string[] | undefined {
  return parseSchoolSources(env.SCHOOLS_FILE);
}

/** A SCHOOLS_FILE value: one path or a comma-separated list (files or folders); undefined when unset. */
export function parseSchoolSources(value: string | null | undefined): string[] | undefined {
  const list = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return list.length > 0 ? list.map((entry) => path.resolve(entry)) : undefined;
}

export type ResolvedSources = { files: string[]; problems: string[]; looked: string[] };

/**
 * The data files to import. Given sources: all of them (a missing one is a problem, not an error).
 * No sources: the first default folder that holds data files. Given only RIO tables (by DUO's file
 * names), the default DUO files are added, so a RIO export can be imported on its own.
 */
export async function resolveSourceFiles(
  sources: readonly string[] | undefined,
  root: string = PROJECT_ROOT,
): Promise<ResolvedSources> {
  const problems: string[] = [];
  const files: string[] = [];
  for (const source of sources ?? []) {
    try {
      files.push(...(await expandSource(source)));
    } catch {
      problems.push(`${source} does not exist or cannot be read`);
    }
  }
  const looked = [...(sources ?? [])];
  const onlyRio = files.length > 0 && files.every((file) => rioKindByName(path.basename(file)) !== null);
  if (files.length === 0 && sources?.length) return { files, problems, looked };
  if (files.length === 0 || onlyRio) {
    for (const folder of defaultSchoolSources(root)) {
      looked.push(folder);
      const found = await expandSource(folder).catch(() => []);
      if (found.length > 0) return { files: [...found, ...files], problems, looked };
    }
  }
  return { files, problems, looked };
}

/** The index of the last snapshot read, by file version: an app built again in one process reuses it. */
let lastSnapshot: { version: string; index: SchoolIndex } | null = null;
/** The index of each import result, for the same reason. */
const importedIndexes = new WeakMap<ImportResult, SchoolIndex>();

async function fileVersion(file: string): Promise<string> {
  const stat = await fs.stat(file);
  return `${path.resolve(file)}:${stat.size}:${stat.mtimeMs}`;
}

/** Imports already done in this process, by file list and file versions (tests build many apps). */
const imports = new Map<string, Promise<ImportResult>>();

async function importOnce(files: readonly string[], now: Date): Promise<ImportResult> {
  // The day is part of the key: which RIO rows are current depends on it.
  const key = [now.toISOString().slice(0, 10), ...(await Promise.all(files.map(fileVersion)))].join('\n');
  let result = imports.get(key);
  if (!result) {
    result = importSchools(files, now);
    imports.set(key, result);
    result.catch(() => imports.delete(key));
  }
  return result;
}

export type LoadSchoolIndexOptions = {
  /** Where `schools.json` lives (DATA_DIR). */
  dataDir: string;
  /** Files or folders to import when there is no snapshot (SCHOOLS_FILE); undefined: the defaults. */
  sources?: readonly string[];
  log: SchoolLog;
  /** The project root the default sources are relative to. */
  root?: string;
  /** The app's clock: the day an import reads RIO's current rows on. */
  now: Date;
};

/**
 * The school index for the server: from `DATA_DIR/schools.json` when it exists, else imported from
 * the sources (and the snapshot written for the next start). Missing or unusable data is a logged
 * warning and an empty index: the server starts and the finder answers with an empty list.
 */
export async function loadSchoolIndex({
  dataDir,
  sources,
  log,
  root,
  now,
}: LoadSchoolIndexOptions): Promise<SchoolIndex> {
  const snapshotFile = snapshotPath(dataDir);
  try {
    const version = await fileVersion(snapshotFile).catch(() => null);
    if (version !== null && lastSnapshot?.version === version) {
      log.info(`School finder: ${lastSnapshot.index.size} schools from ${snapshotFile}.`);
      return lastSnapshot.index;
    }
    const snapshot = await readSnapshot(dataDir);
    if (snapshot) {
      const index = new SchoolIndex(snapshot.schools);
      if (version !== null) lastSnapshot = { version, index };
      log.info(`School finder: ${index.size} schools from ${snapshotFile}.`);
      return index;
    }
  } catch (error) {
    log.warn(`School snapshot ${snapshotFile} cannot be used (${errorMessage(error)}); importing again.`);
  }

  const { files, problems, looked } = await resolveSourceFiles(sources, root);
  for (const problem of problems) log.warn(`School data: ${problem}.`);
  const hint =
    'The school finder answers with an empty list until school data is imported with "npm run schools:import -- FILE…" or SCHOOLS_FILE points to it.';
  if (files.length === 0) {
    log.warn(`No school data found (looked in: ${looked.join(', ')}). ${hint}`);
    return SchoolIndex.empty();
  }
  const result = await importOnce(files, now);
  for (const problem of result.problems) log.warn(`School data: ${problem}.`);
  const { schools } = result.snapshot;
  if (schools.length === 0) {
    log.warn(`No schools in ${files.join(', ')}. ${hint}`);
    return SchoolIndex.empty();
  }
  try {
    await writeSnapshot(dataDir, result.snapshot);
  } catch (error) {
    log.warn(`School snapshot ${snapshotFile} could not be written (${errorMessage(error)}).`);
  }
  const summary = result.snapshot.sources.map((source) => `${source.file} (${source.rows})`).join(', ');
  log.info(`School finder: imported ${schools.length} schools from ${summary}.`);
  let index = importedIndexes.get(result);
  if (!index) {
    index = new SchoolIndex(schools);
    importedIndexes.set(result, index);
  }
  return index;
}
