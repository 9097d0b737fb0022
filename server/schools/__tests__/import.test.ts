import fs from 'node:fs';
import path from 'node:path';
import { importSchools } from '../import';
import { readGeoJsonFile } from '../geojson';
import type { School } from '../types';
import { boCsvBytes, boLine, geoJson, temporaryFolder, writeDuoFixtures, zipFile } from './fixtures';

let folder: ReturnType<typeof temporaryFolder>;
beforeEach(() => {
  folder = temporaryFolder();
});
afterEach(() => folder.cleanup());

const byCode = (schools: School[], code: string) => schools.filter((school) => school.cf_brin_locatienr === code);

describe('the DUO BO CSV', () => {
  it('is windows-1252 in the fixture, as DUO ships it', () => {
    const bytes = boCsvBytes();
    expect(bytes.includes(0x92)).toBe(true); // ’
    expect(bytes.includes(0xe2)).toBe(true); // â of Fryslân
    expect(bytes.includes(Buffer.from('\r\n'))).toBe(true);
  });

  it('maps every row onto the school fields, RIO ids null', async () => {
    const { csv } = writeDuoFixtures(folder.dir);
    const { snapshot, problems } = await importSchools([csv], new Date());
    expect(problems).toEqual([]);
    expect(snapshot.sources).toEqual([{ file: path.basename(csv), kind: 'duo-csv', rows: 7, skipped: 1 }]);
    expect(byCode(snapshot.schools, '91AA00')).toEqual([
      {
        naam: '’t Fûgelnêst',
        instellingscode: '91AA',
        vestigingscode: '00',
        straatnaam: 'Skoalstrjitte',
        huisnummer: '3-A',
        postcode: '8723 AB',
        plaatsnaam: 'KOUDUM',
        onderwijsaanbiederid: null,
        onderwijsbestuurid: null,
        onderwijslocatiecode: null,
        cf_brin_locatienr: '91AA00',
        sector: 'po',
        facts: { website: null, phone: null, board: '41234' },
      },
    ]);
  });

  it('takes the branch from the last two characters of VESTIGINGSCODE', async () => {
    const { csv } = writeDuoFixtures(folder.dir);
    const { snapshot } = await importSchools([csv], new Date());
    const branches = snapshot.schools.filter((school) => school.instellingscode === '91DD');
    expect(branches.map((school) => [school.vestigingscode, school.postcode])).toEqual([
      ['00', '7913 RE'],
      ['01', '7913 TR'],
    ]);
  });

  it('keeps house numbers whole, unquotes quoted names and makes empty values null', async () => {
    const { csv } = writeDuoFixtures(folder.dir);
    const { snapshot } = await importSchools([csv], new Date());
    expect(byCode(snapshot.schools, '91CC00')[0].huisnummer).toBe('1-3-5');
    expect(byCode(snapshot.schools, '91DD00')[0].huisnummer).toBe('27-A 29');
    expect(byCode(snapshot.schools, '91FF00')[0].naam).toBe('Basisschool "De Ster"');
    expect(byCode(snapshot.schools, '91EE00')[0]).toMatchObject({
      straatnaam: null,
      huisnummer: null,
      postcode: null,
      plaatsnaam: "'S-HERTOGENBOSCH",
    });
  });

  it('reads the same columns from a UTF-8 SO/VO file with extra columns', async () => {
    const header =
      'SOORT PRIMAIR ONDERWIJS;INSTELLINGSCODE;VESTIGINGSCODE;VESTIGINGSNAAM;STRAATNAAM;HUISNUMMER-TOEVOEGING;POSTCODE;PLAATSNAAM;CLUSTER';
    const file = path.join(folder.dir, '09.-alle-vestigingen-sbo-so-en-vso.csv');
    fs.writeFileSync(
      file,
      `${header}\n(V)SO;92BB;92BB00;Mytylschool De Brug (nieuw);Brugweg;9;2516 PV;'S-GRAVENHAGE;3\n`,
    );
    const { snapshot } = await importSchools([file], new Date());
    expect(snapshot.schools).toEqual([
      expect.objectContaining({ naam: 'Mytylschool De Brug (nieuw)', huisnummer: '9', sector: 'po' }),
    ]);
  });

  it('tells the sectors apart: (V)SO, SO and SBO teach primary pupils, VSO and the VO file do not', async () => {
    const special = path.join(folder.dir, '09.-alle-vestigingen-sbo-so-en-vso.csv');
    fs.writeFileSync(
      special,
      [
        'SOORT PRIMAIR ONDERWIJS;INSTELLINGSCODE;VESTIGINGSCODE;VESTIGINGSNAAM;POSTCODE',
        '(V)SO;92BB;92BB00;Mytylschool De Brug;2516 PV',
        'SO;92BD;92BD00;De Windroos;5831 EW',
        'SBO;92BE;92BE00;SBO De Wissel;4902 ZC',
        'VSO;92BF;92BF00;VSO Diplomastroom;6216 CW',
      ].join('\n'),
    );
    const vo = path.join(folder.dir, '02.-alle-vestigingen-vo.csv');
    fs.writeFileSync(
      vo,
      'INSTELLINGSCODE;VESTIGINGSCODE;VESTIGINGSNAAM;POSTCODE;ONDERWIJSSTRUCTUUR\n92CC;92CC05;Farel College;2982 CR;VBO/MAVO\n',
    );
    const { csv } = writeDuoFixtures(folder.dir);
    const { snapshot } = await importSchools([csv, special, vo], new Date());
    const sectors = Object.fromEntries(snapshot.schools.map((school) => [school.cf_brin_locatienr, school.sector]));
    expect(sectors).toMatchObject({
      '91BB00': 'po',
      '92BB00': 'po',
      '92BD00': 'po',
      '92BE00': 'po',
      '92BF00': 'vo',
      '92CC05': 'vo',
    });
  });
});

