import fs from 'node:fs/promises';
import yauzl from 'yauzl';
import type { IndexedSchool, School, SchoolSector } from './types';
import { clean, displayPostcode, splitVestigingscode } from './normalize';
import { isRecord } from '../../src/domain/values';

/** The `type` edugis gives regular primary schools: those come from DUO's newer BO CSV instead. */
const PRIMARY_TYPE = 'basisschool';
/** The other types that teach primary pupils: special primary schools and special schools with primary classes. */
const SPECIAL_PRIMARY_TYPES = new Set(['SBAO', 'SO', '(V)SO']);

/** VSO, PRO and the VO structures (`VBO/MAVO`, `HAVO/VWO`, `BRUGJAAR`, …) are secondary. */
const sectorOf = (type: unknown): SchoolSector =>
  typeof type === 'string' && SPECIAL_PRIMARY_TYPES.has(type.trim()) ? 'po' : 'vo';

type FeatureProperties = {
  naam?: unknown;
  type?: unknown;
  straat?: unknown;
  huisnummer?: unknown;
  huisletter?: unknown;
  huisnummertoevoeging?: unknown;
  postcode?: unknown;
  plaats?: unknown;
  brin_nummer?: unknown;
  vestigingscode?: unknown;
};

const text = (value: unknown): string | null =>
  typeof value === 'string' ? clean(value) : typeof value === 'number' ? String(value) : null;

/** `197`, `197-B`, `12-A-2`: the BAG house number, letter and suffix in DUO's `HUISNUMMER-TOEVOEGING` style. */
function houseNumber(properties: FeatureProperties): string | null {
  const number = text(properties.huisnummer);
  if (number === null) return null;
  const letter = text(properties.huisletter)?.toUpperCase();
  const suffix = text(properties.huisnummertoevoeging);
  return [number, letter, suffix].filter(Boolean).join('-');
}

/** The leading house number, for ordering; rows without one sort last. */
function houseNumberValue(school: School): number {
  const number = Number.parseInt(school.huisnummer ?? '', 10);
  return Number.isNaN(number) ? Infinity : number;
}

/** Orders two rows of one location so the lowest house number wins (the file has one row per BAG address). */
function compareAddress(a: School, b: School): number {
  const [first, second] = [houseNumberValue(a), houseNumberValue(b)];
  if (first !== second) return first < second ? -1 : 1;
  return (a.huisnummer ?? '').localeCompare(b.huisnummer ?? '');
}

/**
 * The SBO, SO/VSO and VO locations of the edugis GeoJSON (DUO's files geocoded by edugis). Regular primary schools are
 * left out (DUO's 2026 BO CSV is newer); a vestigingscode listed more than once is kept once.
 */
export function schoolsFromGeoJson(json: unknown): { schools: IndexedSchool[]; skipped: number } {
  const features = isRecord(json) ? json.features : undefined;
  if (!Array.isArray(features)) throw new Error('not a GeoJSON FeatureCollection');
  const byCode = new Map<string, IndexedSchool>();
  let skipped = 0;
  for (const feature of features) {
    const found: unknown = isRecord(feature) ? feature.properties : undefined;
    const properties: FeatureProperties = isRecord(found) ? found : {};
    if (properties.type === PRIMARY_TYPE) continue;
    const naam = text(properties.naam);
    const codes = splitVestigingscode(text(properties.brin_nummer), text(properties.vestigingscode));
    if (naam === null || codes === null) {
      skipped += 1;
      continue;
    }
    const school: IndexedSchool = {
      naam,
      instellingscode: codes.instellingscode,
      vestigingscode: codes.vestigingscode,
      straatnaam: text(properties.straat),
      huisnummer: houseNumber(properties),
      postcode: displayPostcode(text(properties.postcode)),
      plaatsnaam: text(properties.plaats),
      onderwijsaanbiederid: null,
      onderwijsbestuurid: null,
      onderwijslocatiecode: null,
      cf_brin_locatienr: codes.instellingscode + codes.vestigingscode,
      sector: sectorOf(properties.type),
    };
    const seen = byCode.get(school.cf_brin_locatienr);
    if (!seen || compareAddress(school, seen) < 0) byCode.set(school.cf_brin_locatienr, school);
  }
  return { schools: [...byCode.values()], skipped };
}

/** The first `.json`/`.geojson` entry of a zip file, as text. */
export function readJsonFromZip(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (openError, zip) => {
      if (openError) return reject(openError);
      let found = false;
      zip.on('error', reject);
      zip.on('end', () => {
        if (!found) reject(new Error('the zip file holds no .json or .geojson file'));
      });
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!/\.(geo)?json$/i.test(entry.fileName)) return zip.readEntry();
        found = true;
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            zip.close();
            resolve(Buffer.concat(chunks).toString('utf8'));
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** Reads a `.zip` holding GeoJSON, or a plain `.geojson`/`.json` file. */
export async function readGeoJsonFile(file: string): Promise<{ schools: IndexedSchool[]; skipped: number }> {
  const source = /\.zip$/i.test(file) ? await readJsonFromZip(file) : await fs.readFile(file, 'utf8');
  return schoolsFromGeoJson(JSON.parse(source));
}
