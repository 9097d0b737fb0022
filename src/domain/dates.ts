/**
 * Calendar dates as ISO strings (yyyy-mm-dd), the format of `<input type="date">` and of the payloads.
 * Everything works on the numbers of the string (or in UTC), so no time zone can shift a day.
 */

export type IsoDate = string;

/** An inclusive range of first days, as spec §9 gives them. */
export type DateWindow = { readonly from: IsoDate; readonly to: IsoDate };

export type CalendarDate = { year: number; month: number; day: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
] as const;

const WEEKDAYS = ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'] as const;

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

/** '2026-01-26' → '26 januari 2026' (spec §9: dates displayed in Dutch long format). */
export function formatDutchLong(date: IsoDate): string {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not an ISO date: ${date}`);
  return `${parts.day} ${MONTHS[parts.month - 1]} ${parts.year}`;
}

/** '2026-01-26' → 'maandag 26 januari 2026'. */
export function formatDutchLongWithWeekday(date: IsoDate): string {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not an ISO date: ${date}`);
  const weekday = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${formatDutchLong(date)}`;
}

/** 'van 26 januari 2026 tot en met 13 februari 2026', for help texts and messages. */
export function formatWindow(window: DateWindow): string {
  return `van ${formatDutchLong(window.from)} tot en met ${formatDutchLong(window.to)}`;
}
