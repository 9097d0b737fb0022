/**
 * A contact's job title is chosen, never preselected: a select that starts on 'Leerkracht' stored a
 * directeur as a teacher. The schema keeps it optional, because a registration moved to a claimant
 * holds a contact the helpdesk added without one; what a person sends in a form needs a choice.
 */
import { DEFAULT_LOCALE, type Locale } from '../locale';
import { isRecord } from '../values';
import type { IssueSummary } from './issues';
import { formTexts } from './texts';

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * The contacts that need a job title and have none: the first (it is always asked for) and every
 * other one with a name or e-mail address given. Each problem sits on the contact's select.
 */
export function jobTitleProblems(values: unknown, locale: Locale = DEFAULT_LOCALE): IssueSummary[] {
  const contacts = isRecord(values) && Array.isArray(values.contacts) ? values.contacts : [];
  const message = formTexts(locale).required(locale === 'ro' ? 'Funcție' : 'Functie');
  return contacts.flatMap((contact: unknown, index) => {
    if (!isRecord(contact) || filled(contact.job_title)) return [];
    const given = index === 0 || filled(contact.first_name) || filled(contact.last_name) || filled(contact.email);
    return given ? [{ path: `contacts[${index}].job_title`, message }] : [];
  });
}
