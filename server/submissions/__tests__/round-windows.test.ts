/**
 * The rounds on the server, on controlled days: the server asks the date on every request, takes a
 * Doorstroomtoets (pre-)registration only in its window (409 in the visitor's language otherwise,
 * nothing stored or mailed), a completion until changesUntil, a primary sign-up for open products
 * with a first day from tomorrow, and checks a change against the round a registration belongs to.
 */
import { findContactLink } from '../../registration-records/contact-links';
import { personalToken } from '../../registration-records/personal-link';
import { describeEachEngine } from '../../../test/support/server/databases';
import { school, validValues } from '../../../test/support/server/payloads';
import { dayClock, startTestApp, type TestApp } from '../../../test/support/server/test-app';

const PRE_2027 = 'doorstroomtoets-pre-registration-2027';
const FINAL_2027 = 'doorstroomtoets-registration-2027';
const FINAL_2026 = 'doorstroomtoets-registration-2026';

const CLOSED_NL =
  'Aanmelden voor de Doorstroomtoets 2027 kon tot en met 15 november 2026; er is niets opgeslagen. Wilt u uw school toch nog aanmelden? Neem contact op met de helpdesk: helpdesk@amn.nl, 024 - 345 40 41.';
const CLOSED_RO =
  'Înscrierea pentru Doorstroomtoets 2027 a fost posibilă până la 15 noiembrie 2026 inclusiv; nu a fost salvat nimic. Doriți totuși să înscrieți școala? Contactați helpdesk-ul: helpdesk@amn.nl, +31 24 345 40 41.';

/** A primary sign-up of the 2027 round for the Proeftoets alone, its first day `day`. */
function proeftoets2027(day: string) {
  return {
    type: 'aanmeldformulier-po',
    school: school(),
    products: {
      Proeftoets: { id: 7544, name: 'Proeftoets 2027', subscribe: true, eerstedag: day, amount: 28 },
      ProeftoetsSOSBO: { id: 8227, name: 'Proeftoets voor SO/SBO 2027', subscribe: false },
      AansluitingPOVO: { id: 100000000002, name: 'Aansluiting PO-VO 2027', subscribe: false },
    },
    contacts: [
      {
        first_name: 'Anna',
        last_name: 'Jansen',
        email: 'anna@school.example.nl',
        job_title: 'Directeur',
        '7544': true,
        '8227': false,
        '100000000002': false,
      },
    ],
  };
}

