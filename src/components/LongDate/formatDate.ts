import { formatDutchLong } from '@site/src/domain/dates';

/**
 * Dates in the long format: Dutch through the domain's `formatDutchLong` ('1 oktober 2026'),
 * other locales through Intl. Blog dates are midnight UTC, so the day is taken in UTC: no drift.
 */
export function formatDate(date: string | Date, locale = 'nl-NL'): string {
  const day = isoDate(date);
  if (locale === 'nl-NL') return formatDutchLong(day);
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The machine-readable day for `<time dateTime>`: yyyy-mm-dd. */
export function isoDate(date: string | Date): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) throw new Error(`Not a date: '${String(date)}'`);
  return value.toISOString().slice(0, 10);
}
