import type { Table } from './text';
import type { IndexedSchool, SchoolSector } from './types';
import { clean, displayPostcode, splitVestigingscode } from './normalize';

/** The columns every DUO "alle (school)vestigingen" CSV has (BO, SBO/SO/VSO and VO alike). */
const REQUIRED = ['INSTELLINGSCODE', 'VESTIGINGSCODE', 'VESTIGINGSNAAM', 'POSTCODE'];

export function isDuoLocationTable(header: readonly string[]): boolean {
  return REQUIRED.every((name) => header.includes(name));
}

/** DUO's column that tells the kinds of its SBO/SO/VSO file apart (`SBO`, `SO`, `VSO`, `(V)SO`). */
const SPECIAL_KIND = 'SOORT PRIMAIR ONDERWIJS';
/** A column only DUO's secondary-school file has. */
const SECONDARY_STRUCTURE = 'ONDERWIJSSTRUCTUUR';

/**
 * The sector of a row: the VO file is secondary; in the SBO/SO/VSO file only VSO is (a `(V)SO` school
 * also teaches primary pupils); the BO file is primary.
 */
function sectorOf(record: Record<string, string>, header: readonly string[]): SchoolSector {
  if (header.includes(SECONDARY_STRUCTURE)) return 'vo';
  const kind = (record[SPECIAL_KIND] ?? '').trim().toUpperCase();
  return kind === 'VSO' ? 'vo' : 'po';
}

/**
 * The school locations of a DUO CSV: VESTIGINGSNAAM, the BRIN in INSTELLINGSCODE,
 * the branch from the last two characters of VESTIGINGSCODE, and the visiting address.
 * Rows without a name or a valid code are skipped and counted.
 */
export function schoolsFromDuoTable(table: Table): { schools: IndexedSchool[]; skipped: number } {
  const schools: IndexedSchool[] = [];
  let skipped = 0;
  for (const record of table.records) {
    const naam = clean(record.VESTIGINGSNAAM);
    const codes = splitVestigingscode(clean(record.INSTELLINGSCODE), clean(record.VESTIGINGSCODE));
    if (naam === null || codes === null) {
      skipped += 1;
      continue;
    }
    schools.push({
      naam,
      instellingscode: codes.instellingscode,
      vestigingscode: codes.vestigingscode,
      straatnaam: clean(record.STRAATNAAM),
      huisnummer: clean(record['HUISNUMMER-TOEVOEGING']),
      postcode: displayPostcode(record.POSTCODE),
      plaatsnaam: clean(record.PLAATSNAAM),
      onderwijsaanbiederid: null,
      onderwijsbestuurid: null,
      onderwijslocatiecode: null,
      cf_brin_locatienr: codes.instellingscode + codes.vestigingscode,
      sector: sectorOf(record, table.header),
      facts: {
        website: clean(record.INTERNETADRES),
        phone: clean(record.TELEFOONNUMMER),
        board: clean(record['BEVOEGD GEZAG NUMMER']),
      },
    });
  }
  return { schools, skipped };
}
