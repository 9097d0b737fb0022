import type { Table } from './text';
import type { School } from './types';
import { clean, displayPostcode } from './normalize';

/**
 * DUO's RIO open-data exports (SOURCE.md "Gap: no RIO ids anywhere"): the tables that link a DUO
 * vestigingscode to its RIO onderwijslocatiecode, onderwijsaanbiederid and onderwijsbestuurid.
 */
export type RioTableKind =
  | 'locatie-vestiging'
  | 'aanbieder-instelling'
  | 'bestuur-aanbieder'
  | 'locatiegebruik'
  | 'locaties'
  | 'aanbieders'
  | 'besturen';

/** DUO's file names, most specific first (a name may carry a date suffix). */
const FILE_NAMES: readonly [string, RioTableKind][] = [
  ['relaties_onderwijslocatiegebruiken_vestigingserkenningen', 'locatie-vestiging'],
  ['relaties_onderwijsaanbieders_onderwijsinstellingserkenningen', 'aanbieder-instelling'],
  ['relaties_onderwijsbesturen_onderwijsaanbieders', 'bestuur-aanbieder'],
  ['onderwijslocatiegebruiken', 'locatiegebruik'],
  ['onderwijslocaties', 'locaties'],
  ['onderwijsaanbieders', 'aanbieders'],
  ['onderwijsbesturen', 'besturen'],
];

const LOCATIE = 'ONDERWIJSLOCATIECODE';
const AANBIEDER = 'ONDERWIJSAANBIEDERID';
const BESTUUR = 'ONDERWIJSBESTUURID';
const VESTIGING = 'VESTIGINGSCODE';
/** The BRIN of an onderwijsinstellingserkenning. */
const BRIN_COLUMNS = ['OIE_CODE', 'INSTELLINGSCODE'];
const END_COLUMNS = ['EINDDATUM', 'EINDDATUM_PERIODE', 'UITBEDRIJFDATUM'];

/** The columns each table needs; a table found by its columns alone is tried in this order. */
const REQUIRED: readonly [RioTableKind, readonly (string | readonly string[])[]][] = [
  ['locatie-vestiging', [LOCATIE, VESTIGING]],
  ['aanbieder-instelling', [AANBIEDER, BRIN_COLUMNS]],
  ['locatiegebruik', [LOCATIE, BESTUUR]],
  ['locaties', [LOCATIE]],
  ['bestuur-aanbieder', [BESTUUR, AANBIEDER]],
  ['aanbieders', [AANBIEDER]],
  ['besturen', [BESTUUR]],
];

const hasColumn = (header: readonly string[], column: string | readonly string[]) =>
  typeof column === 'string' ? header.includes(column) : column.some((name) => header.includes(name));

/** The RIO table a file is by DUO's file name (a date suffix is allowed), or null. */
export function rioKindByName(fileName: string): RioTableKind | null {
  const base = fileName.toLowerCase().replace(/^.*[\\/]/, '');
  return FILE_NAMES.find(([prefix]) => base.startsWith(prefix))?.[1] ?? null;
}

/** The RIO table a CSV is by its columns alone, or null. */
export function rioKindByColumns(header: readonly string[]): RioTableKind | null {
  return REQUIRED.find(([, columns]) => columns.every((column) => hasColumn(header, column)))?.[0] ?? null;
}

export function missingRioColumns(kind: RioTableKind, header: readonly string[]): string[] {
  const columns = REQUIRED.find(([name]) => name === kind)?.[1] ?? [];
  return columns.filter((column) => !hasColumn(header, column)).map((column) => [column].flat().join(' or '));
}

