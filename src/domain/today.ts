import type { IsoDate } from './dates';
import { dutchDayOf } from './dutch-day';

/**
 * Today as an ISO date, in the Netherlands' calendar (the day a visitor or the server sees). The caller
 * passes its clock's `now`: the browser the visitor's, the server the app's. The default is left only
 * for one server test that does not pass it yet, and goes when it does.
 */
export function todayIso(now: Date = new Date()): IsoDate {
  return dutchDayOf(now);
}
