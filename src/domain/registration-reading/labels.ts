/**
 * The Dutch labels of a registration's fields: the school's and the products' are the labels their
 * schemas carry (forms/texts/labels.ts); the reading's own rows (a contact, a first day) are here.
 */
import { AGREEMENT_FIELDS, PREVIOUS_YEAR_LABEL, PRODUCT_FIELDS, SCHOOL_FIELDS, labelsOf } from '../forms/texts/labels';

export { PREVIOUS_YEAR_LABEL };

export const SCHOOL_LABELS = labelsOf(SCHOOL_FIELDS);

/**
 * The fields of a product beside its first day and pupil count (the agreement's labels name the
 * role). A label states, it does not ask: 'afgenomen?: Ja' reads as a row without a label.
 */
export const PRODUCT_DETAIL_LABELS = labelsOf({
  device_type: PRODUCT_FIELDS.device_type,
  previous_year_amn_doorstroomtoets: PRODUCT_FIELDS.previous_year_amn_doorstroomtoets,
  ...AGREEMENT_FIELDS,
});

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
