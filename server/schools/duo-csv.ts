import type { Table } from './text';
import type { School } from './types';
import { clean, displayPostcode, splitVestigingscode } from './normalize';

/** The columns every DUO "alle (school)vestigingen" CSV has (BO, SBO/SO/VSO and VO alike). */
const REQUIRED = ['INSTELLINGSCODE', 'VESTIGINGSCODE', 'VESTIGINGSNAAM', 'POSTCODE'];

export function isDuoLocationTable(header: readonly string[]): boolean {
  return REQUIRED.every((name) => header.includes(name));
}

/**
 * The school locations of a DUO CSV (SOURCE.md §1): VESTIGINGSNAAM, the BRIN in INSTELLINGSCODE,
 * the branch from the last two characters of VESTIGINGSCODE, and the visiting address.
 * Rows without a name or a valid code are skipped and counted.
 */
export function schoolsFromDuoTable(table: Table): { schools: School[]; skipped: number } {
  const schools: School[] = [];
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
    });
  }
  return { schools, skipped };
}
