import { isIsoDate, type IsoDate } from './dates';
import { todayIso } from './rounds/state';

/** The variable that fixes the build day (tests, a preview of a later day); unset: today. */
export const BUILD_DAY_VARIABLE = 'BUILD_DAY';

/**
 * The day a site build is made for, in the Netherlands' calendar: BUILD_DAY (yyyy-mm-dd) when set,
 * else the day of `now` (the build's clock) in Europe/Amsterdam. One source for everything a build decides by date: the rounds'
 * pages and the news posts that are due (a post dated after this day waits for a later build).
 */
export function buildDay(now: Date): IsoDate {
  // Read through globalThis: a build runs in Node, but src/domain also loads in browsers, which have no
  // `process` (there it is simply today).
  const { process: node } = globalThis as { process?: { env: Record<string, string | undefined> } };
  const fixed = node?.env[BUILD_DAY_VARIABLE];
  if (fixed === undefined || fixed === '') return todayIso(now);
  if (!isIsoDate(fixed)) throw new Error(`${BUILD_DAY_VARIABLE} must be a real date as yyyy-mm-dd, not "${fixed}".`);
  return fixed;
}
