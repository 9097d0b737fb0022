import { checklist } from '../checklist';
import round2026 from '../../rounds/2026';
import { doorstroomtoetsRoundSchemas, emptyDoorstroomtoetsRound } from '../doorstroomtoetsRound';

const { pre: preSchema, final: finalSchema } = doorstroomtoetsRoundSchemas(round2026);
const emptyDoorstroomtoets2026 = () => emptyDoorstroomtoetsRound(round2026);
import { contact, foundSchool, issuesOf, outputOf } from './helpers';

const product = { product_id: 100000000001, product_name: 'Doorstroomtoets', device_type: 'iPads', amount: 30 };
const finalProduct = { ...product, eerstedag: '2026-01-26', previous_year_amn_doorstroomtoets: 'Ja' };
const agreement = {
  akkoordPersonNaam: 'Els de Boer',
  akkoordPersonFunctie: 'Directeur',
  akkoordPersonEmail: 'els@school.nl',
  bestuurPersonEmail: 'bestuur@stichting.nl',
};

function values(doorstroomtoets: object = product, overrides: Record<string, unknown> = {}) {
  return { school: foundSchool, products: { Doorstroomtoets: doorstroomtoets }, contacts: [contact], ...overrides };
}
const pre = (extra: object = {}, overrides: Record<string, unknown> = {}) =>
  values({ ...product, ...extra }, overrides);
const final = (extra: object = {}, overrides: Record<string, unknown> = {}) =>
  values({ ...finalProduct, ...extra }, overrides);

const manualSchool = {
  naam: 'Deutsche Schule',
  straatnaam: 'Hauptstraße',
  huisnummer: '1',
  postcode: '47533',
  plaatsnaam: 'Kleve',
  land: 'Duitsland',
};

describe('doorstroomtoets 2026, pre mode', () => {
  it('accepts a pre-registration without first day or previous-year answer', () => {
    const output = outputOf(preSchema, values());
    expect(output).toMatchObject({ manualEntry: false, alreadyRegistered: false });
    expect(output.contacts[0]['100000000001']).toBe(true);
  });

  it('still keeps a first day, when given, inside 26 januari to 13 februari 2026', () => {
    expect(issuesOf(preSchema, values({ ...product, eerstedag: '2026-02-14' }))).toEqual({
      'products.Doorstroomtoets.eerstedag':
        'Eerste afnamedag moet liggen van 26 januari 2026 tot en met 13 februari 2026.',
    });
  });

  it('refuses the registration id (final mode only)', () => {
    expect(issuesOf(preSchema, values(product, { registrationId: 'a'.repeat(22) }))).toEqual({
      registrationId: 'Onbekend veld "registrationId".',
    });
  });
});

