/** The real DUO files the product ships in server/schools/data/ (its SOURCE.md says where they come from). */
import fs from 'node:fs';
import path from 'node:path';
import { importSchools } from '../import';
import { PROJECT_ROOT, SHIPPED_SCHOOLS_FOLDER } from '../load';
import { sortSchools } from '../order';
import { SchoolIndex } from '../search-index';
import { decodeText, parseTable } from '../text';
import type { SchoolSnapshot } from '../types';

const DATA = path.resolve(PROJECT_ROOT, SHIPPED_SCHOOLS_FOLDER);
const BO_CSV = path.join(DATA, '02.-alle-schoolvestigingen-basisonderwijs.csv');
const GEO_ZIP = path.join(DATA, 'scholen20241122.geo.zip');
describe('the real DUO files', () => {
  let snapshot: SchoolSnapshot;
  let index: SchoolIndex;

  beforeAll(async () => {
    const result = await importSchools([BO_CSV, GEO_ZIP], new Date());
    expect(result.problems).toEqual([]);
    snapshot = result.snapshot;
    index = new SchoolIndex(snapshot.schools);
  }, 60_000);

  it('reads all 6,122 BO rows of the 2026 CSV, 6,011 BRINs, none skipped', () => {
    expect(snapshot.sources[0]).toEqual({ file: path.basename(BO_CSV), kind: 'duo-csv', rows: 6122, skipped: 0 });
    const bo = parseTable(decodeText(fs.readFileSync(BO_CSV))).records;
    expect(new Set(bo.map((row) => row.INSTELLINGSCODE)).size).toBe(6011);
  });

  it('adds the 2,507 unique SBO, SO/VSO and VO locations of the zip (SOURCE.md: 266 + 622 + 1,619)', () => {
    expect(snapshot.sources[1]).toEqual({ file: path.basename(GEO_ZIP), kind: 'geojson', rows: 2507, skipped: 0 });
    expect(snapshot.schools).toHaveLength(6122 + 2507);
    expect(new Set(snapshot.schools.map((school) => school.cf_brin_locatienr)).size).toBe(snapshot.schools.length);
  });

  it.each(['Compositie Almere', 'OBS De Compositie'])(
    'finds OBS De Compositie in Almere by %p, as the finder sends it',
    (term) => {
      expect(index.search(term).map((school) => [school.naam, school.plaatsnaam])).toContainEqual([
        'OBS De Compositie',
        'ALMERE',
      ]);
    },
  );

  it('decodes windows-1252: ’ and accents, no replacement characters', () => {
    const names = snapshot.schools.map((school) => school.naam);
    expect(names.some((name) => name.includes('’'))).toBe(true);
    expect(names).toContain('Bûtensprong');
    expect(names.filter((name) => name.includes('\ufffd'))).toEqual([]);
  });

  it("keeps DUO's web address, phone and board of a school beside the index, never in an answer", () => {
    expect(index.factsOf('03WU00')).toEqual({
      website: 'www.ckcdewegwijzer.nl',
      phone: '0599671206',
      board: '32073',
      sharedSite: false,
    });
    expect(index.search('03WU00')[0]).not.toHaveProperty('facts');
  });

  it("marks nldata.nl's 15 schools of 3 boards and the 7 sites of two boards shared, no school's domain", () => {
    const shared = (domain: string) =>
      snapshot.schools.filter((school) => school.facts?.website?.toLowerCase().includes(domain));
    const nldata = shared('nldata.nl');
    expect(nldata).toHaveLength(15);
    expect(new Set(nldata.map((school) => school.facts?.board)).size).toBe(3);
    expect(nldata.every((school) => index.factsOf(school.cf_brin_locatienr).sharedSite)).toBe(true);
    const twoBoards = ['mauritsschool-tiel.nl', 'timotheusschool.nl', 'jvstolberg.nl', 'immanuelschool.nl'];
    for (const domain of [...twoBoards, 'bsp16hoven.nl', 'obshetgaljoen.nl']) {
      expect(index.isSharedDomain(domain)).toBe(true);
    }
    expect(index.isSharedDomain('ckcdewegwijzer.nl')).toBe(false);
    // 24 shared hosts: 18 carry several sites by path (nldata.nl among them), 6 more are one site of
    // two boards. 115 schools are on them, and 18 on a subdomain of one (`debron.sco-t.nl`).
    const sharedSchools = snapshot.schools.filter((school) => index.factsOf(school.cf_brin_locatienr).sharedSite);
    expect(sharedSchools).toHaveLength(133);
  });

  it('finds a school by its postcode, with or without space', () => {
    const expected = [
      {
        naam: 'BBS de Verwondering',
        instellingscode: '32JK',
        vestigingscode: '00',
        straatnaam: 'Melkweg',
        huisnummer: '13',
        postcode: '9306 TC',
        plaatsnaam: 'ALTEVEER GEM NOORDENVELD',
        onderwijsaanbiederid: null,
        onderwijsbestuurid: null,
        onderwijslocatiecode: null,
        cf_brin_locatienr: '32JK00',
        sector: 'po',
      },
    ];
    expect(index.search('9306 TC')).toEqual(expected);
    expect(index.search('9306tc')).toEqual(expected);
  });

  it('finds every branch of a BRIN, and one branch by BRIN + vestigingscode', () => {
    expect(index.search('03GR').map((school) => [school.naam, school.vestigingscode, school.postcode])).toEqual([
      ['Het Mozaiek', '00', '7913 RE'],
      ['Het Mozaiek', '01', '7913 TR'],
    ]);
    expect(index.search('04na00')).toEqual([
      expect.objectContaining({ naam: 'Algemeen Bijzondere basisschool "de Fluessen"' }),
    ]);
  });

  it('finds an SBO school and a VO location from the zip', () => {
    expect(index.search('12XR')).toEqual([
      expect.objectContaining({
        naam: 'Speciale School voor Basisonderwijs De Wissel',
        postcode: '4902 ZC',
        huisnummer: '18',
      }),
    ]);
    expect(index.search('25GL11')).toEqual([
      expect.objectContaining({ huisnummer: '2-A', postcode: '6827 BM', plaatsnaam: 'Arnhem' }),
    ]);
  });

  it('lists primary and special schools with sector=po, and no secondary school', () => {
    // SBAO, SO and (V)SO teach primary pupils: De Wissel (SBAO), De Windroos (SO), a (V)SO location.
    expect(index.search('12XR00', 'po')).toEqual([expect.objectContaining({ postcode: '4902 ZC' })]);
    expect(index.search('01GF01', 'po')).toEqual([expect.objectContaining({ naam: 'SO4 De Windroos' })]);
    expect(index.search('00RT07', 'po')).toHaveLength(1);
    // VSO, PRO and VO structures are secondary.
    expect(index.search('00SH02', 'po')).toEqual([]);
    expect(index.search('18VA01', 'po')).toEqual([]);
    expect(index.search('25GL11', 'po')).toEqual([]);
    expect(index.search('25GL11')).toHaveLength(1);
    const sectors = new Map<string, number>();
    for (const school of snapshot.schools) sectors.set(school.sector, (sectors.get(school.sector) ?? 0) + 1);
    // 6,122 BO rows, 266 SBAO and 540 SO/(V)SO locations are primary; VSO and VO the rest.
    expect(sectors.get('po')).toBeGreaterThan(6122 + 266 + 500);
    expect((sectors.get('po') ?? 0) + (sectors.get('vo') ?? 0)).toBe(snapshot.schools.length);
  });

  it('answers a BRIN with many branches with at most 50, sorted by name', () => {
    const results = index.search('17GW');
    expect(results.length).toBeGreaterThan(1);
    expect(results.length).toBeLessThanOrEqual(50);
    expect(results.every((school) => school.instellingscode === '17GW')).toBe(true);
    expect(results).toEqual(sortSchools(results));
  });
});
