import { SITE } from '../../../src/data/site';
import { notPrimarySchoolText } from '../../../src/domain/school';
import { SchoolIndex } from '..';
import type { IndexedSchool, SchoolSector } from '../types';
import { describeEachEngine } from '../../../test/support/server/databases';
import { school, validValues } from '../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';

const NOT_PRIMARY = notPrimarySchoolText(SITE.helpdeskEmail, SITE.helpdeskPhone);

/** A location in the finder's index with the given sector. */
function indexed(brin: string, sector: SchoolSector): IndexedSchool {
  return {
    ...school({ instellingscode: brin, vestigingscode: '00' }),
    cf_brin_locatienr: `${brin}00`,
    sector,
  } as IndexedSchool;
}

const SECONDARY = indexed('77VO', 'vo');
const SPECIAL = indexed('77SO', 'po');

const withSchool = (type: 'doorstroomtoets-registration-2026' | 'aanmeldformulier-po', chosen: IndexedSchool) => {
  const values = validValues(type);
  const { sector: _sector, ...fields } = chosen;
  return { type, ...values, school: { ...(values.school as object), ...fields } };
};

describeEachEngine('a primary-education form with a school of another sector', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { schools: new SchoolIndex([SECONDARY, SPECIAL]) });
  });
  afterAll(async () => t.close());

  it.each(['doorstroomtoets-registration-2026', 'aanmeldformulier-po'] as const)(
    'refuses %s for a secondary school with 400 and the notice, storing nothing and queueing no mail',
    async (type) => {
      const before = await t.submissions();
      const response = await t.post('/api/process-form', withSchool(type, SECONDARY));
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe(NOT_PRIMARY);
      expect(await t.submissions()).toBe(before);
      const mails = await t.storage.db.selectFrom('outbox').select('id').execute();
      expect(mails).toHaveLength(0);
    },
  );

  it('takes a special school (SO) the finder lists with sector=po', async () => {
    const response = await t.post('/api/process-form', withSchool('doorstroomtoets-registration-2026', SPECIAL));
    expect(response.statusCode).toBe(307);
  });

  it('takes a school the finder does not know (its data may be older than the school)', async () => {
    const response = await t.post('/api/process-form', {
      type: 'aanmeldformulier-po',
      ...validValues('aanmeldformulier-po'),
    });
    expect(response.statusCode).toBe(307);
  });
});
