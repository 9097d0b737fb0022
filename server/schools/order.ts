import type { School } from './types';

/** Accents, case and punctuation ignored: "’t Palet", "'t Palet" and "T PALET" sort together. */
function sortText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Sorts by name, then place, then code and location: the order search results are listed in.
 * The sort keys are computed once per school (a locale collator per comparison is several times slower).
 */
export function sortSchools<T extends School>(schools: readonly T[]): T[] {
  const keyed = schools.map((school) => ({
    school,
    naam: sortText(school.naam),
    plaats: sortText(school.plaatsnaam ?? ''),
    location: school.onderwijslocatiecode ?? '',
  }));
  keyed.sort(
    (a, b) =>
      compare(a.naam, b.naam) ||
      compare(a.plaats, b.plaats) ||
      compare(a.school.cf_brin_locatienr, b.school.cf_brin_locatienr) ||
      compare(a.location, b.location),
  );
  return keyed.map(({ school }) => school);
}
