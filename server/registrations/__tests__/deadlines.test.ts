/**
 * One rule for deadlines, on both engines: what the mail and the school's page name is what the
 * server enforces. A pre-registration made on 15 October is completed on 7 December through its
 * personal link; a Proeftoets on 12 January can be changed until 29 December (two weeks before its
 * first day, as the FAQ says), not until the end of another product's window.
 */
import { completionUntil, productChangesUntil } from '../../../src/domain/rounds';
import round2027 from '../../../src/domain/rounds/2027';
import { describeEachEngine } from '../../../test/support/server/databases';
import { school, validValues } from '../../../test/support/server/payloads';
import { dayClock, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { renderOutboxMail } from '../../mail/render-outbox';
import { findContactLink } from '../../registration-records/contact-links';
import { personalToken } from '../../registration-records/personal-link';

const PUBLIC_URL = 'https://amn.example.nl';
const PRE = 'doorstroomtoets-pre-registration-2027';
const FINAL = 'doorstroomtoets-registration-2027';

/** A primary sign-up of the 2027 round for the Proeftoets alone, its first day `day`. */
const proeftoets = (day: string) => ({
  type: 'aanmeldformulier-po',
  school: school({ naam: 'OBS De Proef' }),
  products: {
    Proeftoets: { id: 7544, name: 'Proeftoets 2027', subscribe: true, eerstedag: day, amount: 28 },
    ProeftoetsSOSBO: { id: 8227, name: 'Proeftoets voor SO/SBO 2027', subscribe: false },
    AansluitingPOVO: { id: 100000000002, name: 'Aansluiting PO-VO 2027', subscribe: false },
  },
  contacts: [
    {
      first_name: 'Anna',
      last_name: 'Jansen',
      email: 'anna@proef.example.nl',
      job_title: 'Directeur',
      '7544': true,
      '8227': false,
      '100000000002': false,
    },
  ],
});

describeEachEngine('deadlines: the texts and the gate read one rule', (engine) => {
  let t: TestApp;
  const clock = dayClock('2026-10-15');
  beforeAll(async () => {
    t = await startTestApp(engine, { publicUrl: PUBLIC_URL }, { now: clock.now });
  });
  afterAll(async () => t.close());

  const idOf = async (type: string) =>
    (await t.storage.db.selectFrom('submissions').select('id').where('type', '=', type).executeTakeFirstOrThrow()).id;
  const change = (body: object) => t.post('/api/registration/change', body, { headers: { origin: PUBLIC_URL } });
  const tokenFor = async (id: string, email: string) =>
    personalToken(t.app.signingKey, (await findContactLink(t.storage.db, id, email))!);
  const pageOf = async (id: string, email: string) => {
    const answer = await t.inject({ url: `/api/registration?token=${await tokenFor(id, email)}` });
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };
  const confirmation = async (id: string, recipient: string) => {
    const row = await t.storage.db
      .selectFrom('outbox')
      .selectAll()
      .where('submission_id', '=', id)
      .where('recipient', '=', recipient)
      .where('template', '=', 'confirmation')
      .executeTakeFirstOrThrow();
    return renderOutboxMail(t.storage.db, row, {
      publicUrl: PUBLIC_URL,
      signingKey: t.app.signingKey,
      now: new Date(t.now()),
    });
  };

  it('pre-registered on 15 October, completed on 7 December through the personal link, on the day its mail names', async () => {
    clock.setDay('2026-10-15');
    const chosen = school({ naam: 'Basisschool Michiel de Ruyter' });
    const ellen = 'ellen@mderuyter.example.nl';
    const pre = {
      ...validValues(PRE),
      type: PRE,
      school: chosen,
      contacts: [
        { first_name: 'Ellen', last_name: 'de Boer', email: ellen, job_title: 'Directeur', '100000000001': true },
      ],
    };
    const stored = await t.post('/api/process-form', pre, { headers: { origin: PUBLIC_URL } });
    expect(stored.statusCode).toBe(307);
    const id = await idOf(PRE);
    const mail = await confirmation(id, ellen);
    expect(mail.text).toContain('U kunt de vooraanmelding afronden en wijzigen tot en met 11 januari 2027.');
    expect(completionUntil(round2027)).toBe('2027-01-11');

    clock.setDay('2026-12-07');
    const page = await pageOf(id, ellen);
    expect(page.reading.changesUntil).toBe(completionUntil(round2027));
    expect(page.finishRoute).toBe('/formulier/doorstroomtoets-2027/aanmelding');
    const completed = await t.post(
      '/api/process-form',
      {
        ...validValues(FINAL),
        type: FINAL,
        school: chosen,
        contacts: pre.contacts,
        registrationId: id,
        registrationToken: await tokenFor(id, ellen),
      },
      { headers: { origin: PUBLIC_URL } },
    );
    expect(completed.body).toMatch(/bedankt/);
    expect(completed.statusCode).toBe(307);
    expect((await pageOf(id, ellen)).reading.standing.label).toBe('Afgerond');
  });

  it('a Proeftoets on 12 January: the mail says 29 December, the server takes a change that day and refuses it the next', async () => {
    clock.setDay('2026-12-01');
    const anna = 'anna@proef.example.nl';
    const values = proeftoets('2027-01-12');
    expect((await t.post('/api/process-form', values, { headers: { origin: PUBLIC_URL } })).statusCode).toBe(307);
    const id = await idOf('aanmeldformulier-po');
    const mail = await confirmation(id, anna);
    expect(productChangesUntil(round2027, 'Proeftoets', '2027-01-12')).toBe('2026-12-29');
    expect(mail.text).toContain('U kunt de aanmelding wijzigen of intrekken tot en met 29 december 2026.');
    expect(mail.text).not.toContain('28 mei 2027');

    const { type: _type, ...fields } = values;
    const withAmount = (amount: number) => ({
      ...fields,
      products: { ...fields.products, Proeftoets: { ...fields.products.Proeftoets, amount } },
    });
    clock.setDay('2026-12-29');
    const onTheDay = await change({
      ...withAmount(30),
      token: await tokenFor(id, anna),
      version: 1,
    });
    expect(onTheDay.body).toBe('Uw wijzigingen zijn opgeslagen. Alle contactpersonen krijgen een e-mail.');
    expect((await pageOf(id, anna)).reading.changesUntil).toBe('2026-12-29');

    clock.setDay('2026-12-30');
    const late = await change({
      ...withAmount(32),
      token: await tokenFor(id, anna),
      version: 2,
    });
    expect(late.statusCode).toBe(409);
    expect(late.body).toBe(
      'Proeftoets 2027 kon u wijzigen tot en met 29 december 2026. Neem voor een wijziging contact op met de helpdesk: helpdesk@amn.nl, 024 - 345 40 41.',
    );
    const after = await pageOf(id, anna);
    expect(after.version).toBe(2);
    expect(after.values.products.Proeftoets.amount).toBe(30);
    // Moving its first day is a change of the product too.
    const moved = {
      ...fields,
      products: {
        ...fields.products,
        Proeftoets: { ...fields.products.Proeftoets, amount: 30, eerstedag: '2027-01-14' },
      },
    };
    expect((await change({ ...moved, token: await tokenFor(id, anna), version: 2 })).statusCode).toBe(409);
  });
});
