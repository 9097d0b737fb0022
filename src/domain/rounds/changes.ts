import { addDays, isIsoDate, type IsoDate } from '../dates';
import type { RegistrationRound } from './types';

/** Every date a round names, however deep: windows, deadlines, anything the round file adds later. */
function datesIn(value: unknown): IsoDate[] {
  if (typeof value === 'string') return isIsoDate(value) ? [value] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(datesIn);
  return [];
}

/**
 * The first day after `day` on which a text drawn from the rounds (which round is current, its
 * state, its facts) may read differently: a date a round names or the day after it (windows are
 * inclusive). Null when no round names a later day. Until then the build's HTML of those texts holds.
 */
export function nextRoundChange(rounds: readonly RegistrationRound[], day: IsoDate): IsoDate | null {
  const candidates = datesIn(rounds)
    .flatMap((date) => [date, addDays(date, 1)])
    .filter((date) => date > day)
    .sort();
  return candidates[0] ?? null;
}
