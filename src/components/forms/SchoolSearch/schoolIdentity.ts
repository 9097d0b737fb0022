import type { School } from '@site/src/domain/school';

type Identity = Pick<School, 'instellingscode' | 'vestigingscode' | 'onderwijsaanbiederid' | 'onderwijslocatiecode'>;

/** The unique key of a school: instellingscode, vestigingscode, onderwijsaanbiederid, onderwijslocatiecode. */
export function schoolKey(school: Partial<Identity>): string {
  return [school.instellingscode, school.vestigingscode, school.onderwijsaanbiederid, school.onderwijslocatiecode]
    .map((part) => part ?? '')
    .join('|');
}

export function sameSchool(a: Partial<Identity> | null | undefined, b: Partial<Identity> | null | undefined): boolean {
  return !!a && !!b && schoolKey(a) === schoolKey(b);
}

/** 'Kerkstraat 1, 1234AB Nijmegen', leaving out what the data does not know. */
export function schoolAddress(school: Partial<School>): string {
  const street = [school.straatnaam, school.huisnummer].filter(Boolean).join(' ');
  const place = [school.postcode, school.plaatsnaam].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}

/** A predefined school as a full School: what the data leaves out is null. */
export function asSchool(school: Partial<School>): School {
  return {
    naam: school.naam ?? '',
    instellingscode: school.instellingscode ?? '',
    vestigingscode: school.vestigingscode ?? '',
    straatnaam: school.straatnaam ?? null,
    huisnummer: school.huisnummer ?? null,
    postcode: school.postcode ?? null,
    plaatsnaam: school.plaatsnaam ?? null,
    onderwijsaanbiederid: school.onderwijsaanbiederid ?? null,
    onderwijsbestuurid: school.onderwijsbestuurid ?? null,
    onderwijslocatiecode: school.onderwijslocatiecode ?? null,
  };
}
