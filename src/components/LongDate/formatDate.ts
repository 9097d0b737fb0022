/**
 * Dates in the Dutch long format ('1 oktober 2026'). A stand-in until `formatDutchLong` of
 * `src/domain/dates.ts` is on main; then this file should re-export that one.
 * Date-only strings and blog dates are midnight UTC, so they are formatted in UTC: no day drift.
 */
export function formatDate(date: string | Date, locale = 'nl-NL'): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) throw new Error(`Not a date: '${String(date)}'`);
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    value,
  );
}

/** The machine-readable form for `<time dateTime>`: yyyy-mm-dd. */
export function isoDate(date: string | Date): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return value.toISOString().slice(0, 10);
}
