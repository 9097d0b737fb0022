import { isIsoDate, type DateWindow, type IsoDate } from '../dates';
import { PRODUCT_KEYS, type RegistrationRound } from './types';

/** Every window of a round: its products' first-day windows and its registration window. */
export function roundWindows(round: RegistrationRound): { name: string; window: DateWindow }[] {
  const windows = PRODUCT_KEYS.map((key) => ({ name: `products.${key}.window`, window: round.products[key].window }));
  if (round.registrationWindow) windows.push({ name: 'registrationWindow', window: round.registrationWindow });
  return windows;
}

/** What is wrong with a round file: dates that are not real dates, windows that end before they start. */
export function roundProblems(round: RegistrationRound): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(round.year) || round.year < 2000 || round.year > 2999) {
    problems.push(`year ${String(round.year)} is not a school year like 2027`);
  }
  for (const { name, window } of roundWindows(round)) {
    for (const end of ['from', 'to'] as const) {
      if (!isIsoDate(window[end])) problems.push(`${name}.${end} '${window[end]}' is not a real date (yyyy-mm-dd)`);
    }
    if (isIsoDate(window.from) && isIsoDate(window.to) && window.to < window.from) {
      problems.push(`${name} ends (${window.to}) before it starts (${window.from})`);
    }
  }
  if (round.changesUntil !== undefined && !isIsoDate(round.changesUntil)) {
    problems.push(`changesUntil '${round.changesUntil}' is not a real date (yyyy-mm-dd)`);
  }
  return problems;
}

/** The last day of any window of the round. */
export function roundEnd(round: RegistrationRound): IsoDate {
  return roundWindows(round)
    .map(({ window }) => window.to)
    .reduce((last, day) => (day > last ? day : last));
}

/** Whether every window of the round lies before `today`. */
export function roundIsOver(round: RegistrationRound, today: IsoDate): boolean {
  return roundEnd(round) < today;
}

/** The current round: the newest whose windows have not all passed, else the newest. */
export function currentRoundOf<R extends RegistrationRound>(rounds: readonly R[], today: IsoDate): R {
  const newestFirst = [...rounds].sort((a, b) => b.year - a.year);
  return newestFirst.find((round) => !roundIsOver(round, today)) ?? newestFirst[0];
}

/**
 * Where registration for a round stands on `today`: `upcoming` before its registration window,
 * `open` while schools can register, `closed` once the window (or, without one, every window) passed.
 */
export type RoundState = 'upcoming' | 'open' | 'closed';

export function roundState(round: RegistrationRound, today: IsoDate): RoundState {
  const window = round.registrationWindow;
  if (window) return today < window.from ? 'upcoming' : today > window.to ? 'closed' : 'open';
  return roundIsOver(round, today) ? 'closed' : 'open';
}

/** Whether a school may still change or withdraw its registration itself on `today`. */
export function changesOpen(round: RegistrationRound, today: IsoDate): boolean {
  return round.changesUntil === undefined || today <= round.changesUntil;
}

/** Today as an ISO date, in the Netherlands' calendar (the day a visitor or the server sees). */
export function todayIso(now: Date = new Date()): IsoDate {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(now);
}

/**
 * Where registration for one product of a round stands on `today`: `closed` once its first-day window
 * (or the round's registration window) has passed, as a school can then no longer pick a first day;
 * `upcoming` before the registration window; else `open`.
 */
export function productState(
  product: { readonly window: DateWindow },
  registrationWindow: DateWindow | undefined,
  today: IsoDate,
): RoundState {
  if (today > product.window.to || (registrationWindow && today > registrationWindow.to)) return 'closed';
  if (registrationWindow && today < registrationWindow.from) return 'upcoming';
  return 'open';
}

export const ROUND_STATES = ['upcoming', 'open', 'closed'] as const satisfies readonly RoundState[];