describe('doorstroomtoets 2026, final mode', () => {
  it('accepts a registration with registration id', () => {
    expect(issuesOf(finalSchema, final({}, { registrationId: 'Zq3x_9-abcdefghijklmno' }))).toEqual({});
    expect(issuesOf(finalSchema, final({}, { registrationId: '../etc' }))).toEqual({
      registrationId: 'Registratiecode is ongeldig.',
    });
  });

  it('needs the first day inside its window, edges included', () => {
    expect(issuesOf(finalSchema, final({ eerstedag: '2026-02-13' }))).toEqual({});
    for (const eerstedag of ['2026-01-25', '2026-02-14']) {
      expect(issuesOf(finalSchema, final({ eerstedag }))).toEqual({
        'products.Doorstroomtoets.eerstedag':
          'Eerste afnamedag moet liggen van 26 januari 2026 tot en met 13 februari 2026.',
      });
    }
    const { eerstedag: _e, previous_year_amn_doorstroomtoets: _p, ...withoutBoth } = finalProduct;
    expect(issuesOf(finalSchema, values(withoutBoth))).toEqual({
      'products.Doorstroomtoets.eerstedag': 'Eerste afnamedag is verplicht.',
      'products.Doorstroomtoets.previous_year_amn_doorstroomtoets':
        'Geef aan of uw school vorig jaar de AMN Doorstroomtoets heeft afgenomen.',
    });
  });

  it('refuses a first day at the weekend, in both modes', () => {
    const weekend = {
      'products.Doorstroomtoets.eerstedag':
        'Eerste afnamedag: zaterdag 31 januari 2026 valt in het weekend. Scholen nemen in het weekend geen toetsen af; kies een werkdag.',
    };
    expect(issuesOf(finalSchema, final({ eerstedag: '2026-01-31' }))).toEqual(weekend);
    expect(issuesOf(preSchema, pre({ eerstedag: '2026-01-31' }))).toEqual(weekend);
    expect(issuesOf(finalSchema, final({ eerstedag: '2026-02-02' }))).toEqual({});
  });

  it("on 'Nee' needs the four agreement fields", () => {
    expect(issuesOf(finalSchema, final({ previous_year_amn_doorstroomtoets: 'Nee' }))).toEqual({
      'products.Doorstroomtoets.akkoordPersonNaam': 'Naam van de verantwoordelijke is verplicht.',
      'products.Doorstroomtoets.akkoordPersonFunctie': 'Functie van de verantwoordelijke is verplicht.',
      'products.Doorstroomtoets.akkoordPersonEmail': 'E-mail van de verantwoordelijke is verplicht.',
      'products.Doorstroomtoets.bestuurPersonEmail': 'E-mail van het bestuur is verplicht.',
    });
    expect(issuesOf(finalSchema, final({ previous_year_amn_doorstroomtoets: 'Nee', ...agreement }))).toEqual({});
    expect(issuesOf(finalSchema, final({ previous_year_amn_doorstroomtoets: 'Ja' }))).toEqual({});
  });

  it("on 'Nee' needs valid e-mails that differ", () => {
    expect(
      issuesOf(
        finalSchema,
        final({
          previous_year_amn_doorstroomtoets: 'Nee',
          ...agreement,
          akkoordPersonEmail: 'els',
          bestuurPersonEmail: 'b@',
        }),
      ),
    ).toEqual({
      'products.Doorstroomtoets.akkoordPersonEmail': 'E-mail van de verantwoordelijke is geen geldig e-mailadres.',
      'products.Doorstroomtoets.bestuurPersonEmail': 'E-mail van het bestuur is geen geldig e-mailadres.',
    });
    expect(
      issuesOf(
        finalSchema,
        final({ previous_year_amn_doorstroomtoets: 'Nee', ...agreement, bestuurPersonEmail: ' ELS@school.nl ' }),
      ),
    ).toEqual({
      'products.Doorstroomtoets.bestuurPersonEmail':
        'E-mail van het bestuur moet verschillen van E-mail van de verantwoordelijke.',
    });
  });

  it('lists the checklist messages', () => {
    expect(checklist('doorstroomtoets-registration-2026', emptyDoorstroomtoets2026())).toEqual([
      'Selecteer uw school',
      'Vul de afnamedetails in',
      'Vul de contactgegevens in van minimaal één contactpersoon',
    ]);
    expect(checklist('doorstroomtoets-registration-2026', final({ previous_year_amn_doorstroomtoets: 'Nee' }))).toEqual(
      ['Vul de gegevens in van de verantwoordelijke voor de verwerkersovereenkomst'],
    );
    expect(checklist('doorstroomtoets-registration-2026', final({ amount: 0 }))).toEqual(['Vul de afnamedetails in']);
    expect(checklist('doorstroomtoets-registration-2026', final())).toEqual([]);
  });
});

describe('doorstroomtoets 2026, both modes', () => {
  it.each([
    ['pre', preSchema, pre],
    ['final', finalSchema, final],
  ] as const)('%s: every contact needs first name, last name and valid e-mail', (_mode, schema, build) => {
    expect(issuesOf(schema, build({}, { contacts: [] }))).toEqual({
      contacts: 'Vul de contactgegevens in van minimaal één contactpersoon',
    });
    expect(issuesOf(schema, build({}, { contacts: [contact, { first_name: 'Piet', email: 'piet@' }] }))).toEqual({
      'contacts[1].last_name': 'Achternaam is verplicht.',
      'contacts[1].email': 'E-mail is geen geldig e-mailadres.',
    });
  });

  it.each([
    ['pre', preSchema, pre],
    ['final', finalSchema, final],
  ] as const)('%s: a manual school needs naam and address, may carry land, and no codes', (_mode, schema, build) => {
    expect(issuesOf(schema, build({}, { school: manualSchool, manualEntry: true }))).toEqual({});
    expect(issuesOf(schema, build({}, { school: manualSchool, manualEntry: false }))).toEqual({
      school: 'Selecteer uw school',
    });
    expect(issuesOf(schema, build({}, { school: { naam: 'X' }, manualEntry: true }))).toEqual({
      'school.straatnaam': 'Straatnaam is verplicht.',
      'school.huisnummer': 'Huisnummer is verplicht.',
      'school.postcode': 'Postcode is verplicht.',
      'school.plaatsnaam': 'Plaatsnaam is verplicht.',
    });
  });

  it.each([
    ['pre', preSchema, pre],
    ['final', finalSchema, final],
  ] as const)('%s: a school already registered cannot be sent again', (_mode, schema, build) => {
    expect(issuesOf(schema, build({}, { alreadyRegistered: true }))).toEqual({
      alreadyRegistered: 'Deze school is al aangemeld.',
    });
  });

  it('starts with manualEntry and alreadyRegistered false, Chromebooks and one contact flagged true', () => {
    expect(emptyDoorstroomtoets2026()).toEqual({
      manualEntry: false,
      alreadyRegistered: false,
      products: {
        Doorstroomtoets: { product_id: 100000000001, product_name: 'Doorstroomtoets', device_type: ['Chromebooks'] },
      },
      // No job title chosen: the select starts on 'Maak een keuze'.
      contacts: [{ first_name: '', last_name: '', email: '', work_number: '', job_title: '', '100000000001': true }],
    });
  });
});
