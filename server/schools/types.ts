/**
 * A school location as the school finder answers it (spec §3 fields, DESIGN.md "Server contract").
 * The RIO ids stay null until a RIO export is imported; address fields are null when a source lacks them.
 */
export type School = {
  naam: string;
  /** The 4-character BRIN, e.g. `03GR`. */
  instellingscode: string;
  /** The two-digit branch number: the last two characters of DUO's VESTIGINGSCODE. */
  vestigingscode: string;
  straatnaam: string | null;
  /** Number and suffix as DUO writes them: `13`, `3-A`, `1-3-5`. */
  huisnummer: string | null;
  /** Display form `1234 AB`. */
  postcode: string | null;
  plaatsnaam: string | null;
  onderwijsaanbiederid: string | null;
  onderwijsbestuurid: string | null;
  onderwijslocatiecode: string | null;
  /** instellingscode + vestigingscode, e.g. `03GR01`. */
  cf_brin_locatienr: string;
};

/** The field names of a school, in the order the API sends them. */
export const SCHOOL_FIELDS = [
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
  'cf_brin_locatienr',
] as const satisfies readonly (keyof School)[];

/** What kind of file an import source is. */
export type SourceKind = 'duo-csv' | 'geojson' | 'rio';

/** One file read by an import, as the snapshot records it. */
export type SourceSummary = {
  file: string;
  kind: SourceKind;
  /** School rows taken from the file (for RIO files: the rows read). */
  rows: number;
  /** Rows left out because a required field was missing or malformed. */
  skipped: number;
};

/** The normalized result of an import: what `DATA_DIR/schools.json` holds. */
export type SchoolSnapshot = {
  format: 'amn-schools';
  version: 1;
  createdAt: string;
  sources: SourceSummary[];
  schools: School[];
};