describe('the edugis GeoJSON zip', () => {
  it('yields only the SBO, SO/VSO and VO locations, each vestigingscode once', async () => {
    const file = path.join(folder.dir, 'scholen.geo.zip');
    fs.writeFileSync(file, zipFile('scholen.geo.json', geoJson()));
    const { schools, skipped } = await readGeoJsonFile(file);
    expect(skipped).toBe(0);
    expect(schools.map((school) => school.cf_brin_locatienr).sort()).toEqual(['92AA00', '92BB00', '92CC05', '92CC06']);
    // SBAO and (V)SO teach primary pupils; the VO structures do not.
    expect(Object.fromEntries(schools.map((school) => [school.cf_brin_locatienr, school.sector]))).toEqual({
      '92AA00': 'po',
      '92BB00': 'po',
      '92CC05': 'vo',
      '92CC06': 'vo',
    });
  });

  it('keeps the lowest house number of a duplicated location and writes BAG numbers DUO-style', async () => {
    const file = path.join(folder.dir, 'scholen.geo.zip');
    fs.writeFileSync(file, zipFile('scholen.geo.json', geoJson()));
    const { schools } = await readGeoJsonFile(file);
    expect(byCode(schools, '92CC05')).toEqual([
      expect.objectContaining({
        straatnaam: 'Platanenstraat',
        huisnummer: '6-A',
        postcode: '2982 CR',
        plaatsnaam: 'Ridderkerk',
      }),
    ]);
    expect(byCode(schools, '92BB00')[0]).toMatchObject({
      huisnummer: '7-B',
      postcode: '2516 PV',
      plaatsnaam: "'s-Gravenhage",
    });
  });

  it('reads a plain .geojson file too, and refuses what is no FeatureCollection', async () => {
    const file = path.join(folder.dir, 'scholen.geojson');
    fs.writeFileSync(file, geoJson());
    expect((await readGeoJsonFile(file)).schools).toHaveLength(4);
    fs.writeFileSync(file, '{"type":"Feature"}');
    await expect(readGeoJsonFile(file)).rejects.toThrow('not a GeoJSON FeatureCollection');
  });
});

describe('importSchools', () => {
  it('merges the CSV and the zip: BO from the CSV only, the other sectors from the zip', async () => {
    const { csv, zip } = writeDuoFixtures(folder.dir);
    const { snapshot } = await importSchools([zip, csv], new Date());
    expect(snapshot.schools).toHaveLength(7 + 4);
    expect(byCode(snapshot.schools, '91BB00')).toEqual([expect.objectContaining({ naam: 'Kindcentrum De Wegwijzer' })]);
    expect(byCode(snapshot.schools, '93ZZ00')).toEqual([]);
    expect(snapshot).toMatchObject({ format: 'amn-schools', version: 3 });
  });

  it('lets a newer DUO CSV row replace the zip row of the same location', async () => {
    const { zip } = writeDuoFixtures(folder.dir);
    const vo = path.join(folder.dir, '02.-alle-vestigingen-vo.csv');
    fs.writeFileSync(
      vo,
      boCsvBytes([
        boLine({
          brin: '92CC',
          code: '92CC05',
          naam: 'Farel College Nieuw',
          straat: 'Nieuwstraat',
          huisnummer: '2',
          postcode: '2982 CR',
          plaats: 'RIDDERKERK',
        }),
      ]),
    );
    const { snapshot } = await importSchools([vo, zip], new Date());
    expect(byCode(snapshot.schools, '92CC05')).toEqual([expect.objectContaining({ naam: 'Farel College Nieuw' })]);
  });

  it('sorts by name, ignoring case, accents and leading punctuation', async () => {
    const { csv, zip } = writeDuoFixtures(folder.dir);
    const names = (await importSchools([csv, zip], new Date())).snapshot.schools.map((school) => school.naam);
    expect(names).toEqual([
      'Basisschool "De Ster"',
      'Basisschool Zonder Adres',
      'Farel College',
      'Farel College Havo',
      'Het Mozaiek',
      'Het Mozaiek',
      'Kindcentrum De Wegwijzer',
      'Mytylschool De Brug',
      'Openbare Basisschool Het Mozaïek',
      'SBO De Wissel',
      '’t Fûgelnêst',
    ]);
  });

  it('reports unusable files and goes on with the others', async () => {
    const { csv } = writeDuoFixtures(folder.dir);
    const notes = path.join(folder.dir, 'notes.csv');
    fs.writeFileSync(notes, 'A;B\n1;2\n');
    const broken = path.join(folder.dir, 'broken.zip');
    fs.writeFileSync(broken, 'not a zip');
    const { snapshot, problems } = await importSchools(
      [notes, broken, csv, path.join(folder.dir, 'gone.csv')],
      new Date(),
    );
    expect(snapshot.schools).toHaveLength(7);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toBe('notes.csv: not a DUO school file or RIO table');
    expect(problems[1]).toMatch(/^broken\.zip: /);
    expect(problems[2]).toMatch(/^gone\.csv: ENOENT/);
  });
});
