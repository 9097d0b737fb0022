import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import { errorCode } from '../errors';
import { SCHOOL_SECTORS, SNAPSHOT_VERSION, type IndexedSchool, type SchoolSnapshot, type SourceSummary } from './types';

export const SNAPSHOT_FILE = 'schools.json';

export const snapshotPath = (dataDir: string) => path.join(dataDir, SNAPSHOT_FILE);

/**
 * Writes the snapshot atomically: a temporary file in the same folder, flushed to disk, then renamed
 * over `schools.json`, so a reader (or a crash) never sees half a file.
 */
export async function writeSnapshot(dataDir: string, snapshot: SchoolSnapshot): Promise<string> {
  await fs.mkdir(dataDir, { recursive: true });
  const target = snapshotPath(dataDir);
  const temporary = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const handle = await fs.open(temporary, 'wx');
    try {
      await handle.writeFile(JSON.stringify(snapshot));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, target);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
  return target;
}

const text = v.nullable(v.string());

/**
 * A school as the snapshot stores it, its fields in the order the API sends them. Only these fields
 * are kept, so a hand-edited snapshot cannot add fields to the API answer.
 */
const SNAPSHOT_SCHOOL = v.object({
  naam: v.string(),
  instellingscode: v.string(),
  vestigingscode: v.string(),
  straatnaam: text,
  huisnummer: text,
  postcode: text,
  plaatsnaam: text,
  onderwijsaanbiederid: text,
  onderwijsbestuurid: text,
  onderwijslocatiecode: text,
  cf_brin_locatienr: v.string(),
  sector: v.picklist(SCHOOL_SECTORS),
  facts: v.optional(v.object({ website: text, phone: text, board: text })),
}) satisfies v.GenericSchema<unknown, IndexedSchool>;

const SOURCE_SUMMARY = v.object({
  file: v.string(),
  kind: v.picklist(['duo-csv', 'geojson', 'rio']),
  rows: v.number(),
  skipped: v.number(),
}) satisfies v.GenericSchema<unknown, SourceSummary>;

/**
 * A snapshot of this version, its schools checked one by one. When it was made and from what is
 * only logged, so a snapshot without them (or with them damaged) is still used.
 */
const SNAPSHOT = v.object({
  format: v.literal('amn-schools'),
  version: v.literal(SNAPSHOT_VERSION),
  createdAt: v.fallback(v.string(), ''),
  sources: v.fallback(v.array(SOURCE_SUMMARY), []),
  schools: v.array(v.unknown()),
});

/** Reads `DATA_DIR/schools.json`; null when there is none. Throws when the file is not a snapshot. */
export async function readSnapshot(dataDir: string): Promise<SchoolSnapshot | null> {
  let content: string;
  try {
    content = await fs.readFile(snapshotPath(dataDir), 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
  const snapshot = v.safeParse(SNAPSHOT, JSON.parse(content));
  if (!snapshot.success) throw new Error('not a school snapshot of this version');
  const schools = snapshot.output.schools.map((entry, index) => {
    const school = v.safeParse(SNAPSHOT_SCHOOL, entry);
    if (!school.success) throw new Error(`school ${index} is malformed`);
    return school.output;
  });
  return { ...snapshot.output, schools };
}
