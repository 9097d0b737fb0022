import { findSubscription, unsubscribe } from '../../../newsletter-store/subscriptions';
import { describeEachEngine } from '../../../../test/support/server/databases';
import { parse } from 'csv-parse/sync';
import { readXlsx, type ReadXlsx, type XlsxValue } from '../../../../test/support/server/xlsx-reader';
import { school, validValues } from '../../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../../test/support/server/test-app';
import { addAccount } from '../../accounts';
import { createSession } from '../../../staff-store/sessions';
import { newTotpSecret } from '../../totp';

/** 1 December 2026, 10:00 in Amsterdam: the 2027 round's Proeftoets and Aansluiting PO-VO are open. */
const AT = Date.parse('2026-12-01T09:00:00.000Z');
const PO = 'aanmeldformulier-po';

/** A primary sign-up of the 2027 round: the Proeftoets (28 in groep 8) and Aansluiting PO-VO (30 in groep 7). */
const signUp = {
  school: school({ naam: 'Obs De Vestiging', vestigingscode: '00', plaatsnaam: 'NIJMEGEN' }),
  products: {
    Proeftoets: { id: 7544, name: 'Proeftoets 2027', subscribe: true, eerstedag: '2027-01-14', amount: 28 },
    ProeftoetsSOSBO: { id: 8227, name: 'Proeftoets voor SO/SBO 2027', subscribe: false },
    AansluitingPOVO: {
      id: 100000000002,
      name: 'Aansluiting PO-VO 2027',
      subscribe: true,
      eerstedag: '2027-02-01',
      amount: 30,
    },
  },
  contacts: [
    {
      first_name: 'Anna',
      last_name: 'Jansen',
      email: 'anna@vestiging.example.nl',
      work_number: '024 123 45 67',
      job_title: 'Directeur',
      '7544': true,
      '8227': false,
      '100000000002': true,
    },
    {
      first_name: 'Bram',
      last_name: 'Jansen',
      email: 'bram@vestiging.example.nl',
      work_number: '',
      job_title: 'Leerkracht',
      '7544': false,
      '8227': false,
      '100000000002': true,
    },
  ],
};

