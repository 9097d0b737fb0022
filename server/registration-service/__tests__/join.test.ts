/**
 * One registration per school and round, whoever starts it, on both engines: Ellen pre-registers
 * Basisschool Michiel de Ruyter on 15 October; her colleague Karin sends the registration form for
 * the same school and joins the pre-registration as a contact (a new version, her own link once she
 * proves her mailbox) instead of creating a rival; Ellen's "Rond de aanmelding af" still works on
 * 7 December. Someone from another domain is refused as already registered, nothing stored.
 */
import { rowFields } from '../../submissions/store/payload';
import { markProven } from '../../mail/proof';
import { SchoolIndex } from '../../schools';
import type { IndexedSchool } from '../../schools/types';
import { describeEachEngine } from '../../../test/support/server/databases';
import { school, validValues } from '../../../test/support/server/payloads';
import { dayClock, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { findContactLink } from '../../registration-records/contact-links';
import { personalToken } from '../../registration-records/personal-link';
import { findRegistration, versionsOf } from '../../submissions/store/registrations';

const PRE = 'doorstroomtoets-pre-registration-2027';
const FINAL = 'doorstroomtoets-registration-2027';
const ELLEN = 'ellen@mderuyter.example.nl';
const KARIN = 'karin@mderuyter.example.nl';
const JOOST = 'joost@mderuyter.example.nl';

const person = (first: string, email: string) => ({
  first_name: first,
  last_name: 'de Ruyter',
  email,
  job_title: 'Leerkracht',
  '100000000001': true,
});

describeEachEngine('a colleague joins the open pre-registration of her school', (engine) => {
  let t: TestApp;
  const clock = dayClock('2026-10-15');
  const chosen = school({ naam: 'Basisschool Michiel de Ruyter' });
  let preId = '';

  beforeAll(async () => {
    // DUO knows the school's web address: Ellen writes from its domain, and has proven her mailbox.
    const indexed = {
      ...chosen,
      cf_brin_locatienr: `${chosen.instellingscode}${chosen.vestigingscode}`,
      sector: 'po',
      facts: { website: 'www.mderuyter.example.nl', phone: '030 123 45 67', board: '41009' },
    } as IndexedSchool;
    t = await startTestApp(engine, {}, { now: clock.now, schools: new SchoolIndex([indexed]) });
    await markProven(t.storage.db, ELLEN, new Date(clock.now()).toISOString());
    const pre = { ...validValues(PRE), type: PRE, school: chosen, contacts: [person('Ellen', ELLEN)] };
    expect((await t.post('/api/process-form', pre)).statusCode).toBe(307);
    preId = (
      await t.storage.db.selectFrom('submissions').select('id').where('type', '=', PRE).executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t.close());

  const ofSchool = async () =>
    (
      await t.storage.db
        .selectFrom('submissions')
        .select('id')
        .where('school_brin', 'like', `${chosen.instellingscode}%`)
        .execute()
    ).length;
  const tokenFor = async (email: string) =>
    personalToken(t.app.signingKey, (await findContactLink(t.storage.db, preId, email))!);

  it("Karin's registration form for the same school joins Ellen's pre-registration: one record, a new version, her own link", async () => {
    clock.setDay('2026-10-20');
    const before = await ofSchool();
    const karin = await t.post('/api/process-form', {
      ...validValues(FINAL),
      type: FINAL,
      school: chosen,
      contacts: [person('Karin', KARIN)],
    });
    expect(karin.statusCode).toBe(200);
    expect(karin.body).toContain('Wij hebben u als contactpersoon aan die vooraanmelding toegevoegd');
    expect(await ofSchool()).toBe(before);

    const record = (await findRegistration(t.storage.db, preId))!;
    expect(record.version).toBe(2);
    expect((rowFields(record.values).contacts as { email: string }[]).map((contact) => contact.email)).toEqual([
      ELLEN,
      KARIN,
    ]);
    const history = await versionsOf(t.storage.db, preId);
    expect(history.map((version) => [version.version, version.actor])).toEqual([[2, KARIN]]);
    expect(history[0].changes.map((change) => change.label)).toContain('Contactpersoon toegevoegd');
    expect(await findContactLink(t.storage.db, preId, KARIN)).toBeDefined();

    const mails = await t.storage.db
      .selectFrom('outbox')
      .select(['recipient', 'template'])
      .where('submission_id', '=', preId)
      .where('created_at', '>=', new Date(clock.now() - 60_000).toISOString())
      .execute();
    // Karin's confirmation waits for her proof click; Ellen and the helpdesk hear of the change.
    expect(mails).toEqual(
      expect.arrayContaining([
        { recipient: KARIN, template: 'mailbox-proof' },
        { recipient: KARIN, template: 'confirmation' },
        { recipient: ELLEN, template: 'registration-changed' },
        { recipient: 'helpdesk@amn.example.nl', template: 'helpdesk-changed' },
      ]),
    );
  });

  it('a second colleague joins through the pre-registration form too; sending it again adds nobody twice', async () => {
    await markProven(t.storage.db, JOOST, new Date(clock.now()).toISOString());
    const joost = { ...validValues(PRE), type: PRE, school: chosen, contacts: [person('Joost', JOOST)] };
    expect((await t.post('/api/process-form', joost)).statusCode).toBe(200);
    const again = await t.post('/api/process-form', joost);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('u bent contactpersoon van die vooraanmelding');
    const record = (await findRegistration(t.storage.db, preId))!;
    expect(record.version).toBe(3);
    expect((rowFields(record.values).contacts as { email: string }[]).map((contact) => contact.email)).toEqual([
      ELLEN,
      KARIN,
      JOOST,
    ]);
  });

  it('someone from another domain is refused as already registered, with the claim path, and nothing is stored', async () => {
    const before = await ofSchool();
    const stranger = await t.post('/api/process-form', {
      ...validValues(FINAL),
      type: FINAL,
      school: chosen,
      contacts: [person('Piet', 'piet@elders.example.nl')],
    });
    expect(stranger.statusCode).toBe(409);
    expect(stranger.body).toContain('Deze school is al aangemeld');
    expect(await ofSchool()).toBe(before);
    expect((await findRegistration(t.storage.db, preId))!.version).toBe(3);
  });

  it("Ellen's Rond de aanmelding af still completes it on 7 December", async () => {
    clock.setDay('2026-12-07');
    const record = (await findRegistration(t.storage.db, preId))!;
    const completed = await t.post('/api/process-form', {
      ...validValues(FINAL),
      type: FINAL,
      school: chosen,
      contacts: rowFields(record.values).contacts,
      registrationId: preId,
      registrationToken: await tokenFor(ELLEN),
    });
    expect(completed.statusCode).toBe(307);
    // Completed: a colleague's form now meets the registration, not an open pre-registration.
    const late = await t.post('/api/process-form', {
      ...validValues(FINAL),
      type: FINAL,
      school: chosen,
      contacts: [person('Lies', 'lies@mderuyter.example.nl')],
    });
    expect(late.statusCode).toBe(409);
  });
});
