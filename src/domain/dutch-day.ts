/**
 * The Dutch day of an instant and back: staff, schools and the helpdesk mean a day in the
 * Netherlands (Europe/Amsterdam), not a UTC day. A submission made at 00:30 on 2 December is one of
 * 2 December, though its UTC time is still 1 December. Stored times stay ISO-8601 UTC strings.
 */
import { addDays, type IsoDate } from './dates';

/**
 * Made on first use, not when the module loads: every page's script loads this module (today's
 * date is a client module), and a browser's first Intl.DateTimeFormat loads its time zone and
 * locale data, about 300 ms of main thread on a slow phone (bench/README.md), on pages that never
 * ask for a day.
 */
let dayFormat: Intl.DateTimeFormat | undefined;

/** The Dutch day (yyyy-mm-dd) an instant falls on. */
export function dutchDayOf(at: Date | number | string): IsoDate {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' });
  return dayFormat.format(new Date(at));
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
