/**
 * Contact form at /contactformulier (its type and page: ./definitions); the spec leaves the fields to us.
 * Names take at least 2 characters, as in the other forms of the Romanian and Dutch site.
 */
import type * as v from 'valibot';
import { MIN_TEXT_LENGTH } from '../constants';
import { LIMITS, optionalName, optionalPhone, requiredEmail, requiredName, requiredText, strictObject } from './fields';
import { PERSON_LABELS } from './texts/labels';

export const contactFormSchema = strictObject(
  {
    first_name: requiredName(PERSON_LABELS.first_name, LIMITS.name, MIN_TEXT_LENGTH),
    last_name: requiredName(PERSON_LABELS.last_name, LIMITS.name, MIN_TEXT_LENGTH),
    email: requiredEmail(PERSON_LABELS.email),
    phone: optionalPhone(PERSON_LABELS.phone),
    organisation: optionalName({ nl: 'Organisatie', ro: 'Școală sau organizație' }, LIMITS.text),
    message: requiredText({ nl: 'Bericht', ro: 'Mesajul dumneavoastră' }, LIMITS.message),
  },
  { nl: 'Vul het contactformulier in.', ro: 'Completați formularul de contact.' },
);

export type ContactFormInput = v.InferInput<typeof contactFormSchema>;

export function emptyContactForm(): ContactFormInput {
  return { first_name: '', last_name: '', email: '', phone: '', organisation: '', message: '' };
}
