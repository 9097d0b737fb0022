import round2026 from '../../rounds/2026';
import { aanmeldformulierPoSchemaOf, emptyAanmeldformulierPo } from '../aanmeldformulierPo';
import { checklist } from '../checklist';
import { contact, foundSchool, issuesOf, outputOf } from './helpers';

/** The sign-up as the 2026 round has it (every round's is made the same way from its file). */
const aanmeldformulierPoSchema = aanmeldformulierPoSchemaOf(round2026);

const product = (id: number, name: string, extra: object = {}) => ({ id, name, subscribe: false, ...extra });

function values(overrides: Record<string, unknown> = {}) {
  return {
    school: foundSchool,
    products: {
      Proeftoets: product(7544, '2026 Proeftoets', { subscribe: true, eerstedag: '2025-11-03', amount: 25 }),
      ProeftoetsSOSBO: product(8227, '2026 Proeftoets voor SO/ SBO'),
      AansluitingPOVO: product(100000000002, '2026 Aansluiting PO-VO'),
    },
    contacts: [{ ...contact, work_number: '024-3454040', job_title: 'Directeur', '7544': true }],
    ...overrides,
  };
}

const withProduct = (key: string, item: object) => ({ ...values().products, [key]: item });

describe('aanmeldformulier-po schema', () => {
  it('accepts a complete sign-up and fills the unticked contact booleans', () => {
    const output = outputOf(aanmeldformulierPoSchema, values());
    expect(output.contacts[0]).toMatchObject({ '7544': true, '8227': false, '100000000002': false });
    expect(output.school.onderwijsaanbiederid).toBeNull();
  });

  it('lists the four checklist messages word for word for an empty form', () => {
    expect(checklist('aanmeldformulier-po', emptyAanmeldformulierPo(round2026), round2026)).toEqual([
      'Selecteer uw school',
      'Selecteer minimaal één product',
      'Vul de contactgegevens in van minimaal één contactpersoon',
      'Maak elke contactpersoon verantwoordelijk voor minimaal één product',
    ]);
    expect(checklist('aanmeldformulier-po', values(), round2026)).toEqual([]);
  });

  it('needs a school', () => {
    expect(issuesOf(aanmeldformulierPoSchema, values({ school: null }))).toEqual({ school: 'Selecteer uw school' });
    expect(checklist('aanmeldformulier-po', values({ school: undefined }), round2026)).toEqual(['Selecteer uw school']);
  });

  it('needs at least one subscribed product', () => {
    const none = withProduct('Proeftoets', product(7544, '2026 Proeftoets'));
    expect(issuesOf(aanmeldformulierPoSchema, values({ products: none }))).toEqual({
      products: 'Selecteer minimaal één product',
    });
  });

  it.each([
    ['Proeftoets', 7544, '2026 Proeftoets', '2025-11-03', '2026-01-16', '2025-11-02', '2026-01-17'],
    ['ProeftoetsSOSBO', 8227, '2026 Proeftoets voor SO/ SBO', '2025-11-03', '2026-01-16', '2025-11-02', '2026-01-17'],
    ['AansluitingPOVO', 100000000002, '2026 Aansluiting PO-VO', '2026-02-02', '2026-05-29', '2026-02-01', '2026-05-30'],
  ])('keeps the first day of %s inside its window, edges included', (key, id, name, from, to, before, after) => {
    const at = (eerstedag: string) =>
      values({ products: withProduct(key, product(id, name, { subscribe: true, eerstedag, amount: 10 })) });
    expect(issuesOf(aanmeldformulierPoSchema, at(from))).toEqual({});
    expect(issuesOf(aanmeldformulierPoSchema, at(to))).toEqual({});
    const window =
      key === 'AansluitingPOVO'
        ? 'van 2 februari 2026 tot en met 29 mei 2026'
        : 'van 3 november 2025 tot en met 16 januari 2026';
    const message = `Eerste afnamedag van ${name} moet liggen ${window}.`;
    expect(issuesOf(aanmeldformulierPoSchema, at(before))).toEqual({ [`products.${key}.eerstedag`]: message });
    expect(issuesOf(aanmeldformulierPoSchema, at(after))).toEqual({ [`products.${key}.eerstedag`]: message });
  });

  it('refuses a first day on a Saturday or Sunday inside the window, naming the day', () => {
    const at = (eerstedag: string) =>
      values({
        products: withProduct(
          'AansluitingPOVO',
          product(100000000002, '2026 Aansluiting PO-VO', { subscribe: true, eerstedag, amount: 10 }),
        ),
      });
    expect(issuesOf(aanmeldformulierPoSchema, at('2026-03-06'))).toEqual({});
    expect(issuesOf(aanmeldformulierPoSchema, at('2026-03-07'))).toEqual({
      'products.AansluitingPOVO.eerstedag':
        'Eerste afnamedag van 2026 Aansluiting PO-VO: zaterdag 7 maart 2026 valt in het weekend. Scholen nemen in het weekend geen toetsen af; kies een werkdag.',
    });
    expect(issuesOf(aanmeldformulierPoSchema, at('2026-03-08'))).toEqual({
      'products.AansluitingPOVO.eerstedag':
        'Eerste afnamedag van 2026 Aansluiting PO-VO: zondag 8 maart 2026 valt in het weekend. Scholen nemen in het weekend geen toetsen af; kies een werkdag.',
    });
  });

  it('needs eerstedag (yyyy-mm-dd) and amount ≥ 1 only for subscribed products', () => {
    const subscribed = (extra: object) =>
      values({ products: withProduct('AansluitingPOVO', product(100000000002, '2026 Aansluiting PO-VO', extra)) });
    expect(issuesOf(aanmeldformulierPoSchema, subscribed({ subscribe: true }))).toEqual({
      'products.AansluitingPOVO.eerstedag': 'Eerste afnamedag van 2026 Aansluiting PO-VO is verplicht.',
      'products.AansluitingPOVO.amount': 'Aantal leerlingen voor 2026 Aansluiting PO-VO is verplicht.',
    });
    expect(
      issuesOf(aanmeldformulierPoSchema, subscribed({ subscribe: true, eerstedag: '02-03-2026', amount: 0 })),
    ).toEqual({
      'products.AansluitingPOVO.eerstedag':
        'Eerste afnamedag van 2026 Aansluiting PO-VO moet een datum zijn (jjjj-mm-dd).',
      'products.AansluitingPOVO.amount': 'Aantal leerlingen voor 2026 Aansluiting PO-VO moet minimaal 1 zijn.',
    });
    expect(issuesOf(aanmeldformulierPoSchema, subscribed({ subscribe: false, eerstedag: '' }))).toEqual({});
    expect(checklist('aanmeldformulier-po', subscribed({ subscribe: true }), round2026)).toEqual([
      'Vul de afnamedetails in',
    ]);
  });

  it('refuses wrong product ids and names, and amounts that are not whole numbers', () => {
    expect(
      issuesOf(aanmeldformulierPoSchema, values({ products: withProduct('ProeftoetsSOSBO', product(8228, 'x')) })),
    ).toEqual({
      'products.ProeftoetsSOSBO.id': 'Onbekend product-id bij 2026 Proeftoets voor SO/ SBO.',
      'products.ProeftoetsSOSBO.name': 'Onbekende productnaam bij 2026 Proeftoets voor SO/ SBO.',
    });
    const amount = (value: unknown) =>
      values({
        products: withProduct(
          'Proeftoets',
          product(7544, '2026 Proeftoets', { subscribe: true, eerstedag: '2025-12-01', amount: value }),
        ),
      });
    expect(issuesOf(aanmeldformulierPoSchema, amount('25'))).toEqual({
      'products.Proeftoets.amount': 'Aantal leerlingen voor 2026 Proeftoets moet een getal zijn.',
    });
    expect(issuesOf(aanmeldformulierPoSchema, amount(2.5))).toEqual({
      'products.Proeftoets.amount': 'Aantal leerlingen voor 2026 Proeftoets moet een heel getal zijn.',
    });
  });

  it('needs a first contact with first name, last name and valid e-mail', () => {
    expect(issuesOf(aanmeldformulierPoSchema, values({ contacts: [] }))).toEqual({
      'contacts[0]': 'Vul de contactgegevens in van minimaal één contactpersoon',
    });
    expect(issuesOf(aanmeldformulierPoSchema, values({ contacts: [{ email: 'jan', '7544': true }] }))).toEqual({
      'contacts[0].first_name': 'Voornaam is verplicht.',
      'contacts[0].last_name': 'Achternaam is verplicht.',
      'contacts[0].email': 'E-mail is geen geldig e-mailadres.',
    });
    expect(checklist('aanmeldformulier-po', values({ contacts: [{ '7544': true }] }), round2026)).toEqual([
      'Vul de contactgegevens in van minimaal één contactpersoon',
    ]);
  });

  it('ties every contact to at least one product', () => {
    const contacts = [
      { ...contact, '7544': true },
      { first_name: 'Piet', email: 'piet@school.nl' },
    ];
    expect(issuesOf(aanmeldformulierPoSchema, values({ contacts }))).toEqual({
      'contacts[1].7544': 'Maak elke contactpersoon verantwoordelijk voor minimaal één product',
    });
    expect(checklist('aanmeldformulier-po', values({ contacts }), round2026)).toEqual([
      'Maak elke contactpersoon verantwoordelijk voor minimaal één product',
    ]);
    expect(
      issuesOf(aanmeldformulierPoSchema, values({ contacts: [contacts[0], { ...contacts[1], '7544': true }] })),
    ).toEqual({});
  });

  it('refuses a contact tied to a product the school did not choose, on that contact, even while other fields are open', () => {
    const message = 'Maak een contactpersoon alleen verantwoordelijk voor een product dat u heeft gekozen';
    // Only the Proeftoets is chosen: Piet is flagged for the SO/SBO test and Aansluiting PO-VO as well.
    const contacts = [
      { ...contact, '7544': true },
      { first_name: 'Piet', email: 'piet@school.nl', '7544': true, '8227': true },
      { first_name: 'Sanne', email: 'sanne@school.nl', '100000000002': true },
    ];
    expect(issuesOf(aanmeldformulierPoSchema, values({ contacts }))).toEqual({
      'contacts[1].7544': message,
      'contacts[2].7544': message,
    });
    expect(checklist('aanmeldformulier-po', values({ contacts }), round2026)).toEqual([message]);
    expect(issuesOf(aanmeldformulierPoSchema, values({ contacts, school: null }))).toEqual({
      school: 'Selecteer uw school',
      'contacts[1].7544': message,
      'contacts[2].7544': message,
    });
    // Chosen, the same boxes are fine.
    const all = {
      Proeftoets: product(7544, '2026 Proeftoets', { subscribe: true, eerstedag: '2025-11-03', amount: 25 }),
      ProeftoetsSOSBO: product(8227, '2026 Proeftoets voor SO/ SBO', {
        subscribe: true,
        eerstedag: '2025-11-03',
        amount: 5,
      }),
      AansluitingPOVO: product(100000000002, '2026 Aansluiting PO-VO', {
        subscribe: true,
        eerstedag: '2026-02-02',
        amount: 9,
      }),
    };
    expect(issuesOf(aanmeldformulierPoSchema, values({ contacts, products: all }))).toEqual({});
  });

  it('checks the e-mail of further contacts when given', () => {
    const contacts = [
      { ...contact, '7544': true },
      { email: 'piet@', '7544': true },
    ];
    expect(issuesOf(aanmeldformulierPoSchema, values({ contacts }))).toEqual({
      'contacts[1].email': 'E-mail is geen geldig e-mailadres.',
    });
  });

  it('is strict at every level', () => {
    expect(issuesOf(aanmeldformulierPoSchema, values({ extra: 1 }))).toEqual({ extra: 'Onbekend veld "extra".' });
    expect(issuesOf(aanmeldformulierPoSchema, values({ school: { ...foundSchool, land: 'NL' } }))).toEqual({
      'school.land': 'Onbekend veld "land".',
    });
    expect(issuesOf(aanmeldformulierPoSchema, values({ contacts: [{ ...contact, '7544': true, admin: 1 }] }))).toEqual({
      'contacts[0].admin': 'Onbekend veld "admin".',
    });
    expect(issuesOf(aanmeldformulierPoSchema, values({ contacts: [{ ...contact, '7544': 'true' }] }))).toEqual({
      'contacts[0].7544': '2026 Proeftoets moet ja of nee zijn.',
    });
  });

  it('checks the school found by the finder', () => {
    expect(
      issuesOf(
        aanmeldformulierPoSchema,
        values({ school: { ...foundSchool, instellingscode: '03GR01', vestigingscode: 'A' } }),
      ),
    ).toEqual({
      'school.instellingscode': 'BRIN-nummer moet uit 4 letters of cijfers bestaan.',
      'school.vestigingscode': 'Vestigingsnummer moet uit 2 cijfers bestaan.',
    });
    const { naam: _naam, ...withoutName } = foundSchool;
    expect(issuesOf(aanmeldformulierPoSchema, values({ school: withoutName }))).toEqual({
      'school.naam': 'Schoolnaam is verplicht.',
    });
  });

  it('starts with the three products (ids and names) and one empty contact', () => {
    const empty = emptyAanmeldformulierPo(round2026);
    expect(empty.products).toEqual({
      Proeftoets: { id: 7544, name: '2026 Proeftoets', subscribe: false },
      ProeftoetsSOSBO: { id: 8227, name: '2026 Proeftoets voor SO/ SBO', subscribe: false },
      AansluitingPOVO: { id: 100000000002, name: '2026 Aansluiting PO-VO', subscribe: false },
    });
    expect(empty.contacts).toHaveLength(1);
  });
});
