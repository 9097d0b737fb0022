/**
 * Calendar dates as ISO strings (yyyy-mm-dd), the format of `<input type="date">` and of the payloads.
 * Everything works on the numbers of the string (or in UTC), so no time zone can shift a day.
 */

export type IsoDate = string;

/** An inclusive range of first days (ISO dates). */
export type DateWindow = { readonly from: IsoDate; readonly to: IsoDate };

export type CalendarDate = { year: number; month: number; day: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Dutch month and weekday names come from the platform's locale data (full ICU in Node and every browser).
// UTC throughout: the date is built from the string's numbers, so no time zone can shift the day.
// Made on first use, not when the module loads: a browser's first Intl.DateTimeFormat loads its
// locale data, tens of milliseconds of main-thread work that a page showing no date must not pay.
const dutchLong = once(
  () => new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const toUtcDate = ({ year, month, day }: CalendarDate) => new Date(Date.UTC(year, month - 1, day));

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The parts of a real calendar date, or null for anything else ('2026-02-30', '26-01-2026', ''). */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

/** Inclusive on both ends; valid ISO dates compare correctly as strings. */
export function isWithin(date: IsoDate, window: DateWindow): boolean {
  return isIsoDate(date) && date >= window.from && date <= window.to;
}

/** '2026-01-26' → '26 januari 2026' (dates displayed in Dutch long format). */
export function formatDutchLong(date: IsoDate): string {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not an ISO date: ${date}`);
  return dutchLong().format(toUtcDate(parts));
}

/** A stored time as a school reads it, in the Netherlands' clock: '2 december 2025 om 10:04'. */
export function formatDutchDateTime(iso: string): string {
  const at = new Date(iso);
  const local = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', ...options }).format(at);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(at);
  return `${formatDutchLong(day)} om ${local({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}`;
}

/** 'van 26 januari 2026 tot en met 13 februari 2026', for help texts and messages. */
export function formatWindow(window: DateWindow): string {
  return `van ${formatDutchLong(window.from)} tot en met ${formatDutchLong(window.to)}`;
}

/** The day `days` after `date` ('2026-11-26', 1 → '2026-11-27'); negative counts back. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not an ISO date: ${date}`);
  const moved = toUtcDate(parts);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

const dutchWeekday = once(() => new Intl.DateTimeFormat('nl-NL', { weekday: 'long', timeZone: 'UTC' }));

/** Whether a date falls on a Saturday or a Sunday (days schools do not test). */
export function isWeekend(date: IsoDate): boolean {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not an ISO date: ${date}`);
  const weekday = toUtcDate(parts).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** '2027-01-16' → 'zaterdag 16 januari 2027': a date with its day of the week, as a message names it. */
export function formatDutchWithWeekday(date: IsoDate): string {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not an ISO date: ${date}`);
  return `${dutchWeekday().format(toUtcDate(parts))} ${formatDutchLong(date)}`;
}
