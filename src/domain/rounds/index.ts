/**
 * The registration rounds, one file per school year. A new round is a copy of the newest file with
 * its dates, names and prices changed, and one line in ROUNDS below; EDITORS.md ("Een nieuw
 * schooljaar") walks an editor through it. Older rounds stay: their forms and links keep working.
 * Everything that depends on the day (which round is current, what a product's state is) is computed
 * here from a date the caller passes: the server passes the day of each request, a page the day of
 * the visit (and its static HTML the build day).
 */
import round2026 from './2026';
import round2027 from './2027';
import { currentRoundOf, todayIso } from './state';
import type { RegistrationRound } from './types';

export const ROUNDS = [round2026, round2027] as const satisfies readonly RegistrationRound[];

export type Round = (typeof ROUNDS)[number];
export type RoundYear = Round['year'];

/** The round whose year this is, or undefined. */
export function roundOf(year: number): Round | undefined {
  return ROUNDS.find((round) => round.year === year);
}

/** The current round on `today` (default: today in the Netherlands). */
export function currentRound(today: string = todayIso()): Round {
  return currentRoundOf(ROUNDS, today);
}

export * from './types';
export * from './state';
export * from './deadlines';
export * from './names';
export * from './onward';
