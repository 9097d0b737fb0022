import { findSubscription, unsubscribe } from '../../../newsletter/subscriptions';
import { describeEachEngine } from '../../../../test/support/server/databases';
import { readAsDutchExcel, shown, type SheetValue } from '../../../../test/support/server/dutch-excel';
import { school, validValues } from '../../../../test/support/server/payloads';
import { startTestApp, type TestApp } from '../../../../test/support/server/test-app';
import { addAccount } from '../../accounts';
import { createSession } from '../../sessions';
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

describeEachEngine('the workspace export, read as Dutch Excel reads it', (engine) => {
  let t: TestApp;
  let header: string[];
  let rows: SheetValue[][];
  /** The cells of the row whose form is `label` (and, when given, whose `column` shows `value`). */
  const rowOf = (label: string, column?: string, value?: string) => {
    const found = rows.filter(
      (cells) =>
        shown(cells[header.indexOf('Formulier')]) === label &&
        (column === undefined || shown(cells[header.indexOf(column)]) === value),
    );
    expect(found).toHaveLength(1);
    return Object.fromEntries(header.map((name, index) => [name, found[0][index]]));
  };

  let session: string;
  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => AT });
    await addAccount(t.storage.db, 'els@amn.nl', 'correct horse battery staple', new Date(AT), newTotpSecret());
    session = `amn_staff=${await createSession(t.storage.db, 'els@amn.nl', 'in', new Date(AT))}`;
    expect((await t.post('/api/process-form', { type: PO, ...signUp })).statusCode).toBe(307);
    const contact = { ...validValues('contact-form'), first_name: '=HYPERLINK("x")', phone: '06 12345678' };
    expect((await t.post('/api/process-form', { type: 'contact-form', ...contact })).statusCode).toBe(200);
    for (const email of ['weg@example.nl', 'nieuw@example.nl'])
      expect(
        (await t.post('/api/process-form', { type: 'newsletter', ...validValues('newsletter'), email })).statusCode,
      ).toBe(200);
    const leaving = await findSubscription(t.storage.db, 'weg@example.nl');
    expect(await unsubscribe(t.storage.db, leaving!.id, leaving!.version, new Date(AT).toISOString())).toBe(true);

    const response = await t.inject({ url: '/api/staff/export?format=csv', headers: { cookie: session } });
    expect(response.statusCode).toBe(200);
    const [names, ...records] = readAsDutchExcel(response.body);
    header = names.map((name) => String(shown(name)));
    rows = records;
  });
  afterAll(async () => t.close());

  it('names the columns as people say them: the round’s product names, the right group, no internal keys', () => {
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

  it('reads the first day as a date, the vestiging "00" as "00", the counts as numbers', () => {
    const row = rowOf('Aanmelding primair onderwijs');
    expect(row['Proeftoets 2027 – eerste afnamedag']).toEqual({ kind: 'date', date: '2027-01-14' });
    expect(row['Aansluiting PO-VO 2027 – eerste afnamedag']).toEqual({ kind: 'date', date: '2027-02-01' });
    expect(row['School: Vestiging']).toEqual({ kind: 'text', text: '00' });
    expect(row['Proeftoets 2027 – aantal leerlingen (groep 8)']).toEqual({ kind: 'number', value: 28 });
    expect(row['Aansluiting PO-VO 2027 – aantal leerlingen (groep 7)']).toEqual({ kind: 'number', value: 30 });
    expect(row['Contactpersoon 1: Telefoonnummer']).toEqual({ kind: 'text', text: '024 123 45 67' });
    expect(row.Ontvangen).toEqual({ kind: 'moment', date: '2026-12-01', time: '10:00' });
    expect(shown(row.Kenmerk)).toMatch(/^AMN-2027-/);
    expect(shown(row['School: Plaats'])).toBe('Nijmegen');
  });

  it('leaves empty what nobody chose or gave: the product not chosen, the RIO codes, a missing phone', () => {
    const row = rowOf('Aanmelding primair onderwijs');
    expect(shown(row['Proeftoets 2027 – aangemeld'])).toBe('Ja');
    for (const column of [
      'Proeftoets voor SO/SBO 2027 – aangemeld',
      'Proeftoets voor SO/SBO 2027 – eerste afnamedag',
      'Proeftoets voor SO/SBO 2027 – aantal leerlingen (groep 8)',
      'School: Onderwijsaanbieder (RIO)',
      'School: Onderwijslocatie (RIO)',
      'Contactpersoon 2: Telefoonnummer',
      'Nieuwsbrief',
    ])
      expect([column, row[column]]).toEqual([column, { kind: 'empty' }]);
  });

  it('lists per contact the products they are responsible for, by name', () => {
    const row = rowOf('Aanmelding primair onderwijs');
    expect(shown(row['Contactpersoon 1: Verantwoordelijk voor'])).toBe('Proeftoets 2027, Aansluiting PO-VO 2027');
    expect(shown(row['Contactpersoon 2: Verantwoordelijk voor'])).toBe('Aansluiting PO-VO 2027');
  });

  it('gives the newsletter rows their state when asked for by their form (they are not in the queue), and a Kenmerk only where the record has one', async () => {
    expect(rows.filter((cells) => shown(cells[header.indexOf('Formulier')]) === 'Aanmelding nieuwsbrief')).toEqual([]);
    const response = await t.inject({
      url: '/api/staff/export?format=csv&type=newsletter',
      headers: { cookie: session },
    });
    const [names, ...subscribers] = readAsDutchExcel(response.body);
    const subscriberRow = (email: string) => {
      const cells = subscribers.find(
        (row) => shown(row[names.findIndex((name) => shown(name) === 'E-mail')]) === email,
      )!;
      return Object.fromEntries(names.map((name, index) => [String(shown(name)), cells[index]]));
    };
    expect(shown(subscriberRow('weg@example.nl').Nieuwsbrief)).toBe('Afgemeld');
    const pending = subscriberRow('nieuw@example.nl');
    expect(shown(pending.Nieuwsbrief)).toBe('Nog niet bevestigd');
    expect(pending.Kenmerk).toEqual({ kind: 'empty' });
    // A contact form has the Kenmerk its confirmation names; no row shows an id in its place.
    expect(shown(rowOf('Contactformulier').Kenmerk)).toMatch(/^AMN-\d{4}-[A-Z0-9]{4}$/);
    const kenmerken = rows.map((cells) => shown(cells[header.indexOf('Kenmerk')]));
    for (const kenmerk of kenmerken) expect([null, expect.stringMatching(/^AMN-\d{4}-/)]).toContainEqual(kenmerk);
  });

  it('keeps a formula typed into a form as text, and mangles no cell with an apostrophe or a dash', () => {
    const row = rowOf('Contactformulier');
    expect(row.Voornaam).toEqual({ kind: 'text', text: '=HYPERLINK("x")' });
    expect(row.Telefoonnummer).toEqual({ kind: 'text', text: '06 12345678' });
    const cells = rows.flat();
    expect(cells.filter((cell) => cell.kind === 'formula')).toEqual([]);
    expect(cells.filter((cell) => cell.kind === 'text' && (cell.text.startsWith("'") || cell.text === '-'))).toEqual(
      [],
    );
  });
});
