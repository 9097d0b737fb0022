import crypto from 'node:crypto';
import type { FormType, StoredValues } from '../../../src/domain/forms';

/**
 * A test's values (a whole form's, or the part a test reads back), typed as if a schema had proved
 * them: what is under test reads them, the schema is not.
 */
export const asStoredValues = (values: object) => values as StoredValues;

/**
 * Valid values of every form type, as the browser forms send them (the payloads' field names), each
 * call with a school of its own so tests do not collide on "already registered".
 */
let counter = 0;

/** A fresh school, as the finder returns it (DUO data: RIO ids null). */
export function school(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const brin = `${String(counter % 100).padStart(2, '0')}${crypto.randomBytes(1).toString('hex').toUpperCase()}`;
  return {
    naam: `Basisschool De Klimop ${counter}`,
    instellingscode: brin.slice(0, 4),
    vestigingscode: '01',
    straatnaam: 'Schoolstraat',
    huisnummer: '12',
    postcode: '6546 BB',
    plaatsnaam: 'Nijmegen',
    onderwijsaanbiederid: null,
    onderwijsbestuurid: null,
    onderwijslocatiecode: null,
    ...overrides,
  };
}

const contact = (first: string, email: string) => ({
  first_name: first,
  last_name: 'Jansen',
  email,
  work_number: '024 123 45 67',
  job_title: 'Directeur',
});

export function validValues(type: FormType): Record<string, unknown> {
  switch (type) {
    case 'doorstroomtoets-pre-registration-2027':
    case 'doorstroomtoets-registration-2027':
      return in2027(validValues(type.replace('2027', '2026') as FormType));
    case 'contact-form':
      return {
        first_name: 'Anna',
        last_name: 'de Vries',
        email: 'anna@example.nl',
        phone: '06 12345678',
        organisation: 'OBS De Klimop',
        message: 'Ik heb een vraag over de Doorstroomtoets.',
      };
    case 'newsletter':
      return {
        first_name: 'Anna',
        last_name: 'de Vries',
        email: 'anna@example.nl',
        PO: true,
        VO: false,
        MBO: false,
        HBO: false,
        Bedrijven: false,
        Zorginstellingen: false,
        Overheid: false,
        akkoord: true,
      };
    case 'training':
      return {
        training_name: 'Interpretatietraining',
        training_date: '2026-03-12',
        trainer_name: '',
        school_bedrijfsnaam: 'OBS De Klimop',
        first_name: 'Anna',
        tussenvoegsel: 'de',
        last_name: 'Vries',
        email: 'anna@example.nl',
        functie: 'Intern begeleider',
        locatie_afdeling: 'Nijmegen',
        product_updates_ontvangen: true,
      };
    case 'aanmeldformulier-po':
      return {
        school: school(),
        products: {
          Proeftoets: { id: 7544, name: '2026 Proeftoets', subscribe: true, eerstedag: '2025-12-01', amount: 28 },
          ProeftoetsSOSBO: { id: 8227, name: '2026 Proeftoets voor SO/ SBO', subscribe: false },
          AansluitingPOVO: {
            id: 100000000002,
            name: '2026 Aansluiting PO-VO',
            subscribe: true,
            eerstedag: '2026-03-02',
            amount: 30,
          },
        },
        contacts: [
          { ...contact('Anna', 'anna@school.example.nl'), '7544': true, '8227': false, '100000000002': false },
          { ...contact('Bram', 'bram@school.example.nl'), '7544': false, '8227': false, '100000000002': true },
        ],
      };
    case 'doorstroomtoets-pre-registration':
      return {
        school: school(),
        products: {
          Doorstroomtoets: {
            product_id: 100000000001,
            product_name: 'Doorstroomtoets',
            amount: 42,
            device_type: ['iPads'],
          },
        },
        contacts: [{ ...contact('Anna', 'anna@school.example.nl'), '100000000001': true }],
      };
    case 'doorstroomtoets-pre-registration-2026':
      return {
        school: school(),
        manualEntry: false,
        alreadyRegistered: false,
        products: {
          Doorstroomtoets: {
            product_id: 100000000001,
            product_name: 'Doorstroomtoets',
            amount: 42,
            device_type: ['Chromebooks', 'iPads'],
          },
        },
        contacts: [
          { ...contact('Anna', 'anna@school.example.nl'), '100000000001': true },
          { ...contact('Bram', 'bram@school.example.nl'), '100000000001': true },
        ],
      };
    case 'doorstroomtoets-registration-2026':
      return {
        school: school(),
        manualEntry: false,
        alreadyRegistered: false,
        products: {
          Doorstroomtoets: {
            product_id: 100000000001,
            product_name: 'Doorstroomtoets',
            amount: 42,
            device_type: ['Laptops / Computers'],
            eerstedag: '2026-02-02',
            previous_year_amn_doorstroomtoets: 'Nee',
            akkoordPersonNaam: 'Anna Jansen',
            akkoordPersonFunctie: 'Directeur',
            akkoordPersonEmail: 'anna@school.example.nl',
            bestuurPersonEmail: 'bestuur@stichting.example.nl',
          },
        },
        contacts: [{ ...contact('Anna', 'anna@school.example.nl'), '100000000001': true }],
      };
  }
}

