import { mailingStorage } from '../../mail/caps';
import { erasePersonalData, exportPersonalData, purgeOlderThan } from '../../privacy/privacy';
import { changeRegistration } from '../../registration-service/edit';
import { findRegistration } from '../../submissions/store/registrations';
import { describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../test/support/server/test-app';

const FINAL = 'doorstroomtoets-registration-2026';
type Values = { contacts: Record<string, unknown>[] };

describeEachEngine('the privacy commands and the versions of a registration', (engine) => {
  let t: TestApp;
  let id: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    const values = validValues(FINAL) as unknown as Values;
    const bram = { ...values.contacts[0], first_name: 'Bram', email: 'bram@school.example.nl' };
    expect(
      (await t.post('/api/process-form', { type: FINAL, ...values, contacts: [values.contacts[0], bram] })).statusCode,
    ).toBe(307);
    id = (await t.storage.db.selectFrom('submissions').select('id').executeTakeFirstOrThrow()).id;
    // Anna takes Bram off: he is left only in the version that kept the old payload.
    const record = (await findRegistration(t.storage.db, id))!;
    const outcome = await changeRegistration(
      {
        storage: mailingStorage(t.app),
        helpdeskEmail: 'helpdesk@amn.example.nl',
        actor: 'anna@school.example.nl',
        // A change through Anna's personal link counts its mails to the client that sent it.
        client: '203.0.113.5',
        now: new Date(t.now()),
      },
      record,
      record.version,
      { ...record.values, contacts: [values.contacts[0]] },
    );
    expect(outcome.kind).toBe('changed');
  });
  afterAll(async () => t.close());

  it('exports the versions that hold a contact since removed', async () => {
    const data = await exportPersonalData(t.storage.db, 'bram@school.example.nl');
    expect(data.submissions).toEqual([]);
    expect(data.registrationVersions).toHaveLength(1);
    expect(JSON.stringify(data.registrationVersions[0].previousValues)).toContain('bram@school.example.nl');
  });

  it('erases the person from the versions and their link, and keeps the rest', async () => {
    await erasePersonalData(t.storage.db, 'bram@school.example.nl');
    const [version] = await t.storage.db.selectFrom('registration_versions').selectAll().execute();
    expect(version.previous_payload).not.toContain('bram@school.example.nl');
    expect(version.previous_payload).toContain('anna@school.example.nl');
    expect(version.changes).not.toContain('bram@school.example.nl');
    expect((await exportPersonalData(t.storage.db, 'bram@school.example.nl')).registrationVersions).toEqual([]);
    const links = await t.storage.db.selectFrom('registration_contacts').select('email').execute();
    expect(links.map((row) => row.email)).toEqual(['anna@school.example.nl']);
  });

  it('purges the versions and links with their registration', async () => {
    await purgeOlderThan(t.storage.db, new Date(Date.now() + 60_000), { now: new Date(t.now()) });
    expect(await t.storage.db.selectFrom('registration_versions').selectAll().execute()).toEqual([]);
    expect(await t.storage.db.selectFrom('registration_contacts').selectAll().execute()).toEqual([]);
  });
});
