import { formatDutchLong, formatWindow } from '../dates';
import { townName } from '../town';
import { CONTACT_LABELS, FIRST_DAY_LABEL, WINDOW_LABEL, listInWords } from './labels';
import type { RegistrationReading } from './types';

/** One line of a registration as a table or a mail shows it: a label and its value (empty for a heading), and its depth. */
export type ReadingRow = { label: string; value: string; depth: number };

/**
 * The whole registration as rows, in the words of the reading: the school, each chosen product
 * under its name (first day, pupils in its group, what else was asked), and the contacts with
 * the products each is responsible for on one line.
 */
export function readingRows(reading: RegistrationReading): ReadingRow[] {
  const rows: ReadingRow[] = [];
  if (reading.school.length) {
    rows.push({ label: 'School', value: '', depth: 0 });
    rows.push(...reading.school.map((field) => ({ ...field, depth: 1 })));
  }
  for (const product of reading.products) {
    rows.push({ label: product.name, value: '', depth: 0 });
    rows.push({
      label: FIRST_DAY_LABEL,
      value: product.firstDay ? formatDutchLong(product.firstDay) : 'nog niet gekozen',
      depth: 1,
    });
    if (product.pupils !== null) rows.push({ label: product.countLabel, value: String(product.pupils), depth: 1 });
    rows.push(...product.details.map((detail) => ({ ...detail, depth: 1 })));
    if (product.window && !product.firstDay) {
      rows.push({ label: WINDOW_LABEL, value: formatWindow(product.window).replace(/^van /, ''), depth: 1 });
    }
  }
  if (reading.contacts.length) {
    rows.push({ label: 'Contactpersonen', value: '', depth: 0 });
    reading.contacts.forEach((contact, index) => {
      rows.push({ label: `${index + 1}.`, value: '', depth: 1 });
      const fields: [string, string][] = [
        [CONTACT_LABELS.name, contact.name],
        [CONTACT_LABELS.email, contact.email],
        [CONTACT_LABELS.phone, contact.phone],
        [CONTACT_LABELS.jobTitle, contact.jobTitle],
        [CONTACT_LABELS.responsibleFor, listInWords(contact.responsibleFor)],
      ];
      rows.push(...fields.filter(([, value]) => value).map(([label, value]) => ({ label, value, depth: 2 })));
    });
  }
  return rows;
}

/** The school's fields as a reading names them; the town in the capitals people write it with. */
export const shownSchoolValue = (key: string, value: string): string =>
  key === 'plaatsnaam' ? townName(value) : value;
