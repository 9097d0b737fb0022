import { sortSchools } from './order';
import { foldForSearch, postcodeKey, searchWords } from './normalize';
import { siteDomain } from './school-domains';
import { isOnSharedDomain, sharedSiteDomains } from './shared-sites';
import {
  NO_FACTS,
  SCHOOL_SECTORS,
  type IndexedSchool,
  type School,
  type SchoolFacts,
  type SchoolSector,
} from './types';

/** The most results one search answers with. */
export const MAX_RESULTS = 50;

/** Name and place keys are cut to this length; longer terms are cut the same way. */
const MAX_KEY_LENGTH = 40;
/** A name search needs at least this many letters or digits. */
const MIN_NAME_TERM = 4;
/** Up to this many matching keys, a name search sorts them; beyond, it stamps them (see searchNames). */
const SORT_LIMIT = 256;

const POSTCODE_TERM = /^\d{4}[A-Z]{2}$/;
const BRIN_TERM = /^\d{2}[A-Z0-9]{2}$/;
const BRANCH_TERM = /^\d{2}[A-Z0-9]{2}\d{2}$/;
const POSTCODE_AREA_TERM = /^\d{4}$/;

const EMPTY: readonly School[] = Object.freeze([]);

function group(
  schools: readonly IndexedSchool[],
  keyOf: (school: School) => string | null,
): Map<string, readonly School[]> {
  const groups = new Map<string, School[]>();
  for (const school of schools) {
    const key = keyOf(school);
    if (key === null) continue;
    const list = groups.get(key);
    if (list) list.push(school);
    else groups.set(key, [school]);
  }
  // Each answer is a frozen slice made once: a lookup allocates nothing.
  const frozen = new Map<string, readonly School[]>();
  for (const [key, list] of groups) frozen.set(key, Object.freeze(list.slice(0, MAX_RESULTS)));
  return frozen;
}

/**
 * The in-memory school finder. Postcode, BRIN and BRIN+vestiging lookups are Map hits on answers
 * built at load time. Two additions to the contract for terms that are none of those:
 * - four digits (`1234`): the schools of that postcode area;
 * - any other term: schools whose name or place has a word starting with it, or whose name runs
 *   on into its place (`Compositie Almere`), spaces and accents ignored (`wegwijzer`, `De Wegwijzer` and `DeWegwijzer` all find "Kindcentrum De Wegwijzer"),
 *   by binary search in a sorted key list.
 * Every answer is sorted by name and holds at most MAX_RESULTS schools. A search for one sector
 * answers from an index of that sector's schools alone, so its 50 are all of that sector.
 */
export class SchoolIndex {
  readonly size: number;
  private readonly sectors = new Map<SchoolSector, SchoolIndex>();
  private readonly sectorByBranch = new Map<string, SchoolSector>();
  private readonly factsByBranch = new Map<string, SchoolFacts>();
  /** The web-address domains that are no one school's, decided once over the whole file. */
  private readonly sharedSites: ReadonlySet<string>;
  private readonly byPostcode: Map<string, readonly School[]>;
  private readonly byPostcodeArea: Map<string, readonly School[]>;
  private readonly byBrin: Map<string, readonly School[]>;
  private readonly byBranch: Map<string, readonly School[]>;
  private readonly schools: readonly IndexedSchool[];
  /** Sorted word-start keys of names and places, and the position of each key's school in `schools`. */
  private readonly keys: string[];
  private readonly keySchool: Int32Array;
  /** Per school, the number of the last long name search that matched it (no clearing between searches). */
  private readonly stamps: Uint32Array;
  private stamp = 0;

