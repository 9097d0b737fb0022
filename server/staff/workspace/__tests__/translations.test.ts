import fs from 'node:fs';
import path from 'node:path';
import { TRANSLATION_REPORT_FILE, type TranslationReport } from '../../../../src/domain/translations';
import { createFixtureBuild } from '../../../../test/support/server/fixture-build';
import { describeEachEngine } from '../../../../test/support/server/databases';
import { startTestApp, type TestApp } from '../../../../test/support/server/test-app';
import { addAccount } from '../../accounts';
import { createSession } from '../../../staff-store/sessions';
import { newTotpSecret } from '../../totp';
import { NO_REPORT } from '../translations';

const REPORT: TranslationReport = {
  madeAt: '2026-11-26T08:00:00.000Z',
  entries: [
    {
      state: 'verouderd',
      source: 'docs/help/veelgestelde-vragen.mdx',
      translation: 'i18n/ro/pages/asistenta/faq.mdx',
      changedOn: '2026-11-20',
      diffCommand: 'git diff 0123456789ab -- docs/help/veelgestelde-vragen.mdx',
    },
  ],
  totals: { ontbreekt: 0, verouderd: 1, actueel: 0 },
};

describeEachEngine('the translation status in the staff workspace', (engine) => {
  let t: TestApp;
  let session: string;
  const build = createFixtureBuild();
  const get = (url: string, cookie = session) => t.inject({ url, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    fs.writeFileSync(path.join(build.dir, TRANSLATION_REPORT_FILE), JSON.stringify(REPORT));
    t = await startTestApp(engine, { buildDir: build.dir });
    await addAccount(t.storage.db, 'els@amn.nl', 'correct horse battery staple', new Date(), newTotpSecret());
    session = `amn_staff=${await createSession(t.storage.db, 'els@amn.nl', 'in', new Date())}`;
  });
  afterAll(async () => {
    await t.close();
    build.dispose();
  });

  it('gives logged-in staff the report the build wrote', async () => {
    const response = await get('/api/staff/translations');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual(REPORT);
  });

  it('answers 401 to anyone not logged in, and the file is not part of the public site', async () => {
    expect((await get('/api/staff/translations', '')).statusCode).toBe(401);
    const direct = await get(`/${TRANSLATION_REPORT_FILE}`, '');
    expect(direct.statusCode).toBe(404);
    expect(direct.body).not.toContain('verouderd');
  });

  it('says when the served build has no report yet', async () => {
    fs.rmSync(path.join(build.dir, TRANSLATION_REPORT_FILE));
    const response = await get('/api/staff/translations');
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(NO_REPORT);
  });
});