/** A DUO date (`2024-08-01`, `20240801` or `01-08-2024`) as `yyyy-mm-dd`, or null. */
function isoDate(value: string | undefined): string | null {
  const text = clean(value);
  if (text === null) return null;
  let match = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(text);
  if (match) return `${match[1]}-${match[2]}-${match[3]}`;
  match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/** A row is current when none of its end dates lies before today. */
function isCurrent(record: Record<string, string>, today: string): boolean {
  return END_COLUMNS.every((column) => {
    const end = isoDate(record[column]);
    return end === null || end >= today;
  });
}

type Address = Pick<School, 'straatnaam' | 'huisnummer' | 'postcode' | 'plaatsnaam'>;

/** The RIO tables of one import, reduced to the links the join needs. */
export class RioLinks {
  readonly locationsByVestiging = new Map<string, Set<string>>();
  /** A location-branch row that names its board directly, keyed `vestigingscode|locatiecode`. */
  readonly bestuurByVestigingLocation = new Map<string, string>();
  readonly besturenByLocation = new Map<string, Set<string>>();
  readonly aanbiedersByBrin = new Map<string, Set<string>>();
  readonly aanbiedersByBestuur = new Map<string, Set<string>>();
  readonly besturenByAanbieder = new Map<string, Set<string>>();
  readonly addressByLocation = new Map<string, Address>();
  /** The ids still in use, when their table was given (null: not given, so every id counts). */
  activeLocations: Set<string> | null = null;
  activeAanbieders: Set<string> | null = null;
  activeBesturen: Set<string> | null = null;
  tables = 0;

  constructor(private readonly today: string) {}

  /** Adds one RIO table; returns the number of current rows used. */
  add(kind: RioTableKind, table: Table): number {
    this.tables += 1;
    const current = table.records.filter((record) => isCurrent(record, this.today));
    const value = (record: Record<string, string>, columns: string | readonly string[]) =>
      [columns]
        .flat()
        .map((column) => clean(record[column])?.toUpperCase() ?? null)
        .find((found) => found !== null) ?? null;
    for (const record of current) {
      const locatie = value(record, LOCATIE);
      const aanbieder = value(record, AANBIEDER);
      const bestuur = value(record, BESTUUR);
      switch (kind) {
        case 'locatie-vestiging': {
          const vestiging = value(record, VESTIGING);
          if (!vestiging || !locatie) break;
          addTo(this.locationsByVestiging, vestiging, locatie);
          if (bestuur) this.bestuurByVestigingLocation.set(`${vestiging}|${locatie}`, bestuur);
          break;
        }
        case 'aanbieder-instelling': {
          const brin = value(record, BRIN_COLUMNS);
          if (brin && aanbieder) addTo(this.aanbiedersByBrin, brin, aanbieder);
          break;
        }
        case 'bestuur-aanbieder':
          if (bestuur && aanbieder) {
            addTo(this.aanbiedersByBestuur, bestuur, aanbieder);
            addTo(this.besturenByAanbieder, aanbieder, bestuur);
          }
          break;
        case 'locatiegebruik':
          if (locatie && bestuur) addTo(this.besturenByLocation, locatie, bestuur);
          break;
        case 'locaties':
          if (!locatie) break;
          (this.activeLocations ??= new Set()).add(locatie);
          this.addressByLocation.set(locatie, {
            straatnaam: clean(record.STRAATNAAM),
            huisnummer:
              [clean(record.HUISNUMMER), clean(record.HUISLETTER), clean(record.HUISNUMMERTOEVOEGING)]
                .filter(Boolean)
                .join('-') || null,
            postcode: displayPostcode(record.POSTCODE),
            plaatsnaam: clean(record.PLAATSNAAM),
          });
          break;
        case 'aanbieders':
          if (aanbieder) (this.activeAanbieders ??= new Set()).add(aanbieder);
          break;
        case 'besturen':
          if (bestuur) (this.activeBesturen ??= new Set()).add(bestuur);
          break;
      }
    }
    // A table of entities given without any current row still means: none of its ids is in use.
    if (kind === 'locaties') this.activeLocations ??= new Set();
    if (kind === 'aanbieders') this.activeAanbieders ??= new Set();
    if (kind === 'besturen') this.activeBesturen ??= new Set();
    return current.length;
  }
}

function addTo(map: Map<string, Set<string>>, key: string, value: string) {
  const set = map.get(key);
  if (set) set.add(value);
  else map.set(key, new Set([value]));
}

const active = (ids: Iterable<string> | undefined, allowed: Set<string> | null) =>
  new Set([...(ids ?? [])].filter((id) => allowed === null || allowed.has(id)));

const only = (ids: Set<string>) => (ids.size === 1 ? [...ids][0] : null);

const intersect = (ids: Set<string>, keep: (id: string) => boolean) => {
  const kept = new Set([...ids].filter(keep));
  return kept.size > 0 ? kept : ids;
};

/**
 * Fills the RIO ids of each school from the links. A branch used at several current locations becomes
 * one row per location (the spec's unique key includes onderwijslocatiecode), each with that
 * location's RIO address when known. An id stays null when the links do not name exactly one.
 */
export function applyRio<T extends School>(schools: readonly T[], links: RioLinks): T[] {
  return schools.flatMap((school) => {
    const locations = [...active(links.locationsByVestiging.get(school.cf_brin_locatienr), links.activeLocations)];
    locations.sort();
    const ofLocation = (locatie: string | null): T => {
      let besturen = new Set<string>();
      if (locatie !== null) {
        const named = links.bestuurByVestigingLocation.get(`${school.cf_brin_locatienr}|${locatie}`);
        besturen = active(named ? [named] : links.besturenByLocation.get(locatie), links.activeBesturen);
      }
      let aanbieders = active(links.aanbiedersByBrin.get(school.instellingscode), links.activeAanbieders);
      if (aanbieders.size > 1 && besturen.size > 0) {
        aanbieders = intersect(aanbieders, (id) =>
          [...(links.besturenByAanbieder.get(id) ?? [])].some((bestuur) => besturen.has(bestuur)),
        );
      }
      const soleBestuur = only(besturen);
      if (aanbieders.size === 0 && soleBestuur !== null) {
        aanbieders = active(links.aanbiedersByBestuur.get(soleBestuur), links.activeAanbieders);
      }
      const aanbieder = only(aanbieders);
      if (aanbieder !== null) {
        const ofAanbieder = active(links.besturenByAanbieder.get(aanbieder), links.activeBesturen);
        if (besturen.size === 0) besturen = ofAanbieder;
        else if (besturen.size > 1) besturen = intersect(besturen, (id) => ofAanbieder.has(id));
      }
      const address = locations.length > 1 && locatie !== null ? links.addressByLocation.get(locatie) : undefined;
      return {
        ...school,
        ...address,
        onderwijsaanbiederid: aanbieder,
        onderwijsbestuurid: only(besturen),
        onderwijslocatiecode: locatie,
      };
    };
    return locations.length === 0 ? [ofLocation(null)] : locations.map(ofLocation);
  });
}
