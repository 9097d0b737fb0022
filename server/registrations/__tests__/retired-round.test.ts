import { ROUNDS } from '../../../src/domain/rounds';
import { findContactLink } from '../../registration-records/contact-links';
import { personalToken } from '../../registration-records/personal-link';
import { describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { addAccount } from '../../staff/accounts';
import { createSession } from '../../staff-store/sessions';
import { newTotpSecret } from '../../staff/totp';

const FINAL = 'doorstroomtoets-registration-2026';
// A year before the first round the code knows: as if an editor had removed that round from ROUNDS.
const GONE = ROUNDS[0].year - 5;

describeEachEngine('a registration of a round removed from ROUNDS', (engine) => {
  let t: TestApp;
  let id: string;
  let token: string;
  let session: string;
  const values = validValues(FINAL);
  const school = values.school as { naam: string };

  beforeAll(async () => {
    t = await startTestApp(engine);
    expect((await t.post('/api/process-form', { type: FINAL, ...values })).statusCode).toBe(307);
    id = (await t.storage.db.selectFrom('submissions').select('id').executeTakeFirstOrThrow()).id;
    const link = await findContactLink(t.storage.db, id, 'anna@school.example.nl');
    token = personalToken(t.app.signingKey, link!);
    // What the store holds of a round the code no longer has: its type and year, nothing else changed.
    await t.storage.db
      .updateTable('submissions')
      .set({ type: `doorstroomtoets-registration-${GONE}`, registration_round: GONE })
      .where('id', '=', id)
      .execute();
    await addAccount(t.storage.db, 'els@amn.nl', 'correct horse battery staple', new Date(t.now()), newTotpSecret());
    session = `amn_staff=${await createSession(t.storage.db, 'els@amn.nl', 'in', new Date(t.now()))}`;
  });
  afterAll(async () => t.close());

  it('still opens on its personal page, from what it stored, and can no longer be changed there', async () => {
    const response = await t.inject({ url: `/api/registration?token=${token}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id, schoolName: school.naam, changesOpen: false, finishRoute: null });
    expect(body.values).toMatchObject({ school: { naam: school.naam } });
    const change = await t.post('/api/registration/change', { token, version: 1, ...values });
    expect(change.statusCode).toBe(409);
  });

  it('opens in the workspace and is exported', async () => {
    const detail = await t.inject({ url: `/api/staff/submissions/${id}`, headers: { cookie: session } });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().rows.length).toBeGreaterThan(0);
    const exported = await t.inject({ url: '/api/staff/export?format=json', headers: { cookie: session } });
    expect(exported.statusCode).toBe(200);
    expect(exported.json()).toEqual([expect.objectContaining({ id, type: `doorstroomtoets-registration-${GONE}` })]);
    const csv = await t.inject({ url: '/api/staff/export?format=csv', headers: { cookie: session } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(school.naam);
  });
});
