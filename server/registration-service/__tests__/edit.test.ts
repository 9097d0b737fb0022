import { BOT_FIELDS } from '../../../src/domain/constants';
import { mailingStorage } from '../../mail/caps';
import { findContactLink } from '../../registration-records/contact-links';
import { personalToken } from '../../registration-records/personal-link';
import { changeRegistration } from '../edit';
import { findRegistration } from '../../submissions/store/registrations';
import { CHANGES_CLOSED } from '../../registrations/view';
import { describeEachEngine } from '../../../test/support/server/databases';
import { validValues } from '../../../test/support/server/payloads';
import { ADMIN_TOKEN, startTestApp, type TestApp } from '../../../test/support/server/test-app';

const PRE = 'doorstroomtoets-pre-registration-2026';
const FINAL = 'doorstroomtoets-registration-2026';
type Values = {
  school: { naam: string; instellingscode: string; vestigingscode: string };
  products: { Doorstroomtoets: Record<string, unknown> };
  contacts: Record<string, unknown>[];
};

describeEachEngine('changing and withdrawing a registration on its page', (engine) => {
  let t: TestApp;
  const values = validValues(FINAL) as unknown as Values;
  values.contacts = [
    values.contacts[0],
    { ...values.contacts[0], first_name: 'Bram', email: 'bram@school.example.nl' },
  ];

  const idOf = async (type: string) =>
    (
      await t.storage.db
        .selectFrom('submissions')
        .select('id')
        .where('type', '=', type)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
  const tokenFor = async (id: string, email: string) => {
    const link = await findContactLink(t.storage.db, id, email);
    return link ? personalToken(t.app.signingKey, link) : 'none';
  };
  const mails = (id: string, template: string) =>
    t.storage.db
      .selectFrom('outbox')
      .select(['recipient', 'registration_version'])
      .where('submission_id', '=', id)
      .where('template', '=', template)
      .orderBy('recipient')
      .execute();
  /** The version the registration's page shows now. */
  const shownVersion = async (token: string) =>
    (await t.inject({ url: `/api/registration?token=${token}` })).json().version as number;
  /** Posted as the page's form posts it: the values, and the bot defence's fields every form adds. */
  const change = async (token: string, changed: object) =>
    t.post('/api/registration/change', {
      ...changed,
      [BOT_FIELDS.honeypot]: '',
      [BOT_FIELDS.startedAt]: Date.now() - 60_000,
      [BOT_FIELDS.fillTime]: 60_000,
      token,
      version: await shownVersion(token),
    });
  const alreadyRegistered = async (mode: string) =>
    (
      await t.inject({
        url: `/api/schoolAlreadyRegistered?mode=${mode}&type=${FINAL}&instellingscode=${values.school.instellingscode}&vestigingscode=${values.school.vestigingscode}`,
      })
    ).json().schoolAlreadyRegistered;

  beforeAll(async () => {
    t = await startTestApp(engine);
    expect(
      (await t.post('/api/process-form', { type: PRE, ...validValues(PRE), school: values.school })).statusCode,
    ).toBe(307);
    expect((await t.post('/api/process-form', { type: FINAL, ...values })).statusCode).toBe(307);
  });
  afterAll(async () => t.close());

  it('stores a change as a new version, keeps the old payload and mails every contact and the helpdesk', async () => {
    const id = await idOf(FINAL);
    const token = await tokenFor(id, 'anna@school.example.nl');
    const raised = structuredClone(values);
    raised.products.Doorstroomtoets.amount = 31;
    // The school cannot change here: a sent school is ignored.
    raised.school = { ...raised.school, naam: 'Een andere school' };
    const response = await change(token, raised);
    expect(response.statusCode).toBe(200);

    const stored = await findRegistration(t.storage.db, id);
    expect(stored).toMatchObject({ state: 'gewijzigd', values: { school: { naam: values.school.naam } } });
    expect((stored!.values as unknown as Values).products.Doorstroomtoets.amount).toBe(31);
    const versions = await t.storage.db
      .selectFrom('registration_versions')
      .selectAll()
      .where('submission_id', '=', id)
      .execute();
    expect(versions).toHaveLength(1);
    expect(Number(versions[0].version)).toBe(2);
    expect(versions[0].actor).toBe('anna@school.example.nl');
    expect(JSON.parse(versions[0].previous_payload).products.Doorstroomtoets.amount).toBe(42);
    expect(JSON.parse(versions[0].changes)).toEqual([
      { label: 'Doorstroomtoets: Aantal leerlingen in groep 8', before: '42', after: '31' },
    ]);
    expect(
      (await mails(id, 'registration-changed')).map((mail) => [mail.recipient, Number(mail.registration_version)]),
    ).toEqual([
      ['anna@school.example.nl', 2],
      ['bram@school.example.nl', 2],
    ]);
    // The helpdesk gets its own notice of the same version, not the school's mail.
    expect(
      (await mails(id, 'helpdesk-changed')).map((mail) => [mail.recipient, Number(mail.registration_version)]),
    ).toEqual([['helpdesk@amn.example.nl', 2]]);
    const exported = await t.inject({
      url: `/api/admin/submissions?type=${FINAL}`,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(exported.json()).toEqual([
      expect.objectContaining({
        id,
        registrationState: 'gewijzigd',
        changes: 1,
        values: expect.objectContaining({ products: raised.products }),
      }),
    ]);
    const view = (await t.inject({ url: `/api/registration?token=${token}` })).json();
    expect(view.history).toEqual([
      expect.objectContaining({ version: 2, kind: 'change', changes: JSON.parse(versions[0].changes) }),
    ]);
  });

  it('takes a removed contact off at once (their link stops, they are told) and updates the e-mail index', async () => {
    const id = await idOf(FINAL);
    const annaToken = await tokenFor(id, 'anna@school.example.nl');
    const bramToken = await tokenFor(id, 'bram@school.example.nl');
    const current = (await findRegistration(t.storage.db, id))!.values as unknown as Values;
    const carla = { ...current.contacts[1], first_name: 'Carla', email: 'carla@school.example.nl' };
    expect((await change(annaToken, { ...current, contacts: [current.contacts[0], carla] })).statusCode).toBe(200);
    expect((await t.inject({ url: `/api/registration?token=${bramToken}` })).statusCode).toBe(404);
    expect((await mails(id, 'contact-removed')).map((mail) => mail.recipient)).toEqual(['bram@school.example.nl']);
    const emails = await t.storage.db
      .selectFrom('submission_emails')
      .select('email')
      .where('submission_id', '=', id)
      .execute();
    expect(emails.map((row) => row.email)).toContain('carla@school.example.nl');
    expect(emails.map((row) => row.email)).not.toContain('bram@school.example.nl');
    expect(await tokenFor(id, 'carla@school.example.nl')).not.toBe('none');
  });

  it("validates a change with the form's own schema and refuses the last contact's removal", async () => {
    const id = await idOf(FINAL);
    const token = await tokenFor(id, 'anna@school.example.nl');
    const current = (await findRegistration(t.storage.db, id))!.values as unknown as Values;
    const early = structuredClone(current);
    early.products.Doorstroomtoets.eerstedag = '2026-01-01';
    const refused = await change(token, early);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(/Eerste afnamedag moet liggen/);
    expect((await change(token, { ...current, contacts: [] })).statusCode).toBe(400);
    expect((await findRegistration(t.storage.db, id))!.values).toEqual(current);
  });

  it('withdraws: kept as ingetrokken, the school may register anew, the pre-registration untouched', async () => {
    const id = await idOf(FINAL);
    const preId = await idOf(PRE);
    expect(await alreadyRegistered('registration')).toBe(true);
    const token = await tokenFor(id, 'anna@school.example.nl');
    const response = await t.post('/api/registration/withdraw', { token, version: await shownVersion(token) });
    expect(response.statusCode).toBe(200);
    expect((await findRegistration(t.storage.db, id))!.state).toBe('ingetrokken');
    expect((await findRegistration(t.storage.db, preId))!.state).toBe('ontvangen');
    expect(await alreadyRegistered('registration')).toBe(false);
    expect(await alreadyRegistered('pre-registration')).toBe(true);
    expect((await mails(id, 'registration-withdrawn')).map((mail) => mail.recipient)).toEqual([
      'anna@school.example.nl',
      'carla@school.example.nl',
    ]);
    expect((await mails(id, 'helpdesk-withdrawn')).map((mail) => mail.recipient)).toEqual(['helpdesk@amn.example.nl']);
    // Withdrawn is final: no more changes.
    expect((await change(await tokenFor(id, 'anna@school.example.nl'), values)).statusCode).toBe(409);
    expect((await t.post('/api/process-form', { type: FINAL, ...values })).statusCode).toBe(307);
    expect(await alreadyRegistered('registration')).toBe(true);
  });

  it("refuses a school's change after the round's changesUntil with the helpdesk's contact (409), not staff's", async () => {
    const id = await idOf(FINAL);
    const record = (await findRegistration(t.storage.db, id))!;
    // The 2026 round's Doorstroomtoets: changes until 12 January 2026.
    const closed = record;
    const raised = structuredClone(record.values) as unknown as Values;
    raised.products.Doorstroomtoets.amount = 50;
    const context = {
      storage: mailingStorage(t.app),
      helpdeskEmail: 'helpdesk@amn.example.nl',
      now: new Date('2026-01-13T09:00:00Z'),
    };
    const anna = { ...context, actor: 'anna@school.example.nl', client: '203.0.113.5' };
    expect(await changeRegistration(anna, closed, record.version, raised)).toEqual({ kind: 'closed' });
    const onTheLastDay = { ...anna, now: new Date('2026-01-12T20:00:00Z') };
    expect((await changeRegistration(onTheLastDay, closed, record.version, raised)).kind).toBe('changed');
    expect(CHANGES_CLOSED).toBe(
      'Wijzigen kan niet meer via deze pagina. Neem contact op met de helpdesk: helpdesk@amn.nl, 024 - 345 40 41.',
    );
  });
});
