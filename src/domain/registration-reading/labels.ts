/** The Dutch labels of a registration's fields, as the forms ask them. */

/** The form asks 'Heeft uw school vorig jaar de AMN Doorstroomtoets afgenomen?'; a summary states it. */
export const PREVIOUS_YEAR_LABEL = 'AMN Doorstroomtoets vorig jaar afgenomen';

export const SCHOOL_LABELS: Record<string, string> = {
  naam: 'Naam',
  instellingscode: 'BRIN',
  vestigingscode: 'Vestiging',
  straatnaam: 'Straat',
  huisnummer: 'Huisnummer',
  postcode: 'Postcode',
  plaatsnaam: 'Plaats',
  land: 'Land',
  onderwijsaanbiederid: 'Onderwijsaanbieder (RIO)',
  onderwijsbestuurid: 'Onderwijsbestuur (RIO)',
  onderwijslocatiecode: 'Onderwijslocatie (RIO)',
};

/**
 * The fields of a product beside its first day and pupil count (the agreement's labels name the
 * role). A label states, it does not ask: 'afgenomen?: Ja' reads as a row without a label.
 */
export const PRODUCT_DETAIL_LABELS: Record<string, string> = {
  device_type: 'Type apparaten',
  previous_year_amn_doorstroomtoets: PREVIOUS_YEAR_LABEL,
  akkoordPersonNaam: 'Naam van de verantwoordelijke',
  akkoordPersonFunctie: 'Functie van de verantwoordelijke',
  akkoordPersonEmail: 'E-mail van de verantwoordelijke',
  bestuurPersonEmail: 'E-mail van het bestuur',
};

export const CONTACT_LABELS = {
  name: 'Naam',
  email: 'E-mail',
  phone: 'Telefoonnummer',
  jobTitle: 'Functie',
  responsibleFor: 'Verantwoordelijk voor',
} as const;

export const FIRST_DAY_LABEL = 'Eerste afnamedag';
export const WINDOW_LABEL = 'Afnameperiode';

/** 'Aantal leerlingen in groep 7': the group the round's product is taken in. */
export const countLabel = (group: 7 | 8 | null): string =>
  group === null ? 'Aantal leerlingen' : `Aantal leerlingen in groep ${group}`;

/** 'a', 'a en b', 'a, b en c'. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} en ${items[items.length - 1]}`;
}
