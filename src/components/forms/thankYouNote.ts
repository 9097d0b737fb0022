/**
 * What the thank-you page says about the registration just sent: which form, for which school, to
 * which addresses the confirmation went, and what was registered (the rows of its one reading, as
 * the mail shows them). Handed over in the tab's sessionStorage, never in the address (names and
 * addresses in a URL end up in histories and logs); a page opened without it says it in general words.
 */
export type ThankYouNote = { form: string; school?: string; emails: string[]; rows?: ThankYouRow[] };

/** One line of what was registered: a label and its value (empty for a heading), and its depth. */
export type ThankYouRow = { label: string; value: string; depth: number };

const isRow = (row: unknown): row is ThankYouRow =>
  typeof row === 'object' &&
  row !== null &&
  typeof (row as ThankYouRow).label === 'string' &&
  typeof (row as ThankYouRow).value === 'string' &&
  typeof (row as ThankYouRow).depth === 'number';

const KEY = 'amn-thank-you';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage switched off: the page speaks in general words
  }
}

export function handOverThankYou(note: ThankYouNote): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(note));
  } catch {
    // Storage full: the thank-you page speaks in general words.
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The note of the last registration sent from this tab, kept for a reload of the thank-you page. */
export function receivedThankYou(): ThankYouNote | null {
  const text = storage()?.getItem(KEY);
  if (!text) return null;
  try {
    const note = JSON.parse(text) as Partial<ThankYouNote>;
    if (!isText(note.form)) return null;
    return {
      form: note.form,
      school: isText(note.school) ? note.school : undefined,
      emails: Array.isArray(note.emails) ? note.emails.filter(isText) : [],
      rows: Array.isArray(note.rows) ? note.rows.filter(isRow) : [],
    };
  } catch {
    return null;
  }
}
