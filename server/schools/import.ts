import fs from 'node:fs/promises';
import path from 'node:path';
import { isDuoLocationTable, schoolsFromDuoTable } from './duo-csv';
import { readGeoJsonFile } from './geojson';
import { applyRio, missingRioColumns, RioLinks, rioKindByColumns, rioKindByName } from './rio';
import { decodeText, parseTable } from './text';
import { sortSchools } from './order';
import { SNAPSHOT_VERSION, type IndexedSchool, type SchoolSnapshot, type SourceSummary } from './types';
import { errorMessage } from '../errors';

/** File names an import looks at when it is given a folder. */
const DATA_FILE = /\.(csv|zip|geojson|json)$/i;

/** The data files a source stands for: the file itself, or the data files directly in a folder (sorted). */
export async function expandSource(source: string): Promise<string[]> {
  const stat = await fs.stat(source);
  if (!stat.isDirectory()) return [source];
  const names = (await fs.readdir(source)).filter((name) => DATA_FILE.test(name)).sort();
  return names.map((name) => path.join(source, name));
}

export type ImportResult = {
  snapshot: SchoolSnapshot;
  /** Files that could not be used, each with the reason (the import goes on without them). */
  problems: string[];
};

type ReadFile =
  { kind: 'schools'; summary: SourceSummary; schools: IndexedSchool[] } | { kind: 'rio'; summary: SourceSummary };

/**
 * Imports school locations from DUO files (BO/SO/VO CSVs, the edugis GeoJSON zip) and, when given,
 * a RIO export. Rows of a DUO CSV replace GeoJSON rows of the same location (the CSVs are newer);
 * between files of one kind, the later file wins. The result is sorted by name.
 */
export async function importSchools(files: readonly string[], now: Date): Promise<ImportResult> {
  const problems: string[] = [];
  // A RIO row counts while it runs on this (UTC) day.
  const links = new RioLinks(now.toISOString().slice(0, 10));
  const read: ReadFile[] = [];
  for (const file of files) {
    try {
      const result = await readSource(file, links);
      if (result) read.push(result);
      else problems.push(`${path.basename(file)}: not a DUO school file or RIO table`);
    } catch (error) {
      problems.push(`${path.basename(file)}: ${errorMessage(error)}`);
    }
  }
  // GeoJSON first, so the newer DUO CSV rows overwrite them.
  const byCode = new Map<string, IndexedSchool>();
  const ordered = [...read].sort((a, b) => rank(a) - rank(b));
  for (const entry of ordered) {
    if (entry.kind === 'schools') for (const school of entry.schools) byCode.set(school.cf_brin_locatienr, school);
  }
  let schools = [...byCode.values()];
  if (links.tables > 0) schools = applyRio(schools, links);
  schools = sortSchools(schools);
  return {
    snapshot: {
      format: 'amn-schools',
      version: SNAPSHOT_VERSION,
      createdAt: now.toISOString(),
      sources: read.map((entry) => entry.summary),
      schools,
    },
    problems,
  };
}

const rank = (entry: ReadFile) => (entry.summary.kind === 'geojson' ? 0 : entry.summary.kind === 'duo-csv' ? 1 : 2);

async function readSource(file: string, links: RioLinks): Promise<ReadFile | null> {
  const name = path.basename(file);
  if (/\.(zip|geojson|json)$/i.test(name)) {
    const { schools, skipped } = await readGeoJsonFile(file);
    return { kind: 'schools', schools, summary: { file: name, kind: 'geojson', rows: schools.length, skipped } };
  }
  if (!/\.csv$/i.test(name)) return null;
  const table = parseTable(decodeText(await fs.readFile(file)));
  // A DUO RIO file name decides first; then the columns: a DUO location list, else a RIO table.
  const namedKind = rioKindByName(name);
  if (namedKind === null && isDuoLocationTable(table.header)) {
    const { schools, skipped } = schoolsFromDuoTable(table);
    return { kind: 'schools', schools, summary: { file: name, kind: 'duo-csv', rows: schools.length, skipped } };
  }
  const rioKind = namedKind ?? rioKindByColumns(table.header);
  if (rioKind === null) return null;
  const missing = missingRioColumns(rioKind, table.header);
  if (missing.length > 0) throw new Error(`RIO table ${rioKind} lacks the column ${missing.join(', ')}`);
  const rows = links.add(rioKind, table);
  return { kind: 'rio', summary: { file: name, kind: 'rio', rows, skipped: table.records.length - rows } };
}
