/** Contact persons of the registration forms: the shared fields and the messages. */
import * as v from 'valibot';
import { JOB_TITLES } from '../options';
import {
  LIMITS,
  choice,
  optionalEmail,
  optionalPhone,
  optionalName,
  requiredEmail,
  requiredName,
  strictObject,
} from './fields';
import { described } from './field-meaning';
import { CONTACT_DETAILS_MISSING } from './messages';
import { CONTACT_FIELDS, PERSON_FIELDS } from './texts/labels';

export { CONTACT_DETAILS_MISSING, CONTACT_WITHOUT_PRODUCT } from './messages';
export const TOO_MANY_CONTACTS = `Er kunnen maximaal ${LIMITS.contacts} contactpersonen worden opgegeven.`;

/**
 * The job titles a contact's select offers: the six titles. Every select starts on the empty option
 * ('Maak een keuze'), which means "not chosen": the schema accepts it (a contact the helpdesk moved
 * in has none), the forms and the intake ask for a choice (./jobTitles.ts).
 */
export const JOB_TITLE_OPTIONS = JOB_TITLES;
export const JOB_TITLE_OPTIONS_WITH_EMPTY = ['', ...JOB_TITLES] as const;

/** The job title of a contact: optional, one of `options`. */
export function jobTitleField<const T extends readonly string[]>(options: T) {
  return described(v.optional(choice('Functie', options)), CONTACT_FIELDS.job_title);
}

const otherFields = {
  work_number: described(optionalPhone('Telefoonnummer'), CONTACT_FIELDS.work_number),
  job_title: jobTitleField(JOB_TITLE_OPTIONS_WITH_EMPTY),
};

/** Name and valid e-mail required. */
export const completeContactEntries = {
  first_name: described(requiredName('Voornaam', LIMITS.name), PERSON_FIELDS.first_name),
  last_name: described(requiredName('Achternaam', LIMITS.name), PERSON_FIELDS.last_name),
  email: described(requiredEmail('E-mail'), PERSON_FIELDS.email),
  ...otherFields,
};

/** Every field may be empty, but an e-mail that is given must be valid. */
export const optionalContactEntries = {
  first_name: described(optionalName('Voornaam', LIMITS.name), PERSON_FIELDS.first_name),
  last_name: described(optionalName('Achternaam', LIMITS.name), PERSON_FIELDS.last_name),
  email: described(optionalEmail('E-mail'), PERSON_FIELDS.email),
  ...otherFields,
};

/** Builds a contact object with the given product flags; not-an-object reads as "details missing". */
export function contactObject<const E extends v.ObjectEntries>(entries: E) {
  return strictObject(entries, CONTACT_DETAILS_MISSING);
}
