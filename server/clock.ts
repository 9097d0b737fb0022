/**
 * The server's clock. In production it is the real time. For development and tests TODAY
 * (`2026-10-15`: that day, at the real time of day, running on) or CLOCK (an instant, `2026-10-15T09:00:00Z`,
 * running on from the server's start) moves it, so that a form can be sent in a registration window
 * whatever the real date. The config refuses both with NODE_ENV=production.
 */
import { isIsoDate, type IsoDate } from '../src/domain/dates';
import { todayIso } from '../src/domain/rounds';
import { amsterdamOffsetMinutes } from '../src/domain/dutch-day';

export type ClockSetting = { kind: 'today'; day: IsoDate } | { kind: 'instant'; at: number };

const DAY_MS = 86_400_000;

/**
 * The real time, read here only (eslint refuses `Date.now()` and `new Date()` elsewhere in the
 * server): everything else takes `now` from its caller, so TODAY/CLOCK move every part at once.
 */
export function systemNow(): number {
  return Date.now();
}

/**
 * How far a clock on `day` runs ahead of the real one (negative: behind), keeping the Dutch time of
 * day: the browser tests move the browser's clock by the same amount, so both sides see one day.
 */
export function offsetForDay(day: IsoDate, realNow: number = systemNow()): number {
  if (!isIsoDate(day)) throw new RangeError(`Not an ISO date: ${day}`);
  const realDay = todayIso(new Date(realNow));
  const days = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${realDay}T00:00:00Z`)) / DAY_MS);
  const shifted = realNow + days * DAY_MS;
  // Across a change to or from summer time the same Dutch time of day lies an hour further or nearer.
  return days * DAY_MS + (amsterdamOffsetMinutes(realNow) - amsterdamOffsetMinutes(shifted)) * 60_000;
}

/** The clock a setting makes (the real one without a setting), counted from `realStart`. */
export function clockOf(setting: ClockSetting | null, realStart: number = systemNow()): () => number {
  if (!setting) return systemNow;
  const offset = setting.kind === 'today' ? offsetForDay(setting.day, realStart) : setting.at - realStart;
  return () => systemNow() + offset;
}

/** Reads TODAY / CLOCK; a problem for each bad value, and for either one in production. */
export function clockSetting(
  problems: string[],
  env: { TODAY?: string; CLOCK?: string; NODE_ENV?: string },
): ClockSetting | null {
  const { TODAY: today, CLOCK: clock } = env;
  if (!today && !clock) return null;
  if (env.NODE_ENV === 'production') {
    problems.push(
      'TODAY and CLOCK set the server’s date for development and tests only: unset them when NODE_ENV=production.',
    );
    return null;
  }
  if (today && clock) {
    problems.push('Set TODAY or CLOCK, not both.');
    return null;
  }
  if (today) {
    if (isIsoDate(today)) return { kind: 'today', day: today };
    problems.push(`TODAY must be a date like 2026-10-15, not "${today}".`);
    return null;
  }
  const at = /^\d{4}-\d{2}-\d{2}T/.test(clock!) ? Date.parse(clock!) : NaN;
  if (Number.isFinite(at)) return { kind: 'instant', at };
  problems.push(`CLOCK must be a moment like 2026-10-15T09:00:00Z, not "${clock}".`);
  return null;
}
