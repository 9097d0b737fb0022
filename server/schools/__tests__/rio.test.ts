import fs from 'node:fs';
import path from 'node:path';
import { importSchools } from '../import';
import { rioKindByColumns, rioKindByName } from '../rio';
import type { School } from '../types';
import { rioCsv, temporaryFolder, writeDuoFixtures } from './fixtures';

const TODAY = '2026-09-01';

/** A RIO export for some fixture schools (ids in RIO's formats: 100B001, 100X001; aanbieders made up). */
const RIO_FILES: Record<string, [string[], string[][]]> = {
  'relaties_onderwijslocatiegebruiken_vestigingserkenningen.csv': [
    ['ONDERWIJSLOCATIECODE', 'VESTIGINGSCODE', 'BEGINDATUM', 'EINDDATUM'],
    [
      ['100X001', '91AA00', '2010-08-01', ''],
      ['100X009', '91AA00', '2001-08-01', '2020-07-31'], // ended: not used
      ['100X002', '91DD00', '2010-08-01', ''],
      ['100X003', '91DD01', '2010-08-01', ''],
      ['100X004', '91DD01', '2015-08-01', '2030-07-31'], // ends later: still current
    ],
  ],
  'onderwijslocatiegebruiken.csv': [
    ['ONDERWIJSLOCATIECODE', 'ONDERWIJSBESTUURID', 'INBEDRIJFDATUM', 'UITBEDRIJFDATUM'],
    [
      ['100X001', '100B001', '2010-08-01', ''],
      ['100X002', '100B002', '2010-08-01', ''],
      ['100X003', '100B002', '2010-08-01', ''],
      ['100X004', '100B002', '2015-08-01', ''],
    ],
  ],
  'relaties_onderwijsaanbieders_onderwijsinstellingserkenningen.csv': [
    ['ONDERWIJSAANBIEDERID', 'OIE_CODE', 'BEGINDATUM', 'EINDDATUM'],
    [
      ['100A001', '91AA', '2010-08-01', ''],
      ['100A002', '91DD', '2010-08-01', ''],
      ['100A003', '91DD', '2001-08-01', '2009-07-31'],
      ['100A010', '91CC', '2010-08-01', ''],
      ['100A011', '91CC', '2010-08-01', ''],
      ['100A020', '91BB', '2010-08-01', ''],
    ],
  ],
  'relaties_onderwijsbesturen_onderwijsaanbieders.csv': [
    ['ONDERWIJSBESTUURID', 'ONDERWIJSAANBIEDERID', 'BEGINDATUM', 'EINDDATUM'],
    [
      ['100B001', '100A001', '2010-08-01', ''],
      ['100B002', '100A002', '2010-08-01', ''],
      ['100B020', '100A020', '2010-08-01', ''],
    ],
  ],
  'onderwijslocaties.csv': [
    ['ONDERWIJSLOCATIECODE', 'STRAATNAAM', 'HUISNUMMER', 'HUISNUMMERTOEVOEGING', 'POSTCODE', 'PLAATSNAAM', 'EINDDATUM'],
    [
      ['100X001', 'Skoalstrjitte', '3', 'A', '8723AB', 'Koudum', ''],
      ['100X002', 'Dorpsweg', '27', 'A', '7913RE', 'Hollandscheveld', ''],
      ['100X003', 'Zuiderweg', '4', '', '7913TR', 'Hollandscheveld', ''],
      ['100X004', 'Noorderweg', '10', 'a', '7913TS', 'Hollandscheveld', ''],
    ],
  ],
};

let folder: ReturnType<typeof temporaryFolder>;
let duo: string[];
beforeEach(() => {
  folder = temporaryFolder();
  const { csv, zip } = writeDuoFixtures(folder.dir);
  duo = [csv, zip];
});
afterEach(() => folder.cleanup());

function writeRio(files: Record<string, [string[], string[][]]> = RIO_FILES): string[] {
  return Object.entries(files).map(([name, [header, rows]]) => {
    const file = path.join(folder.dir, name);
    fs.writeFileSync(file, rioCsv(header, rows));
    return file;
  });
}

const ids = (school: School) => [school.onderwijslocatiecode, school.onderwijsbestuurid, school.onderwijsaanbiederid];
const rowsOf = (schools: School[], code: string) => schools.filter((school) => school.cf_brin_locatienr === code);

