/**
 * The one rule for a round's deadlines, read by the server's gates and by every text that names a
 * date (mails, the school's page, the thank-you page, the round's form page): a product's changes
 * end two weeks before its first test day (as the FAQ says), or on the round's `changesUntil` where
 * the round file names one (the Doorstroomtoets: one day for every school); a pre-registration made
 * in time is completed until that same day.
 */
import { addDays, type IsoDate } from '../dates';
import { productState, registrationWindowOf } from './state';
import type { ProductKey, RegistrationRound } from './types';

/** Changes to a product end this many days before its first test day. */
export const CHANGE_LEAD_DAYS = 14;

/**
 * The last day a school may change its registration of one product itself: the round's
 * `changesUntil` where it names one, else two weeks before the chosen first test day; null when
 * neither is known (no first day chosen yet).
 */
export function productChangesUntil(
  round: RegistrationRound,
  key: ProductKey,
  firstDay: IsoDate | null | undefined,
): IsoDate | null {
  const fixed = round.products[key].changesUntil;
  if (fixed !== undefined) return fixed;
  return firstDay ? addDays(firstDay, -CHANGE_LEAD_DAYS) : null;
}

/**
 * Until when a pre-registration of the round's Doorstroomtoets can be completed: the day its
 * changes end (`changesUntil`), else the end of its registration.
 */
export function completionUntil(round: RegistrationRound): IsoDate {
  const product = round.products.Doorstroomtoets;
  return productChangesUntil(round, 'Doorstroomtoets', null) ?? registrationWindowOf(product).to;
}

/** Whether a pre-registration made in time can be completed on `today` (its test days still ahead). */
export function completionOpenOn(round: RegistrationRound, today: IsoDate): boolean {
  return today <= completionUntil(round) && productState(round.products.Doorstroomtoets, today) !== 'over';
}

/**
 * Whether a pre-registration made on `madeOn` can be completed on `today`: it was made before the
 * registration closed, and today lies on or before completionUntil.
 */
export function preRegistrationCompletable(round: RegistrationRound, madeOn: IsoDate, today: IsoDate): boolean {
  return madeOn <= registrationWindowOf(round.products.Doorstroomtoets).to && completionOpenOn(round, today);
}
