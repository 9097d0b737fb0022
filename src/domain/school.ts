import { isRecord } from './values';

/**
 * A school as the finder returns it and the registration payloads carry it.
 *
 * Nullability: the DUO open data has no RIO ids, so `onderwijsaanbiederid`, `onderwijsbestuurid` and
 * `onderwijslocatiecode` are `null` until a RIO export is imported. The address fields are `null` where
 * DUO leaves them empty. A school found by the finder always has `naam`, `instellingscode` (4-character
 * BRIN) and `vestigingscode` (two-digit branch number).
 */
export type School = {
  naam: string;
  instellingscode: string;
  vestigingscode: string;
  straatnaam: string | null;
  huisnummer: string | null;
  postcode: string | null;
  plaatsnaam: string | null;
  onderwijsaanbiederid: string | null;
  onderwijsbestuurid: string | null;
  onderwijslocatiecode: string | null;
};

/** The keys of a school, in spec order. */
export const SCHOOL_KEYS = [
  'naam',
  'instellingscode',
  'vestigingscode',
  'straatnaam',
  'huisnummer',
  'postcode',
  'plaatsnaam',
  'onderwijsaanbiederid',
  'onderwijsbestuurid',
  'onderwijslocatiecode',
] as const satisfies readonly (keyof School)[];

/** The five ids that make a predefined school complete. */
const COMPLETE_KEYS = [
  'instellingscode',
  'vestigingscode',
  'onderwijsaanbiederid',
  'onderwijsbestuurid',
  'onderwijslocatiecode',
] as const;

type SchoolIds = Partial<Record<keyof School, string | null | undefined>>;

/** BRIN plus branch: '03GR' + '01' → '03GR01'. */
export function cf_brin_locatienr(school: Pick<SchoolIds, 'instellingscode' | 'vestigingscode'>): string {
  return `${school.instellingscode ?? ''}${school.vestigingscode ?? ''}`;
}

/**
 * A school with its derived cf_brin_locatienr: what the finder answers and what the
 * registration payloads carry.
 */
export type SchoolWithBrinLocation = School & {
  /** instellingscode + vestigingscode, e.g. `03GR01`. */
  cf_brin_locatienr: string;
};

/** The fields of a school plus cf_brin_locatienr, derived afresh; anything else is left out. */
export function withBrinLocation(school: Partial<School>): SchoolWithBrinLocation {
  const fields = Object.fromEntries(SCHOOL_KEYS.map((key) => [key, school[key] ?? null])) as School;
  return { ...fields, cf_brin_locatienr: cf_brin_locatienr(school) };
}

/** A predefined school is complete when all five ids are present; then the finder shows only that school. */
export function isCompletePredefinedSchool(school: SchoolIds | null | undefined): boolean {
  return !!school && COMPLETE_KEYS.every((key) => (school[key] ?? '').trim() !== '');
}

const SPACED_POSTCODE = /^(\d{4})\s+([A-Za-z]{2})$/;

/**
 * The finder's term: trimmed, and a postcode written with a space joined ('1234 AB' → '1234AB').
 * Any other term keeps its spaces: the words of a name and a place ('Compositie Almere') are
 * searched as words.
 */
export function schoolSearchTerm(raw: string): string {
  const trimmed = raw.trim();
  const postcode = SPACED_POSTCODE.exec(trimmed);
  return postcode ? `${postcode[1]}${postcode[2]}` : trimmed;
}

/** A sector a school search can be narrowed to: `po` is primary education, regular and special. */
export type SchoolSearchSector = 'po';
export const SCHOOL_SEARCH_SECTORS = ['po'] as const satisfies readonly SchoolSearchSector[];

/**
 * What a primary-education form says of a school that is not one (the finder found it only without
 * the sector, or the server knows the chosen location as secondary).
 */
export const notPrimarySchoolText = (helpdesk: string, phone: string) =>
  `Deze school is geen school voor primair onderwijs. Dit formulier is voor het basisonderwijs en (voortgezet) speciaal onderwijs. Vragen? Mail naar ${helpdesk} of bel ${phone}.`;

/**
 * The marker the server puts in a stored school whose name and address it took from its own DUO
 * index (`bron: 'duo'`). Never the browser's: the intake strips a sent one before it looks the school up.
 */
export const SCHOOL_SOURCE_KEY = 'bron';
export const DUO_SOURCE = 'duo';

/**
 * The school's name of a stored submission, only when it came from the index (DUO): a name a visitor
 * typed (by hand, or with codes the index does not know) is null. For texts that must carry nothing
 * a visitor wrote, such as a mail's subject.
 */
export function indexedSchoolName(values: unknown): string | null {
  if (!isRecord(values) || !isRecord(values.school)) return null;
  const { school } = values;
  if (school[SCHOOL_SOURCE_KEY] !== DUO_SOURCE) return null;
  return typeof school.naam === 'string' && school.naam.trim() ? school.naam.trim() : null;
}