describe('a RIO export', () => {
  it('fills the three RIO ids of a branch from the current links', async () => {
    const { snapshot, problems } = await importSchools([...duo, ...writeRio()], new Date(`${TODAY}T12:00:00Z`));
    expect(problems).toEqual([]);
    expect(rowsOf(snapshot.schools, '91AA00').map(ids)).toEqual([['100X001', '100B001', '100A001']]);
    expect(rowsOf(snapshot.schools, '91DD00').map(ids)).toEqual([['100X002', '100B002', '100A002']]);
    expect(snapshot.sources.filter((source) => source.kind === 'rio')).toHaveLength(5);
  });

  it('makes one row per current location of a branch, each with its RIO address', async () => {
    const { snapshot } = await importSchools([...duo, ...writeRio()], new Date(`${TODAY}T12:00:00Z`));
    const rows = rowsOf(snapshot.schools, '91DD01');
    expect(rows.map((school) => [...ids(school), school.straatnaam, school.huisnummer, school.postcode])).toEqual([
      ['100X003', '100B002', '100A002', 'Zuiderweg', '4', '7913 TR'],
      ['100X004', '100B002', '100A002', 'Noorderweg', '10-a', '7913 TS'],
    ]);
  });

  it('keeps the DUO address for a branch with one location', async () => {
    const { snapshot } = await importSchools([...duo, ...writeRio()], new Date(`${TODAY}T12:00:00Z`));
    expect(rowsOf(snapshot.schools, '91AA00')[0]).toMatchObject({ plaatsnaam: 'KOUDUM', huisnummer: '3-A' });
  });

  it('finds the board through the provider when the branch has no location', async () => {
    const { snapshot } = await importSchools([...duo, ...writeRio()], new Date(`${TODAY}T12:00:00Z`));
    expect(rowsOf(snapshot.schools, '91BB00').map(ids)).toEqual([[null, '100B020', '100A020']]);
  });

  it('leaves an id null when the links name more than one', async () => {
    const { snapshot } = await importSchools([...duo, ...writeRio()], new Date(`${TODAY}T12:00:00Z`));
    expect(rowsOf(snapshot.schools, '91CC00').map(ids)).toEqual([[null, null, null]]);
    expect(rowsOf(snapshot.schools, '92AA00').map(ids)).toEqual([[null, null, null]]);
  });

  it('drops links that ended before today', async () => {
    const { snapshot } = await importSchools([...duo, ...writeRio()], new Date('2031-01-01T12:00:00Z'));
    expect(rowsOf(snapshot.schools, '91DD01').map(ids)).toEqual([['100X003', '100B002', '100A002']]);
  });

  it('drops ids whose provider ended, when the providers table is given', async () => {
    const files = writeRio({
      ...RIO_FILES,
      'onderwijsaanbieders.csv': [
        ['ONDERWIJSAANBIEDERID', 'NAAM', 'BEGINDATUM_PERIODE', 'EINDDATUM_PERIODE'],
        [
          ['100A001', 'Stichting Een', '2010-08-01', ''],
          ['100A002', 'Stichting Twee', '2010-08-01', '2020-07-31'],
        ],
      ],
    });
    const { snapshot } = await importSchools([...duo, ...files], new Date(`${TODAY}T12:00:00Z`));
    expect(rowsOf(snapshot.schools, '91AA00')[0].onderwijsaanbiederid).toBe('100A001');
    expect(rowsOf(snapshot.schools, '91DD00')[0].onderwijsaanbiederid).toBeNull();
  });

  it('says which column a RIO table lacks', async () => {
    const files = writeRio({ 'onderwijslocatiegebruiken.csv': [['ONDERWIJSLOCATIECODE', 'NAAM'], [['100X001', 'x']]] });
    const { problems } = await importSchools([...duo, ...files], new Date(`${TODAY}T12:00:00Z`));
    expect(problems).toEqual([
      'onderwijslocatiegebruiken.csv: RIO table locatiegebruik lacks the column ONDERWIJSBESTUURID',
    ]);
  });
});

describe('recognising RIO tables', () => {
  it('goes by DUO file name first, dated names included', () => {
    expect(rioKindByName('relaties_onderwijsbesturen_onderwijsaanbieders.csv')).toBe('bestuur-aanbieder');
    expect(rioKindByName('onderwijslocaties_2026-09-01.csv')).toBe('locaties');
    expect(rioKindByName('02.-alle-schoolvestigingen-basisonderwijs.csv')).toBeNull();
  });

  it('goes by columns for a renamed file', () => {
    expect(rioKindByColumns(['ONDERWIJSLOCATIECODE', 'VESTIGINGSCODE'])).toBe('locatie-vestiging');
    expect(rioKindByColumns(['ONDERWIJSAANBIEDERID', 'OIE_CODE'])).toBe('aanbieder-instelling');
    expect(rioKindByColumns(['ONDERWIJSBESTUURID', 'ONDERWIJSAANBIEDERID'])).toBe('bestuur-aanbieder');
    expect(rioKindByColumns(['NAAM'])).toBeNull();
  });
});
