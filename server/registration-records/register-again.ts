import { definitionOf, type StoredType } from '../../src/domain/forms';
import { currentRound, productState, todayIso, type RegistrationRound } from '../../src/domain/rounds';

/**
 * Where a school registers again after withdrawing: the form of its registration's round while
 * that form takes registrations on `now`, else null (then only the helpdesk can help). A form
 * without a year in its address serves the current round only.
 */
export function registerAgainRoute(type: StoredType, round: RegistrationRound, now: Date): string | null {
  const definition = definitionOf(type);
  const today = todayIso(now);
  const open = definition.products.some((key) => productState(round.products[key], today) === 'open');
  if (!open) return null;
  const ownYear = definition.route.includes(String(round.year));
  return ownYear || currentRound(today).year === round.year ? definition.route : null;
}