/** A 2026 Doorstroomtoets registration's values moved to 2027: only a first day changes. */
function in2027(values: Record<string, unknown>): Record<string, unknown> {
  const products = values.products as { Doorstroomtoets: Record<string, unknown> };
  const product = { ...products.Doorstroomtoets };
  if (product.eerstedag) product.eerstedag = '2027-02-01';
  return { ...values, products: { Doorstroomtoets: product } };
}

export function validHelpdeskRequest(): Record<string, unknown> {
  return {
    name: 'Anna de Vries',
    email: 'anna@example.nl',
    school_or_company: 'OBS De Klimop',
    category: 'Storing',
    product: 'Doorstroomtoets',
    description: 'De toets start niet op de Chromebooks.',
    steps: [{ description: 'Inloggen' }, { description: 'Toets starten' }],
  };
}

/** Per form type: a change that makes it invalid, and a fragment the Dutch 400 answer must contain. */
export const INVALID_CASES: Record<FormType, { change: (values: Record<string, unknown>) => void; message: RegExp }[]> =
  {
    'contact-form': [
      { change: (values) => delete values.message, message: /Bericht is verplicht/ },
      { change: (values) => (values.email = 'geen-adres'), message: /E-mail is geen geldig e-mailadres/ },
      { change: (values) => (values.message = 'x'.repeat(5001)), message: /maximaal 5000 tekens/ },
    ],
    newsletter: [
      { change: (values) => (values.akkoord = false), message: /akkoord/i },
      { change: (values) => (values.first_name = 'A'), message: /minimaal 2 tekens/ },
    ],
    training: [
      { change: (values) => (values.school_bedrijfsnaam = ''), message: /School\/bedrijfsnaam is verplicht/ },
      { change: (values) => (values.product_updates_ontvangen = 'ja'), message: /ja of nee/ },
    ],
    'aanmeldformulier-po': [
      { change: (values) => delete values.school, message: /Selecteer uw school/ },
      {
        change: (values) => {
          const products = values.products as Record<string, { subscribe: boolean }>;
          for (const product of Object.values(products)) product.subscribe = false;
        },
        message: /Selecteer minimaal één product/,
      },
      {
        change: (values) => {
          const products = values.products as Record<string, { eerstedag?: string }>;
          products.Proeftoets.eerstedag = '2026-06-01';
        },
        message: /Eerste afnamedag van 2026 Proeftoets moet liggen/,
      },
      {
        // Schools do not test at weekends: a Saturday inside the window is refused, named.
        change: (values) => {
          const products = values.products as Record<string, { eerstedag?: string }>;
          products.AansluitingPOVO.eerstedag = '2026-03-07';
        },
        message:
          /^Eerste afnamedag van 2026 Aansluiting PO-VO: zaterdag 7 maart 2026 valt in het weekend\. Scholen nemen in het weekend geen toetsen af; kies een werkdag \(veld products\.AansluitingPOVO\.eerstedag\)\.$/,
      },
    ],
    'doorstroomtoets-pre-registration': [
      {
        change: (values) => (values.contacts = []),
        message: /Vul de contactgegevens in van minimaal één contactpersoon/,
      },
      {
        change: (values) => {
          (values.products as { Doorstroomtoets: { amount: number } }).Doorstroomtoets.amount = 0;
        },
        message: /minimaal 1/,
      },
    ],
    'doorstroomtoets-pre-registration-2026': [
      { change: (values) => (values.extra = 'onbekend'), message: /extra/ },
      {
        change: (values) => {
          (values.products as { Doorstroomtoets: { eerstedag: string } }).Doorstroomtoets.eerstedag = '2026-03-01';
        },
        message: /Eerste afnamedag moet liggen/,
      },
    ],
    'doorstroomtoets-pre-registration-2027': [{ change: (values) => (values.extra = 'onbekend'), message: /extra/ }],
    'doorstroomtoets-registration-2027': [
      {
        change: (values) => {
          (values.products as { Doorstroomtoets: Record<string, unknown> }).Doorstroomtoets.eerstedag = '2026-02-02';
        },
        message: /Eerste afnamedag moet liggen/,
      },
    ],
    'doorstroomtoets-registration-2026': [
      {
        change: (values) => {
          const product = (values.products as { Doorstroomtoets: Record<string, unknown> }).Doorstroomtoets;
          product.bestuurPersonEmail = product.akkoordPersonEmail;
        },
        message: /moet verschillen/,
      },
      {
        change: (values) => {
          (values.products as { Doorstroomtoets: Record<string, unknown> }).Doorstroomtoets.eerstedag = '2026-01-25';
        },
        message: /Eerste afnamedag moet liggen/,
      },
      {
        change: (values) => {
          (values.products as { Doorstroomtoets: Record<string, unknown> }).Doorstroomtoets.eerstedag = '2026-02-01';
        },
        message:
          /^Eerste afnamedag: zondag 1 februari 2026 valt in het weekend\. Scholen nemen in het weekend geen toetsen af; kies een werkdag \(veld products\.Doorstroomtoets\.eerstedag\)\.$/,
      },
    ],
  };
