/** Contact form at /contactformulier (its type and page: ./definitions); the spec leaves the fields to us. */
import type * as v from 'valibot';
import { LIMITS, optionalPhone, optionalText, requiredEmail, requiredText, strictObject } from './fields';

export const contactFormSchema = strictObject(
  {
    first_name: requiredText('Voornaam', LIMITS.name),
    last_name: requiredText('Achternaam', LIMITS.name),
    email: requiredEmail('E-mail'),
    phone: optionalPhone('Telefoonnummer'),
    organisation: optionalText('Organisatie', LIMITS.text),
    message: requiredText('Bericht', LIMITS.message),
  },
  'Vul het contactformulier in.',
);

export type ContactFormInput = v.InferInput<typeof contactFormSchema>;
export type ContactFormValues = v.InferOutput<typeof contactFormSchema>;

export function emptyContactForm(): ContactFormInput {
  return { first_name: '', last_name: '', email: '', phone: '', organisation: '', message: '' };
}
