import { formatDutchLong } from '../../domain/dates';

/**
 * Dates in the long format: Dutch through the domain's `formatDutchLong` ('1 oktober 2026'),
 * other locales through Intl. Blog dates are midnight UTC, so the day is taken in UTC: no drift.
 */
export function formatDate(date: string | Date, locale = 'nl-NL'): string {
  const day = isoDate(date);
  if (locale === 'nl-NL') return formatDutchLong(day);
  return longFormat(locale).format(new Date(`${day}T00:00:00Z`));
}

/** One formatter per locale: making one is the expensive part (the browser loads locale data). */
const formats = new Map<string, Intl.DateTimeFormat>();
function longFormat(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format;
}

const DUTCH = 'nl-NL';
const INTL_LOCALES: Record<string, string> = { nl: DUTCH, ro: 'ro-RO' };

/** The Intl locale of a site locale ('ro' → 'ro-RO'); Dutch for any other. */
export function intlLocaleOf(siteLocale: string): string {
  return INTL_LOCALES[siteLocale] ?? DUTCH;
}

/** The machine-readable day for `<time dateTime>`: yyyy-mm-dd. */
export function isoDate(date: string | Date): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) throw new Error(`Not a date: '${String(date)}'`);
  return value.toISOString().slice(0, 10);
}
