import type { IsoDate } from './dates';

/** Today as an ISO date, in the Netherlands' calendar (the day a visitor or the server sees). */
export function todayIso(now: Date = new Date()): IsoDate {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(now);
}
