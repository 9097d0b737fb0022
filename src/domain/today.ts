import type { IsoDate } from './dates';
import { dutchDayOf } from './dutch-day';

/** Today as an ISO date, in the Netherlands' calendar (the day a visitor or the server sees). */
export function todayIso(now: Date = new Date()): IsoDate {
  return dutchDayOf(now);
}
