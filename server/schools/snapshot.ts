import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SCHOOL_FIELDS, SCHOOL_SECTORS, SNAPSHOT_VERSION, type IndexedSchool, type SchoolSnapshot } from './types';

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

const isFacts = (value: unknown) =>
  value === undefined ||
  (typeof value === 'object' &&
    value !== null &&
    (['website', 'phone', 'board'] as const).every((key) => {
      const field = (value as Record<string, unknown>)[key];
      return field === null || typeof field === 'string';
    }));

const isSchool = (value: unknown): value is IndexedSchool => {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    SCHOOL_FIELDS.every((field) => record[field] === null || typeof record[field] === 'string') &&
    typeof record.naam === 'string' &&
    typeof record.instellingscode === 'string' &&
    typeof record.vestigingscode === 'string' &&
    typeof record.cf_brin_locatienr === 'string' &&
    (SCHOOL_SECTORS as readonly unknown[]).includes(record.sector) &&
    isFacts(record.facts)
  );
};

/** Reads `DATA_DIR/schools.json`; null when there is none. Throws when the file is not a snapshot. */
export async function readSnapshot(dataDir: string): Promise<SchoolSnapshot | null> {
  let text: string;
  try {
    text = await fs.readFile(snapshotPath(dataDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const data = JSON.parse(text) as Partial<SchoolSnapshot>;
  if (data.format !== 'amn-schools' || data.version !== SNAPSHOT_VERSION || !Array.isArray(data.schools)) {
    throw new Error('not a school snapshot of this version');
  }
  const bad = data.schools.findIndex((school) => !isSchool(school));
  if (bad !== -1) throw new Error(`school ${bad} is malformed`);
  // Only the known fields, so a hand-edited snapshot cannot add fields to the API answer.
  const schools = data.schools.map(
    (school) =>
      ({
        ...Object.fromEntries(SCHOOL_FIELDS.map((field) => [field, school[field]])),
        sector: school.sector,
        ...(school.facts
          ? { facts: { website: school.facts.website, phone: school.facts.phone, board: school.facts.board } }
          : {}),
      }) as IndexedSchool,
  );
  return { ...(data as SchoolSnapshot), schools };
}