describeEachEngine('the workspace export, as the helpdesk’s .xlsx and the scripts’ CSV', (engine) => {
  let t: TestApp;
  let sheet: ReadXlsx;
  let header: string[];
  let rows: Record<string, XlsxValue>[];
  /** The row whose form is `label` (and, when given, whose `column` holds `value`). */
  const rowOf = (label: string, column?: string, value?: string) => {
    const found = rows.filter((row) => row.Formulier === label && (column === undefined || row[column] === value));
    expect(found).toHaveLength(1);
    return found[0];
  };
  const download = (query: string) => t.inject({ url: `/api/staff/export${query}`, headers: { cookie: session } });

  let session: string;
  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => AT });
    await addAccount(t.storage.db, 'els@amn.nl', 'correct horse battery staple', new Date(AT), newTotpSecret());
    session = `amn_staff=${await createSession(t.storage.db, 'els@amn.nl', 'in', new Date(AT))}`;
    expect((await t.post('/api/process-form', { type: PO, ...signUp })).statusCode).toBe(307);
    const contact = {
      ...validValues('contact-form'),
      first_name: '=HYPERLINK("x")',
      phone: '06 12345678',
      message: '=SUM(A1)',
    };
    expect((await t.post('/api/process-form', { type: 'contact-form', ...contact })).statusCode).toBe(200);
    for (const email of ['weg@example.nl', 'nieuw@example.nl'])
      expect(
        (await t.post('/api/process-form', { type: 'newsletter', ...validValues('newsletter'), email })).statusCode,
      ).toBe(200);
    const leaving = await findSubscription(t.storage.db, 'weg@example.nl');
    expect(await unsubscribe(t.storage.db, leaving!.id, leaving!.version, new Date(AT).toISOString())).toBe(true);

    // The workspace's button: no format asked is the .xlsx.
    const response = await download('');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="inzendingen-alle-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    sheet = await readXlsx(response.rawPayload);
    ({ header, rows } = sheet);
  });
  afterAll(async () => t.close());

  it('keeps the header in view: the first row frozen, a filter over every column', () => {
    expect(sheet.frozenRows).toBe(1);
    // Over row 1 from column A to the last one: AS is column 45.
    const letters = /^A1:([A-Z]+)1$/.exec(String(sheet.autoFilter))?.[1] ?? '';
    const lastColumn = [...letters].reduce((number, letter) => number * 26 + letter.charCodeAt(0) - 64, 0);
    expect(lastColumn).toBe(header.length);
  });

  it('names the columns as people say them: the round’s product names, the right group, no internal keys', () => {
    expect(header.slice(0, 3)).toEqual(['Kenmerk', 'Formulier', 'Ontvangen']);
    expect(header).toEqual(
      expect.arrayContaining([
        'Proeftoets 2027 – aangemeld',
        'Proeftoets 2027 – eerste afnamedag',
        'Proeftoets 2027 – aantal leerlingen (groep 8)',
        'Aansluiting PO-VO 2027 – eerste afnamedag',
        'Aansluiting PO-VO 2027 – aantal leerlingen (groep 7)',
        'Proeftoets voor SO/SBO 2027 – aangemeld',
        'School: Vestiging',
        'Contactpersoon 1: Verantwoordelijk voor',
        'Nieuwsbrief',
      ]),
    );
    expect(header.join(' | ')).not.toMatch(/ProeftoetsSOSBO|AansluitingPOVO|Proeftoets:|products|contacts|\.0\./);
    expect(header).not.toContain('Aansluiting PO-VO 2027 – aantal leerlingen (groep 8)');
  });

  it('writes the first day as a date cell, the vestiging "00" as text, the counts as numbers', () => {
    const row = rowOf('Aanmelding primair onderwijs');
    expect(row['Proeftoets 2027 – eerste afnamedag']).toEqual(new Date(Date.UTC(2027, 0, 14)));
    expect(row['Aansluiting PO-VO 2027 – eerste afnamedag']).toEqual(new Date(Date.UTC(2027, 1, 1)));
    expect(row['School: Vestiging']).toBe('00');
    expect(row['Proeftoets 2027 – aantal leerlingen (groep 8)']).toBe(28);
    expect(row['Aansluiting PO-VO 2027 – aantal leerlingen (groep 7)']).toBe(30);
    expect(row['Contactpersoon 1: Telefoonnummer']).toBe('024 123 45 67');
    // Received at 09:00 UTC: 10:00 on the Dutch clock, as the list shows it.
    expect(row.Ontvangen).toEqual(new Date(Date.UTC(2026, 11, 1, 10, 0)));
    expect(row.Kenmerk).toMatch(/^AMN-2027-/);
    expect(row['School: Plaats']).toBe('Nijmegen');
  });

  it('leaves empty what nobody chose or gave: the product not chosen, the RIO codes, a missing phone', () => {
    const row = rowOf('Aanmelding primair onderwijs');
    expect(row['Proeftoets 2027 – aangemeld']).toBe('Ja');
    for (const column of [
      'Proeftoets voor SO/SBO 2027 – aangemeld',
      'Proeftoets voor SO/SBO 2027 – eerste afnamedag',
      'Proeftoets voor SO/SBO 2027 – aantal leerlingen (groep 8)',
      'School: Onderwijsaanbieder (RIO)',
      'School: Onderwijslocatie (RIO)',
      'Contactpersoon 2: Telefoonnummer',
      'Nieuwsbrief',
    ])
      expect([column, row[column]]).toEqual([column, null]);
  });

  it('lists per contact the products they are responsible for, by name', () => {
    const row = rowOf('Aanmelding primair onderwijs');
    expect(row['Contactpersoon 1: Verantwoordelijk voor']).toBe('Proeftoets 2027, Aansluiting PO-VO 2027');
    expect(row['Contactpersoon 2: Verantwoordelijk voor']).toBe('Aansluiting PO-VO 2027');
  });

  it('gives the newsletter rows their state when asked for by their form (they are not in the queue), and a Kenmerk only where the record has one', async () => {
    expect(rows.filter((row) => row.Formulier === 'Aanmelding nieuwsbrief')).toEqual([]);
    const subscribers = (await readXlsx((await download('?format=xlsx&type=newsletter')).rawPayload)).rows;
    const subscriberRow = (email: string) => subscribers.find((row) => row['E-mail'] === email)!;
    expect(subscriberRow('weg@example.nl').Nieuwsbrief).toBe('Afgemeld');
    const pending = subscriberRow('nieuw@example.nl');
    expect(pending.Nieuwsbrief).toBe('Nog niet bevestigd');
    expect(pending.Kenmerk).toBeNull();
    // A contact form has the Kenmerk its confirmation names; no row shows an id in its place.
    expect(rowOf('Contactformulier').Kenmerk).toMatch(/^AMN-\d{4}-[A-Z0-9]{4}$/);
    for (const row of rows) expect([null, expect.stringMatching(/^AMN-\d{4}-/)]).toContainEqual(row.Kenmerk);
  });

  it('keeps a formula typed into a form as the text typed, never a formula, and adds no apostrophe', () => {
    const row = rowOf('Contactformulier');
    expect(row.Voornaam).toBe('=HYPERLINK("x")');
    expect(row['Uw bericht']).toBe('=SUM(A1)');
    expect(row.Telefoonnummer).toBe('06 12345678');
    // readXlsx fails on any cell that is not a plain value (a formula is an object).
    const texts = rows.flatMap((cells) => Object.values(cells)).filter((cell) => typeof cell === 'string');
    expect(texts.filter((text) => text.startsWith("'"))).toEqual([]);
  });

  it('gives scripts a CSV of the same columns with plain values, a typed formula behind an apostrophe', async () => {
    const response = await download('?format=csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [names, ...records] = parse(response.body, { bom: true }) as string[][];
    expect(names).toEqual(header);
    const cells = records.flat();
    expect(cells.filter((cell) => cell.startsWith('='))).toEqual([]);
    const contact = Object.fromEntries(
      names.map((name, index) => [name, records.find((record) => record[1] === 'Contactformulier')![index]]),
    );
    expect(contact['Uw bericht']).toBe("'=SUM(A1)");
    expect(contact.Voornaam).toBe(`'=HYPERLINK("x")`);
    const registration = Object.fromEntries(
      names.map((name, index) => [
        name,
        records.find((record) => record[1] === 'Aanmelding primair onderwijs')![index],
      ]),
    );
    expect(registration['School: Vestiging']).toBe('00');
    expect(registration['Proeftoets 2027 – eerste afnamedag']).toBe('2027-01-14');
    expect(registration['Proeftoets 2027 – aantal leerlingen (groep 8)']).toBe('28');
    expect(registration.Ontvangen).toBe('2026-12-01T09:00:00.000Z');
  });
});
