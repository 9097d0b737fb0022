import type { FieldMeaning } from '../field-meaning';

/** Field labels in every locale, for the forms the Romanian site has (contact, newsletter, training). */
export const PERSON_LABELS = {
  first_name: { nl: 'Voornaam', ro: 'Prenume' },
  last_name: { nl: 'Achternaam', ro: 'Nume' },
  email: { nl: 'E-mail', ro: 'E-mail' },
  phone: { nl: 'Telefoonnummer', ro: 'Telefon' },
} as const;

/** A person's fields as the summaries label them; staff search by every part of a name. */
export const PERSON_FIELDS = {
  first_name: { personal: 'name', searched: 'text', label: PERSON_LABELS.first_name },
  tussenvoegsel: { personal: 'name', searched: 'text', label: { nl: 'Tussenvoegsel', ro: 'Particulă' } },
  last_name: { personal: 'name', searched: 'text', label: PERSON_LABELS.last_name },
  name: { personal: 'name', searched: 'text', label: { nl: 'Naam', ro: 'Nume' } },
  email: { label: PERSON_LABELS.email },
  phone: { label: PERSON_LABELS.phone },
} as const satisfies Record<string, FieldMeaning>;

/** The groups of a registration as the summaries head them. */
export const GROUP_FIELDS = {
  school: { label: { nl: 'School' } },
  products: { label: { nl: 'Producten' } },
  contacts: { label: { nl: 'Contactpersonen' } },
} as const satisfies Record<string, FieldMeaning>;

/** A contact's own fields beside name and address. */
export const CONTACT_FIELDS = {
  work_number: { label: { nl: 'Telefoonnummer' } },
  job_title: { label: { nl: 'Functie' } },
} as const satisfies Record<string, FieldMeaning>;

/** A school's fields: staff find it by its name, BRIN, town and postcode. */
export const SCHOOL_FIELDS = {
  naam: { searched: 'text', label: { nl: 'Naam' } },
  instellingscode: { searched: 'text', label: { nl: 'BRIN' } },
  vestigingscode: { label: { nl: 'Vestiging' } },
  straatnaam: { label: { nl: 'Straat' } },
  huisnummer: { label: { nl: 'Huisnummer' } },
  postcode: { searched: 'postcode', label: { nl: 'Postcode' } },
  plaatsnaam: { searched: 'text', label: { nl: 'Plaats' } },
  land: { label: { nl: 'Land' } },
  onderwijsaanbiederid: { label: { nl: 'Onderwijsaanbieder (RIO)' } },
  onderwijsbestuurid: { label: { nl: 'Onderwijsbestuur (RIO)' } },
  onderwijslocatiecode: { label: { nl: 'Onderwijslocatie (RIO)' } },
} as const satisfies Record<string, FieldMeaning>;

/** The form asks 'Heeft uw school vorig jaar de AMN Doorstroomtoets afgenomen?'; a summary states it. */
export const PREVIOUS_YEAR_LABEL = 'AMN Doorstroomtoets vorig jaar afgenomen';

/** A product's fields; `column` is the export's name after the product's ("… – eerste afnamedag"). */
export const PRODUCT_FIELDS = {
  subscribe: { label: { nl: 'Aangemeld' }, column: 'aangemeld' },
  eerstedag: { label: { nl: 'Eerste afnamedag' }, column: 'eerste afnamedag' },
  amount: { label: { nl: 'Aantal leerlingen in groep 8' } },
  device_type: { label: { nl: 'Type apparaten' }, column: 'type apparaten' },
  previous_year_amn_doorstroomtoets: {
    label: { nl: PREVIOUS_YEAR_LABEL },
    column: 'vorig jaar de AMN Doorstroomtoets afgenomen',
  },
} as const satisfies Record<string, FieldMeaning>;

/** The agreement fields: their labels name the role, so a message says whose detail is missing. */
export const AGREEMENT_LABELS = {
  akkoordPersonNaam: 'Naam van de verantwoordelijke',
  akkoordPersonFunctie: 'Functie van de verantwoordelijke',
  akkoordPersonEmail: 'E-mail van de verantwoordelijke',
  bestuurPersonEmail: 'E-mail van het bestuur',
} as const;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** An agreement field: labelled by its role; one person's fields go together when that person is erased. */
const agreementField = <const P extends FieldMeaning['personal']>(
  key: keyof typeof AGREEMENT_LABELS,
  person: string,
  personal: P,
) => ({ label: { nl: AGREEMENT_LABELS[key] }, column: lowerFirst(AGREEMENT_LABELS[key]), person, personal });

/** The agreement of a round's registration: the responsible person (name, function, address) and the board's address. */
export const AGREEMENT_FIELDS = {
  akkoordPersonNaam: agreementField('akkoordPersonNaam', 'akkoordPerson', 'name'),
  akkoordPersonFunctie: agreementField('akkoordPersonFunctie', 'akkoordPerson', undefined),
  akkoordPersonEmail: agreementField('akkoordPersonEmail', 'akkoordPerson', 'email'),
  bestuurPersonEmail: agreementField('bestuurPersonEmail', 'bestuurPerson', 'email'),
} as const satisfies Record<string, FieldMeaning>;

/** The Dutch labels of these fields, in their order. */
export const labelsOf = (fields: Record<string, { label: { nl: string } }>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.label.nl]));
