/**
 * Contact form at /contactformulier (its type and page: ./definitions); the spec leaves the fields to us.
 * Names take at least 2 characters, as in the other forms of the Romanian and Dutch site.
 */
import type * as v from 'valibot';
import { MIN_TEXT_LENGTH } from '../constants';
import { LIMITS, optionalName, optionalPhone, requiredEmail, requiredName, requiredText, strictObject } from './fields';
import { described } from './field-meaning';
import { PERSON_FIELDS, PERSON_LABELS } from './texts/labels';

export const contactFormSchema = strictObject(
  {
    first_name: described(
      requiredName(PERSON_LABELS.first_name, LIMITS.name, MIN_TEXT_LENGTH),
      PERSON_FIELDS.first_name,
    ),
    last_name: described(requiredName(PERSON_LABELS.last_name, LIMITS.name, MIN_TEXT_LENGTH), PERSON_FIELDS.last_name),
    email: described(requiredEmail(PERSON_LABELS.email), PERSON_FIELDS.email),
    phone: described(optionalPhone(PERSON_LABELS.phone), PERSON_FIELDS.phone),
    organisation: described(optionalName({ nl: 'Organisatie', ro: 'Școală sau organizație' }, LIMITS.text), {
      searched: 'text',
      label: { nl: 'Organisatie', ro: 'Organizație' },
    }),
    message: described(requiredText({ nl: 'Bericht', ro: 'Mesajul dumneavoastră' }, LIMITS.message), {
      freeText: true,
      label: { nl: 'Uw bericht', ro: 'Mesajul dumneavoastră' },
    }),
  },
  { nl: 'Vul het contactformulier in.', ro: 'Completați formularul de contact.' },
);

export type ContactFormInput = v.InferInput<typeof contactFormSchema>;

export function emptyContactForm(): ContactFormInput {
  return { first_name: '', last_name: '', email: '', phone: '', organisation: '', message: '' };
}
