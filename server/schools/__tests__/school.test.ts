import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig, type ServerConfig } from '../../config';
import { SchoolIndex, SCHOOL_FIELDS, type School } from '..';
import type { IndexedSchool, SchoolSector } from '../types';
import { openStorage } from '../../storage/database';
import { MESSAGES, schoolRoutes } from '../routes';
import { writeDuoFixtures } from './fixtures';

function school(naam: string, code: string, postcode: string, sector: SchoolSector = 'po'): IndexedSchool {
  return {
    sector,
    naam,
    instellingscode: code.slice(0, 4),
    vestigingscode: code.slice(4),
    straatnaam: 'Melkweg',
    huisnummer: '13',
    postcode,
    plaatsnaam: 'ALTEVEER GEM NOORDENVELD',
    onderwijsaanbiederid: null,
    onderwijsbestuurid: null,
    onderwijslocatiecode: null,
    cf_brin_locatienr: code,
  };
}

/** A school as the API sends it: without its sector. */
const sent = ({ sector: _sector, ...fields }: IndexedSchool): School => fields;

const SCHOOLS = [
  school('Kindcentrum De Wegwijzer', '03WU00', '9306 TC'),
  school('BBS de Verwondering', '32JK00', '9306 TC'),
  {
    ...school('Het Mozaiek', '03GR01', '7913 TR'),
    onderwijsaanbiederid: '100A001',
    onderwijsbestuurid: '100B490',
    onderwijslocatiecode: '100X001',
  },
  school('Cluster 4 school De Brug (VSO)', '44VS01', '9306 TC', 'vo'),
  school('Het Noordercollege', '55VO00', '9306 TC', 'vo'),
  school('Het Noordercollege', '55VO01', '9400 AA', 'vo'),
  ...Array.from({ length: 70 }, (_, number) =>
    school(`Vestiging ${String(number).padStart(2, '0')}`, `17GW${String(number).padStart(2, '0')}`, '1000 AA'),
  ),
];

async function appWith(schools: IndexedSchool[]): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(schoolRoutes, { index: new SchoolIndex(schools) });
  await app.ready();
  return app;
}

const search = (app: FastifyInstance, query: string) => app.inject({ method: 'GET', url: `/api/school${query}` });

