import type { SchoolResult } from '../../src/domain/api';
import { SCHOOL_KEYS } from '../../src/domain/school';

/**
 * A school location as the school finder answers it: the domain's school fields with the
 * derived cf_brin_locatienr, as the API contract gives it. The RIO ids stay null until a RIO export is
 * imported; address fields are null when a source lacks them. Sources write `vestigingscode` as the
 * last two characters of DUO's VESTIGINGSCODE, `huisnummer` as DUO does (`13`, `3-A`) and `postcode`
 * in its display form `1234 AB`.
 */
export type School = SchoolResult;

/** The field names of a school, in the order the API sends them. */
export const SCHOOL_FIELDS = [...SCHOOL_KEYS, 'cf_brin_locatienr'] as const satisfies readonly (keyof School)[];

/**
 * The sector of a school location, for forms that are for one sector only. `po`: regular primary
 * schools (basisschool), special primary schools (SBAO) and special schools that teach primary pupils
 * (SO, (V)SO); `vo`: secondary schools, VSO and practical education (PRO).
 */
export type SchoolSector = 'po' | 'vo';

export const SCHOOL_SECTORS = ['po', 'vo'] as const satisfies readonly SchoolSector[];

/**
 * What DUO says about who a school is, never sent by the finder: its web address (`INTERNETADRES`),
 * phone number and board (`BEVOEGD GEZAG NUMMER`), as the snapshot keeps them. Null where the
 * source has none (the GeoJSON rows).
 */
export type DuoFacts = { website: string | null; phone: string | null; board: string | null };

/**
 * A school's DUO facts as the index answers them (`factsOf`): with `sharedSite`, whether its web
 * address's domain is shared (schools of several boards on it, or several schools' sites on it by
 * path: `shared-sites.ts`). A registration is trusted when its contacts write from the school's own
 * domain (its web address's, unless shared) or one the helpdesk confirmed for the board; staff check
 * the others with the web address and phone beside them.
 */
export type SchoolFacts = DuoFacts & { sharedSite: boolean };

export const NO_FACTS: SchoolFacts = Object.freeze({ website: null, phone: null, board: null, sharedSite: false });

/** A school as the index and the snapshot hold it: the API's fields plus its sector and facts (never sent). */
export type IndexedSchool = School & { sector: SchoolSector; facts?: DuoFacts };

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

/** Raised whenever the snapshot's content changes meaning: an older `schools.json` is imported again. */
export const SNAPSHOT_VERSION = 3;

/** The normalized result of an import: what `DATA_DIR/schools.json` holds. */
export type SchoolSnapshot = {
  format: 'amn-schools';
  version: typeof SNAPSHOT_VERSION;
  createdAt: string;
  sources: SourceSummary[];
  schools: IndexedSchool[];
};
