/**
 * The Dutch day of an instant and back: staff, schools and the helpdesk mean a day in the
 * Netherlands (Europe/Amsterdam), not a UTC day. A submission made at 00:30 on 2 December is one of
 * 2 December, though its UTC time is still 1 December. Stored times stay ISO-8601 UTC strings.
 */
import { addDays, type IsoDate } from './dates';

/** The Dutch day by the time zone database, for instants the rule below does not cover. */
let dayFormat: Intl.DateTimeFormat | undefined;
const dayByTimeZoneData = (at: Date) =>
  (dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' })).format(at);

/** When the EU's clocks change: 01:00 UTC on the last Sunday of the month (0-based). */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** The years the Netherlands has kept the EU's summer time rule (from the last Sunday of March to the last of October). */
const EU_RULE_YEARS = { from: 1996, to: 9999 };

/**
 * The Dutch day (yyyy-mm-dd) an instant falls on. From 1996 by the EU's summer time rule, which
 * Europe/Amsterdam follows (a test compares it with the time zone database hour by hour): every
 * page asks for today, and a browser's first Intl.DateTimeFormat with a time zone loads that
 * zone's data, about 250 ms of main thread on a slow phone (bench/README.md). Other instants, and
 * an invalid one (a RangeError, as Intl throws), go to the time zone database.
 */
export function dutchDayOf(at: Date | number | string): IsoDate {
  const instant = new Date(at);
  const year = instant.getUTCFullYear();
  if (!(year >= EU_RULE_YEARS.from && year <= EU_RULE_YEARS.to)) return dayByTimeZoneData(instant);
  const ms = instant.getTime();
  const summer = ms >= lastSundayAtOneUtc(year, 2) && ms < lastSundayAtOneUtc(year, 9);
  return new Date(ms + (summer ? 120 : 60) * 60_000).toISOString().slice(0, 10);
}

/** Minutes east of UTC in the Netherlands at `at` (60 in winter, 120 in summer). */
export function amsterdamOffsetMinutes(at: number): number {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', timeZoneName: 'longOffset' })
    .formatToParts(new Date(at))
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The instant a Dutch day begins (its midnight in Amsterdam), as a stored time (ISO-8601 UTC). */
export function dutchDayStart(day: IsoDate): string {
  const midnightUtc = Date.parse(`${day}T00:00:00.000Z`);
  if (!Number.isFinite(midnightUtc)) throw new RangeError(`Not an ISO date: ${day}`);
  // The clocks change at night but never at midnight, so the offset an hour later is the day's own.
  const guess = midnightUtc - amsterdamOffsetMinutes(midnightUtc) * 60_000;
  return new Date(midnightUtc - amsterdamOffsetMinutes(guess) * 60_000).toISOString();
}

/** The instant the next Dutch day begins: the end of `day`, itself not part of it. */
export function dutchDayEnd(day: IsoDate): string {
  return dutchDayStart(addDays(day, 1));
}
