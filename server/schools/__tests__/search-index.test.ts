import { MAX_RESULTS, SchoolIndex } from '../search-index';
import type { IndexedSchool, School } from '../types';

function school(
  fields: Partial<IndexedSchool> & Pick<School, 'naam' | 'instellingscode' | 'vestigingscode'>,
): IndexedSchool {
  return {
    sector: 'po',
    straatnaam: 'Straat',
    huisnummer: '1',
    postcode: null,
    plaatsnaam: 'PLAATS',
    onderwijsaanbiederid: null,
    onderwijsbestuurid: null,
    onderwijslocatiecode: null,
    cf_brin_locatienr: fields.instellingscode + fields.vestigingscode,
    ...fields,
  };
}

const SCHOOLS: IndexedSchool[] = [
  school({
    naam: 'Kindcentrum De Wegwijzer',
    instellingscode: '03WU',
    vestigingscode: '00',
    postcode: '9571 AZ',
    plaatsnaam: '2E EXLOERMOND',
  }),
  school({
    naam: 'Openbare Basisschool De Westhoek',
    instellingscode: '18UV',
    vestigingscode: '00',
    postcode: '9571 CB',
    plaatsnaam: '2E EXLOERMOND',
  }),
  school({
    naam: 'Het Mozaiek',
    instellingscode: '03GR',
    vestigingscode: '01',
    postcode: '7913 TR',
    plaatsnaam: 'HOLLANDSCHEVELD',
  }),
  school({
    naam: 'Het Mozaiek',
    instellingscode: '03GR',
    vestigingscode: '00',
    postcode: '7913 RE',
    plaatsnaam: 'HOLLANDSCHEVELD',
  }),
  school({
    naam: 'Bûtensprong',
    instellingscode: '04XY',
    vestigingscode: '00',
    postcode: '8723 AB',
    plaatsnaam: 'KOUDUM',
  }),
  school({
    naam: 'Ark',
    instellingscode: '05AB',
    vestigingscode: '00',
    postcode: '8723 AB',
    plaatsnaam: "'S-HERTOGENBOSCH",
  }),
];

const names = (schools: readonly School[]) => schools.map((found) => found.naam);
const codes = (schools: readonly School[]) => schools.map((found) => found.cf_brin_locatienr);

describe('SchoolIndex', () => {
  const index = new SchoolIndex(SCHOOLS);

  it('finds a 6-character postcode with or without space, in any case', () => {
    for (const term of ['8723 AB', '8723AB', '8723ab', ' 8723 ab ', '8723  aB']) {
      expect(names(index.search(term))).toEqual(['Ark', 'Bûtensprong']);
    }
  });

  it('finds every branch of a 4-character BRIN, sorted by name', () => {
    expect(codes(index.search('03gr'))).toEqual(['03GR00', '03GR01']);
  });

  it('finds one branch by BRIN + vestigingscode', () => {
    expect(codes(index.search('03GR01'))).toEqual(['03GR01']);
    expect(codes(index.search('03gr 00'))).toEqual(['03GR00']);
    expect(index.search('03GR07')).toEqual([]);
  });

  it('finds the schools of a postcode area by its four digits', () => {
    expect(names(index.search('9571'))).toEqual(['Kindcentrum De Wegwijzer', 'Openbare Basisschool De Westhoek']);
  });

  it('finds names and places by the start of a word, spaces and accents ignored', () => {
    expect(names(index.search('wegwijzer'))).toEqual(['Kindcentrum De Wegwijzer']);
    expect(names(index.search('De Wegwijzer'))).toEqual(['Kindcentrum De Wegwijzer']);
    // The browser removes the first space of a term.
    expect(names(index.search('DeWegwijzer'))).toEqual(['Kindcentrum De Wegwijzer']);
    expect(names(index.search('butensprong'))).toEqual(['Bûtensprong']);
    expect(names(index.search('hertogenbosch'))).toEqual(['Ark']);
    expect(names(index.search("'s-Hertogenbosch"))).toEqual(['Ark']);
    expect(names(index.search('exloermond'))).toEqual(['Kindcentrum De Wegwijzer', 'Openbare Basisschool De Westhoek']);
  });

  it('does not match inside a word, nor a term with fewer than 4 letters or digits', () => {
    expect(index.search('zaiek')).toEqual([]);
    expect(index.search("'t -")).toEqual([]);
  });

  it('finds nothing for unknown postcodes and BRINs', () => {
    expect(index.search('1234 AB')).toEqual([]);
    expect(index.search('99ZZ')).toEqual([]);
    expect(index.search('1234')).toEqual([]);
  });

  it('answers at most 50 schools, the first 50 by name', () => {
    const many = Array.from({ length: 120 }, (_, number) =>
      school({
        naam: `School ${String(119 - number).padStart(3, '0')}`,
        instellingscode: '07QQ',
        vestigingscode: String(number % 100).padStart(2, '0'),
        cf_brin_locatienr: `07QQ${String(number % 100).padStart(2, '0')}`,
        postcode: '1000 AA',
        plaatsnaam: 'AMSTERDAM',
      }),
    );
    const big = new SchoolIndex(many);
    const expected = Array.from({ length: MAX_RESULTS }, (_, number) => `School ${String(number).padStart(3, '0')}`);
    for (const term of ['1000AA', '07QQ', '1000', 'school', 'amsterdam']) {
      expect(names(big.search(term))).toEqual(expected);
    }
  });

  it('gives the same answer for a long name search made twice (the stamps do not leak)', () => {
    const many = Array.from({ length: 400 }, (_, number) =>
      school({
        naam: `Scholengroep ${number}`,
        instellingscode: '08RR',
        vestigingscode: '00',
        plaatsnaam: `Dorp ${number}`,
      }),
    );
    const big = new SchoolIndex(many);
    const first = names(big.search('scholengroep'));
    expect(first).toHaveLength(MAX_RESULTS);
    expect(names(big.search('dorp'))).toEqual(first);
    expect(names(big.search('scholengroep'))).toEqual(first);
  });

  it("narrows a search to one sector, with that sector's first 50", () => {
    const mixed = [
      ...Array.from({ length: 60 }, (_, number) =>
        school({
          naam: `Atheneum ${String(number).padStart(2, '0')}`,
          instellingscode: '09VO',
          vestigingscode: String(number).padStart(2, '0'),
          postcode: '1000 AA',
          sector: 'vo',
        }),
      ),
      school({ naam: 'Zonnebloem', instellingscode: '09PO', vestigingscode: '00', postcode: '1000 AA' }),
    ];
    const index = new SchoolIndex(mixed);
    expect(index.search('1000AA')).toHaveLength(MAX_RESULTS);
    expect(names(index.search('1000AA'))).not.toContain('Zonnebloem');
    expect(names(index.search('1000AA', 'po'))).toEqual(['Zonnebloem']);
    expect(index.search('09VO01', 'po')).toEqual([]);
    expect(names(index.search('09VO01', 'vo'))).toEqual(['Atheneum 01']);
    expect(index.sectorOf('09vo01')).toBe('vo');
    expect(index.sectorOf('09PO00')).toBe('po');
    expect(index.sectorOf('99XX00')).toBeNull();
  });

  it('is empty when it has no schools', () => {
    expect(SchoolIndex.empty().search('8723 AB')).toEqual([]);
    expect(SchoolIndex.empty().size).toBe(0);
  });
});
