/**
 * A stored registration's change deadlines, each product its own (src/domain/rounds/deadlines.ts):
 * what its texts name and what the server's change route enforces, from the same values.
 */
import type { IsoDate } from '../dates';
import { productChangesUntil, productState, type ProductKey, type RegistrationRound } from '../rounds';
import { isRecord } from '../values';
import { chosenProducts, productKeysIn } from './products';

/** One chosen product and the last day the school may change it itself. */
export type ProductDeadline = { key: ProductKey; name: string; until: IsoDate };

/** Each chosen product with a known deadline, in form order. */
export function productDeadlines(round: RegistrationRound, values: unknown): ProductDeadline[] {
  return chosenProducts(values, round).flatMap(({ key, name, firstDay }) => {
    const until = productChangesUntil(round, key, firstDay);
    return until ? [{ key, name, until }] : [];
  });
}

/** The last day the school may change the registration at all: its chosen products' latest deadline. */
export function registrationChangesUntil(round: RegistrationRound, values: unknown): IsoDate | null {
  const days = productDeadlines(round, values)
    .map(({ until }) => until)
    .sort();
  return days.at(-1) ?? null;
}

/**
 * Whether the school may change (or withdraw) the registration itself on `today`: a chosen product's
 * deadline is still ahead, a chosen product has none yet, or a product the form offers but the
 * school did not choose can still be registered for (the school may add it).
 */
export function registrationChangesOpen(round: RegistrationRound, values: unknown, today: IsoDate): boolean {
  const chosen = chosenProducts(values, round);
  if (chosen.some(({ key, firstDay }) => (productChangesUntil(round, key, firstDay) ?? today) >= today)) return true;
  const chosenKeys = new Set(chosen.map(({ key }) => key));
  return productKeysIn(values).some(
    (key) => !chosenKeys.has(key) && productState(round.products[key], today) === 'open',
  );
}

const productValues = (values: unknown, key: ProductKey): unknown =>
  isRecord(values) && isRecord(values.products) ? values.products[key] : undefined;

/** The same values, whatever order their keys were written in. */
function sameValue(a: unknown, b: unknown): boolean {
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return a === b;
}

/**
 * The chosen products whose deadline lies before `today` that a change touches (a field of theirs,
 * or taking them off): each product's deadline is its own, so one past it stays as it was.
 */
export function productsChangedTooLate(
  round: RegistrationRound,
  before: unknown,
  after: unknown,
  today: IsoDate,
): ProductDeadline[] {
  return productDeadlines(round, before).filter(
    ({ key, until }) => until < today && !sameValue(productValues(before, key), productValues(after, key)),
  );
}