describeEachEngine('registration rounds on the day of the request', (engine) => {
  let t: TestApp;
  const clock = dayClock('2026-10-01');
  beforeAll(async () => {
    // One server for the whole file, started on 1 October 2026: every answer follows the clock as it moves.
    t = await startTestApp(engine, {}, { now: clock.now });
  });
  afterAll(async () => t.close());

  const stored = async (type: string) =>
    (await t.storage.db.selectFrom('submissions').select('id').where('type', '=', type).execute()).length;
  const outbox = async () =>
    Number(
      (
        await t.storage.db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const newestId = async (type: string) =>
    (
      await t.storage.db
        .selectFrom('submissions')
        .select('id')
        .where('type', '=', type)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
  const tokenFor = async (id: string, email = 'anna@school.example.nl') =>
    personalToken(t.app.signingKey, (await findContactLink(t.storage.db, id, email))!);

  it('takes a 2027 registration on 15 October 2026', async () => {
    clock.setDay('2026-10-15');
    const response = await t.post('/api/process-form', { type: FINAL_2027, ...validValues(FINAL_2027) });
    expect(response.statusCode).toBe(307);
    const round = await t.storage.db
      .selectFrom('submissions')
      .select('registration_round')
      .where('id', '=', await newestId(FINAL_2027))
      .executeTakeFirstOrThrow();
    expect(Number(round.registration_round)).toBe(2027);
  });

  it('a server started on 1 October and asked on 20 November answers with the 20 November state', async () => {
    clock.setDay('2026-10-01');
    expect((await t.post('/api/process-form', { type: PRE_2027, ...validValues(PRE_2027) })).statusCode).toBe(307);
    clock.setDay('2026-11-20');
    const late = await t.post('/api/process-form', { type: PRE_2027, ...validValues(PRE_2027) });
    expect(late.statusCode).toBe(409);
    expect(late.body).toBe(CLOSED_NL);
  });

  it('refuses a 2027 registration on 26 November 2026 with 409 and the text, in Dutch and Romanian, storing and mailing nothing', async () => {
    clock.setDay('2026-11-26');
    const [submissions, mails] = [await t.submissions(), await outbox()];
    const dutch = await t.post('/api/process-form', { type: FINAL_2027, ...validValues(FINAL_2027) });
    expect(dutch.statusCode).toBe(409);
    expect(dutch.body).toBe(CLOSED_NL);
    const romanian = await t.post(
      '/api/process-form',
      { type: FINAL_2027, ...validValues(FINAL_2027) },
      { headers: { 'accept-language': 'ro-RO,ro;q=0.9' } },
    );
    expect(romanian.statusCode).toBe(409);
    expect(romanian.body).toBe(CLOSED_RO);
    // The short pre-registration without a year belongs to today's round (2027): closed too.
    const short = await t.post('/api/process-form', {
      type: 'doorstroomtoets-pre-registration',
      ...validValues('doorstroomtoets-pre-registration'),
    });
    expect(short.statusCode).toBe(409);
    expect(await t.submissions()).toBe(submissions);
    expect(await outbox()).toBe(mails);
  });

  it('says when a registration opens, before its window', async () => {
    clock.setDay('2026-09-30');
    const early = await t.post('/api/process-form', { type: FINAL_2027, ...validValues(FINAL_2027) });
    expect(early.statusCode).toBe(409);
    expect(early.body).toBe('Aanmelden voor de Doorstroomtoets 2027 kan vanaf 1 oktober 2026. Er is niets opgeslagen.');
  });

  it('refuses a 2026 registration today (26 November 2026)', async () => {
    clock.setDay('2026-11-26');
    const before = await stored(FINAL_2026);
    const response = await t.post('/api/process-form', { type: FINAL_2026, ...validValues(FINAL_2026) });
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain('Aanmelden voor de Doorstroomtoets 2026 kon tot en met 15 november 2025');
    expect(await stored(FINAL_2026)).toBe(before);
  });

  it('completes on 5 January 2027 a pre-registration of 10 November 2026, and no longer after 11 January', async () => {
    clock.setDay('2026-11-10');
    const chosen = school();
    expect(
      (await t.post('/api/process-form', { type: PRE_2027, ...validValues(PRE_2027), school: chosen })).statusCode,
    ).toBe(307);
    const pre = await newestId(PRE_2027);
    const completion = async () => ({
      type: FINAL_2027,
      ...validValues(FINAL_2027),
      school: chosen,
      registrationId: pre,
      registrationToken: await tokenFor(pre),
    });
    clock.setDay('2027-01-12');
    const tooLate = await t.post('/api/process-form', await completion());
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.body).toContain('kon tot en met 11 januari 2027 worden afgerond');
    clock.setDay('2027-01-05');
    expect((await t.post('/api/process-form', await completion())).statusCode).toBe(307);
  });

  it('takes a Proeftoets sign-up today for 7 December 2026, and refuses 20 November 2026 naming the first day', async () => {
    clock.setDay('2026-11-26');
    const taken = await t.post('/api/process-form', proeftoets2027('2026-12-07'));
    expect(taken.statusCode).toBe(307);
    const round = await t.storage.db
      .selectFrom('submissions')
      .select('registration_round')
      .where('id', '=', await newestId('aanmeldformulier-po'))
      .executeTakeFirstOrThrow();
    expect(Number(round.registration_round)).toBe(2027);

    const before = await t.submissions();
    const past = await t.post('/api/process-form', proeftoets2027('2026-11-20'));
    expect(past.statusCode).toBe(400);
    expect(past.body).toBe(
      'Eerste afnamedag van Proeftoets 2027 moet liggen van 27 november 2026 tot en met 15 januari 2027 (veld products.Proeftoets.eerstedag).',
    );
    // Today itself is too late as well: a first day lies from tomorrow on.
    expect((await t.post('/api/process-form', proeftoets2027('2026-11-26'))).statusCode).toBe(400);
    expect(await t.submissions()).toBe(before);
  });

  it('takes only open products: a product whose first-day window has passed is refused', async () => {
    // The last day of its window: no first day from tomorrow is left.
    clock.setDay('2027-01-15');
    const over = await t.post('/api/process-form', proeftoets2027('2027-01-15'));
    expect(over.statusCode).toBe(400);
    expect(over.body).toContain('Aanmelden voor Proeftoets 2027 kan niet meer');
    expect(over.body).toContain('(veld products.Proeftoets.subscribe)');
  });

  it('checks a change of a 2026 primary sign-up against 2026: closed in the 2027 round, and while open its past days may stay, a new day may not be past', async () => {
    clock.setDay('2025-10-15');
    const values = { type: 'aanmeldformulier-po', ...validValues('aanmeldformulier-po') };
    expect((await t.post('/api/process-form', values)).statusCode).toBe(307);
    const { id } = await t.storage.db
      .selectFrom('submissions')
      .select('id')
      .where('type', '=', 'aanmeldformulier-po')
      .where('created_at', '<', '2026-01-01')
      .executeTakeFirstOrThrow();
    const round = await t.storage.db
      .selectFrom('submissions')
      .select('registration_round')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(round.registration_round)).toBe(2026);

    const { type: _type, ...fields } = values as Record<string, unknown>;
    const contacts = fields.contacts as Record<string, unknown>[];
    // In the 2027 round its own deadlines have passed (two weeks before its 2026 first days), and
    // its 2026 products are over: the 2027 round's open SO/SBO Proeftoets does not open it again.
    clock.setDay('2026-11-26');
    const closed = await t.post('/api/registration/change', {
      ...fields,
      contacts: [{ ...contacts[0], email: 'anna.jansen@school.example.nl' }, contacts[1]],
      token: await tokenFor(id),
      version: 1,
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.body).toContain('Wijzigen kan niet meer via deze pagina.');

    // On 20 January 2026 its Aansluiting (2 March) is still ahead: changes are taken.
    clock.setDay('2026-01-20');
    const token = await tokenFor(id);
    // A contact's e-mail changes; the 2026 names and the past first days stay as they were.
    const changed = await t.post('/api/registration/change', {
      ...fields,
      contacts: [{ ...contacts[0], email: 'anna.jansen@school.example.nl' }, contacts[1]],
      token,
      version: 1,
    });
    expect(changed.body).toBe('Uw wijzigingen zijn opgeslagen. Alle contactpersonen krijgen een e-mail.');
    expect(changed.statusCode).toBe(200);

    // Moving a first day (here into the past window of 2026) is checked against today.
    const products = structuredClone(fields.products) as { Proeftoets: { eerstedag: string } };
    products.Proeftoets.eerstedag = '2025-12-02';
    const moved = await t.post('/api/registration/change', {
      ...fields,
      products,
      token: await tokenFor(id, 'bram@school.example.nl'),
      version: 2,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.body).toContain('Aanmelden voor 2026 Proeftoets kan niet meer');
  });
});