describe('GET /api/school', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith(SCHOOLS);
  });
  afterAll(() => app.close());

  it('answers the schools of a postcode as JSON, sorted by name, with exactly the school fields', async () => {
    const response = await search(app, '?term=9306%20TC');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.json() as School[];
    expect(body.map((found) => found.naam)).toEqual([
      'BBS de Verwondering',
      'Cluster 4 school De Brug (VSO)',
      'Het Noordercollege',
      'Kindcentrum De Wegwijzer',
    ]);
    expect(Object.keys(body[0])).toEqual([...SCHOOL_FIELDS]);
    expect(body[0]).toEqual(sent(SCHOOLS[1]));
  });

  it('finds a postcode without space and in lower case, the term trimmed', async () => {
    for (const term of ['9306tc', '%20%209306%20tc%20', '9306TC']) {
      const response = await search(app, `?term=${term}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveLength(4);
    }
  });

  it('lists only primary-education schools with sector=po, in the same shape', async () => {
    const response = await search(app, '?term=9306TC&sector=po');
    expect(response.statusCode).toBe(200);
    const body = response.json() as School[];
    expect(body.map((found) => found.naam)).toEqual(['BBS de Verwondering', 'Kindcentrum De Wegwijzer']);
    expect(Object.keys(body[0])).toEqual([...SCHOOL_FIELDS]);
    expect((await search(app, '?term=55VO&sector=po')).json()).toEqual([]);
    expect((await search(app, '?term=55VO01&sector=po')).json()).toEqual([]);
    expect((await search(app, '?term=noordercollege&sector=po')).json()).toEqual([]);
    expect((await search(app, '?term=55VO')).json()).toHaveLength(2);
  });

  it('refuses an unknown sector with 400 and a Dutch text', async () => {
    const response = await search(app, '?term=9306TC&sector=mbo');
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(MESSAGES.badSector);
  });

  it('answers all branches of a 4-character BRIN and one branch of a 6-character code', async () => {
    expect((await search(app, '?term=03gr')).json()).toEqual([sent(SCHOOLS[2])]);
    expect((await search(app, '?term=17GW05')).json()).toEqual([expect.objectContaining({ naam: 'Vestiging 05' })]);
  });

  it('sends the RIO ids when the school has them, null otherwise', async () => {
    const [mozaiek] = (await search(app, '?term=03GR01')).json() as School[];
    expect(mozaiek).toMatchObject({
      onderwijsaanbiederid: '100A001',
      onderwijsbestuurid: '100B490',
      onderwijslocatiecode: '100X001',
    });
    const [other] = (await search(app, '?term=32JK00')).json() as School[];
    expect(other).toMatchObject({ onderwijsaanbiederid: null, onderwijsbestuurid: null, onderwijslocatiecode: null });
  });

  it('answers at most 50 schools', async () => {
    const body = (await search(app, '?term=17GW')).json() as School[];
    expect(body).toHaveLength(50);
    expect(body[0].naam).toBe('Vestiging 00');
    expect(body[49].naam).toBe('Vestiging 49');
  });

  it('answers an empty list when nothing matches', async () => {
    const response = await search(app, '?term=1234AB');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each([
    ['a term under 4 characters', '?term=930'],
    ['a term of 4 characters only with spaces around it', '?term=%20ab%20%20'],
    ['an empty term', '?term='],
    ['no term', ''],
    ['the term given twice', '?term=9306TC&term=03GR'],
  ])('refuses %s with 400 and a Dutch text', async (_case, query) => {
    const response = await search(app, query);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('Vul minimaal 4 tekens in: een postcode of het volledige BRIN-nummer.');
  });

  it('refuses a term over 100 characters with 400', async () => {
    const response = await search(app, `?term=${'a'.repeat(101)}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(MESSAGES.tooLong);
  });

  it('lets browsers cache an answer for a while', async () => {
    expect((await search(app, '?term=03GR')).headers['cache-control']).toBe('public, max-age=300');
  });

  it('sends only the schema fields, the same JSON on every request', async () => {
    const extra = { ...school('Met Extra Veld', '55AB00', '5555 AB'), intern: 'niet naar buiten' };
    const withExtra = await appWith([extra]);
    const first = await search(withExtra, '?term=55AB');
    const second = await search(withExtra, '?term=5555ab');
    expect(first.json()).toEqual([sent(school('Met Extra Veld', '55AB00', '5555 AB'))]);
    expect(second.body).toBe(first.body);
    await withExtra.close();
  });

  it('answers an empty list with an empty index', async () => {
    const empty = await appWith([]);
    const response = await search(empty, '?term=9306TC');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    await empty.close();
  });
});

describe('the school finder in the app', () => {
  let folder: string;
  const saved = process.env.SCHOOLS_FILE;
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'school-app-'));
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.SCHOOLS_FILE;
    else process.env.SCHOOLS_FILE = saved;
    fs.rmSync(folder, { recursive: true, force: true });
  });

  // SCHOOLS_FILE both in the environment and in the config's environment, however the app reads it.
  const configWith = (schoolsFile: string) => {
    process.env.SCHOOLS_FILE = schoolsFile;
    return loadConfig({
      DATA_DIR: path.join(folder, 'data'),
      BUILD_DIR: path.join(folder, 'no-build'),
      SCHOOLS_FILE: schoolsFile,
    });
  };

  // The whole app needs its store: a SQLite file in the test's DATA_DIR, closed with the app.
  const appWith = async (config: ServerConfig) => {
    const storage = await openStorage(config.database);
    const app = await buildApp(config, { storage });
    app.addHook('onClose', () => storage.close());
    return app;
  };

  it('imports SCHOOLS_FILE at start when DATA_DIR has no snapshot, and serves it', async () => {
    const { csv, zip } = writeDuoFixtures(folder);
    const app = await appWith(configWith(`${csv},${zip}`));
    const response = await app.inject({ method: 'GET', url: '/api/school?term=91DD' });
    expect(response.statusCode).toBe(200);
    expect((response.json() as School[]).map((found) => found.cf_brin_locatienr)).toEqual(['91DD00', '91DD01']);
    expect(fs.existsSync(path.join(folder, 'data', 'schools.json'))).toBe(true);
    await app.close();
  });

  it('starts without school data and answers an empty list', async () => {
    const app = await appWith(configWith(path.join(folder, 'missing.csv')));
    const response = await app.inject({ method: 'GET', url: '/api/school?term=9306TC' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    await app.close();
  });
});
