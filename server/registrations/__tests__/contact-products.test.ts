import { describeEachEngine } from '../../../test/support/server/databases';
import { school } from '../../../test/support/server/payloads';
import { dayClock, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { findContactLink } from '../../registration-records/contact-links';
import { personalToken } from '../../registration-records/personal-link';

/**
 * A contact of the primary sign-up is responsible only for products the school chose: the shared
 * schema refuses one ticked for another, as a new sign-up and as a change through the page.
 */
const PUBLIC_URL = 'https://amn.example.nl';
const REFUSED =
  /^Maak een contactpersoon alleen verantwoordelijk voor een product dat u heeft gekozen \(veld contacts\[1\]\.7544\)/;

const contact = (first: string, email: string, flags: Record<string, boolean>) => ({
  first_name: first,
  last_name: 'Jansen',
  email,
  work_number: '024 123 45 67',
  job_title: 'Directeur',
  ...flags,
});

/** The Proeftoets and Aansluiting PO-VO chosen; the SO/SBO trial test not. */
const signUp = (bram: Record<string, boolean>) => ({
  type: 'aanmeldformulier-po',
  school: school({ naam: 'OBS De Regenboog' }),
  products: {
    Proeftoets: { id: 7544, name: 'Proeftoets 2027', subscribe: true, eerstedag: '2026-12-07', amount: 28 },
    ProeftoetsSOSBO: { id: 8227, name: 'Proeftoets voor SO/SBO 2027', subscribe: false },
    AansluitingPOVO: {
      id: 100000000002,
      name: 'Aansluiting PO-VO 2027',
      subscribe: true,
      eerstedag: '2027-02-08',
      amount: 30,
    },
  },
  contacts: [
    contact('Anna', 'anna@school.example.nl', { '7544': true, '8227': false, '100000000002': false }),
    contact('Bram', 'bram@school.example.nl', { '7544': false, '8227': false, '100000000002': true, ...bram }),
  ],
});

describeEachEngine('a contact tied to an unchosen product is refused', (engine) => {
  let t: TestApp;
  const post = (url: string, body: unknown) => t.post(url, body, { headers: { origin: PUBLIC_URL } });
  const count = async (table: 'submissions' | 'outbox') =>
    Number(
      (
        await t.storage.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await startTestApp(engine, { publicUrl: PUBLIC_URL }, { now: dayClock('2026-12-01').now });
  });
  afterAll(() => t.close());

  it('as a new sign-up: a Dutch 400 naming the rule and the contact, nothing stored or mailed', async () => {
    const answer = await post('/api/process-form', signUp({ '8227': true }));
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatch(REFUSED);
    expect(await count('submissions')).toBe(0);
    expect(await count('outbox')).toBe(0);
  });

  it('as a change on the page: a Dutch 400, the registration as it was', async () => {
    const values = signUp({});
    expect((await post('/api/process-form', values)).statusCode).toBe(307);
    const { id } = await t.storage.db.selectFrom('submissions').select('id').executeTakeFirstOrThrow();
    const token = personalToken(t.app.signingKey, (await findContactLink(t.storage.db, id, 'anna@school.example.nl'))!);
    const page = (await t.inject({ url: `/api/registration?token=${token}` })).json();
    const mails = await count('outbox');
    const { type: _type, school: _school, ...fields } = signUp({ '8227': true });
    const answer = await post('/api/registration/change', { ...fields, token, version: page.version });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatch(REFUSED);
    const after = (await t.inject({ url: `/api/registration?token=${token}` })).json();
    expect(after.version).toBe(page.version);
    expect(await count('outbox')).toBe(mails);
    // Ticked for a product the school did choose, the same change goes through.
    const fine = signUp({ '7544': true });
    const { type: _t, school: _s, ...chosen } = fine;
    expect((await post('/api/registration/change', { ...chosen, token, version: page.version })).statusCode).toBe(200);
  });
});
