import { addDays, isIsoDate, type DateWindow, type IsoDate } from '../dates';
import { lastOf } from '../lists';
import { PRODUCT_KEYS, type RegistrationRound, type RoundProduct } from './types';

/** Every window of a round: its products' first-day windows and registration windows. */
export function roundWindows(round: RegistrationRound): { name: string; window: DateWindow }[] {
  return PRODUCT_KEYS.flatMap((key) => {
    const product = round.products[key];
    const windows = [{ name: `products.${key}.window`, window: product.window }];
    if (product.registrationWindow) {
      windows.push({ name: `products.${key}.registrationWindow`, window: product.registrationWindow });
    }
    return windows;
  });
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
  for (const key of PRODUCT_KEYS) {
    const { changesUntil, registrationWindow, window } = round.products[key];
    if (changesUntil === undefined) continue;
    if (!isIsoDate(changesUntil)) {
      problems.push(`products.${key}.changesUntil '${changesUntil}' is not a real date (yyyy-mm-dd)`);
    } else if (registrationWindow && isIsoDate(registrationWindow.to) && changesUntil < registrationWindow.to) {
      problems.push(`products.${key}.changesUntil (${changesUntil}) lies before its registration ends`);
    } else if (isIsoDate(window.to) && changesUntil > window.to) {
      problems.push(`products.${key}.changesUntil (${changesUntil}) lies after its first-day window`);
    }
  }
  return problems;
}

/**
 * Where a product stands on `today`:
 * - `upcoming`: its registration has not opened yet;
 * - `open`: schools can register;
 * - `closed`: registration has shut, but its test days are still ahead (changes until `changesUntil`);
 * - `over`: its first-day window has passed.
 */
export type ProductState = 'upcoming' | 'open' | 'closed' | 'over';
export const PRODUCT_STATES = ['upcoming', 'open', 'closed', 'over'] as const satisfies readonly ProductState[];

/**
 * When a product takes registrations: its own registration window, else until the day before its
 * first-day window ends (a first day is chosen from tomorrow on, so on the last day none is left).
 */
/** What a product's state is computed from (a page may carry only these). */
export type ProductDates = Pick<RoundProduct, 'window' | 'registrationWindow'>;

export function registrationWindowOf(product: ProductDates): { from: IsoDate | null; to: IsoDate } {
  return product.registrationWindow ?? { from: null, to: addDays(product.window.to, -1) };
}

export function productState(product: ProductDates, today: IsoDate): ProductState {
  if (today > product.window.to) return 'over';
  const registration = registrationWindowOf(product);
  if (registration.from !== null && today < registration.from) return 'upcoming';
  if (today > registration.to) return 'closed';
  return 'open';
}

/** Whether every product of the round is over on `today`. */
export function roundIsOver(round: RegistrationRound, today: IsoDate): boolean {
  return PRODUCT_KEYS.every((key) => productState(round.products[key], today) === 'over');
}

/**
 * The current round: the earliest that is not over on `today` (so adding next year's round leaves
 * this year's remaining products on the pages), else the newest.
 */
export function currentRoundOf<R extends RegistrationRound>(rounds: readonly R[], today: IsoDate): R {
  const oldestFirst = [...rounds].sort((a, b) => a.year - b.year);
  return oldestFirst.find((round) => !roundIsOver(round, today)) ?? lastOf(oldestFirst);
}

export { todayIso } from '../today';