  constructor(schools: readonly IndexedSchool[], { sectors = true }: { sectors?: boolean } = {}) {
    // The facts are looked up by code (factsOf), never part of a search's answer.
    this.sharedSites = sharedSiteDomains(schools);
    for (const school of schools) {
      if (!school.facts) continue;
      const domain = siteDomain(school.facts.website);
      const sharedSite = domain !== null && isOnSharedDomain(domain, this.sharedSites);
      this.factsByBranch.set(school.cf_brin_locatienr.toUpperCase(), { ...school.facts, sharedSite });
    }
    const sorted = sortSchools(schools.map(({ facts: _facts, ...school }) => school));
    this.schools = sorted;
    this.size = sorted.length;
    this.byPostcode = group(sorted, (school) => postcodeKey(school.postcode));
    this.byPostcodeArea = group(sorted, (school) => postcodeKey(school.postcode)?.slice(0, 4) ?? null);
    this.byBrin = group(sorted, (school) => school.instellingscode.toUpperCase());
    this.byBranch = group(sorted, (school) => school.cf_brin_locatienr.toUpperCase());

    const entries: [string, number][] = [];
    sorted.forEach((school, position) => {
      const seen = new Set<string>();
      // Name and place as one text: a term may run from the name into the place ('Compositie Almere').
      for (const text of [`${school.naam} ${school.plaatsnaam ?? ''}`]) {
        const words = searchWords(text);
        for (let start = 0; start < words.length; start += 1) {
          const key = words.slice(start).join('').slice(0, MAX_KEY_LENGTH);
          if (!seen.has(key)) {
            seen.add(key);
            entries.push([key, position]);
          }
        }
      }
    });
    entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    this.keys = entries.map(([key]) => key);
    this.keySchool = Int32Array.from(entries, ([, position]) => position);
    this.stamps = new Uint32Array(sorted.length);

    for (const school of sorted) {
      this.sectorByBranch.set(school.cf_brin_locatienr.toUpperCase(), school.sector);
    }
    if (sectors) {
      for (const sector of SCHOOL_SECTORS) {
        const ofSector = sorted.filter((school) => school.sector === sector);
        this.sectors.set(sector, new SchoolIndex(ofSector, { sectors: false }));
      }
    }
  }

  /** The sector of a location (BRIN + vestiging, `03GR01`), or null when the index does not know it. */
  sectorOf(brinLocation: string): SchoolSector | null {
    return this.sectorByBranch.get(brinLocation.toUpperCase()) ?? null;
  }

  /**
   * DUO's web address, phone and board of a location (`03GR01`), and whether its web address's domain
   * is shared; all null when the index does not know them.
   */
  factsOf(brinLocation: string): SchoolFacts {
    return this.factsByBranch.get(brinLocation.toUpperCase()) ?? NO_FACTS;
  }

  /** Whether an address's domain is on (or above) a web-address domain that several schools or boards share. */
  isSharedDomain(domain: string): boolean {
    return isOnSharedDomain(domain, this.sharedSites);
  }

  /** The school of a location (`03GR01`) as the finder answers it: one per RIO location, none when unknown. */
  locationsOf(brinLocation: string): readonly School[] {
    return this.byBranch.get(brinLocation.toUpperCase()) ?? EMPTY;
  }

  static empty(): SchoolIndex {
    return new SchoolIndex([]);
  }

  /** The schools a search term finds, of one sector when given (the caller has checked its length). */
  search(term: string, sector?: SchoolSector): readonly School[] {
    if (sector) return this.sectors.get(sector)?.search(term) ?? EMPTY;
    const compact = term.replace(/\s+/g, '').toUpperCase();
    if (POSTCODE_TERM.test(compact)) return this.byPostcode.get(compact) ?? EMPTY;
    if (BRANCH_TERM.test(compact)) return this.byBranch.get(compact) ?? EMPTY;
    if (BRIN_TERM.test(compact)) {
      const branches = this.byBrin.get(compact);
      if (branches) return branches;
      if (POSTCODE_AREA_TERM.test(compact)) return this.byPostcodeArea.get(compact) ?? EMPTY;
      return EMPTY;
    }
    return this.searchNames(foldForSearch(term).slice(0, MAX_KEY_LENGTH));
  }

  private searchNames(prefix: string): readonly School[] {
    if (prefix.length < MIN_NAME_TERM) return EMPTY;
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.keys[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    let end = low;
    while (end < this.keys.length && this.keys[end].startsWith(prefix)) end += 1;
    if (end === low) return EMPTY;
    // Positions are ranks in name order, so the smallest ones are the first results. A short range
    // is sorted; a long one ("scho": thousands of keys) is stamped and the stamps read in order.
    if (end - low <= SORT_LIMIT) {
      const positions = Array.from(this.keySchool.subarray(low, end)).sort((a, b) => a - b);
      const results: School[] = [];
      for (let index = 0; index < positions.length && results.length < MAX_RESULTS; index += 1) {
        if (index === 0 || positions[index] !== positions[index - 1]) results.push(this.schools[positions[index]]);
      }
      return results;
    }
    this.stamp = this.stamp === 0xffffffff ? 1 : this.stamp + 1;
    if (this.stamp === 1) this.stamps.fill(0);
    for (let index = low; index < end; index += 1) this.stamps[this.keySchool[index]] = this.stamp;
    const results: School[] = [];
    for (let position = 0; position < this.schools.length && results.length < MAX_RESULTS; position += 1) {
      if (this.stamps[position] === this.stamp) results.push(this.schools[position]);
    }
    return results;
  }
}
