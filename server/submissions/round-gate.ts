/**
 * The Doorstroomtoets registration windows, as the server enforces them on the day of the request:
 * a pre-registration or registration is taken only while its round's registration is open; the
 * completion of a pre-registration made in time is taken until the round's `changesUntil`.
 */
import type { IsoDate } from '../../src/domain/dates';
import { definitionOf, type StoredType } from '../../src/domain/forms';
import {
  completionUntil,
  preRegistrationCompletable,
  productState,
  registrationWindowOf,
  type RegistrationRound,
} from '../../src/domain/rounds';
import type { AnswerTexts } from '../answers/answers';
import { roundOfSubmission } from './store/round-of-submission';

export { roundOfSubmission };

/** Whether a form registers a school for the Doorstroomtoets (and so keeps to its windows). */
export function isDoorstroomtoetsRegistration(type: StoredType): boolean {
  const definition = definitionOf(type);
  return definition.registrationMode !== null && definition.products.includes('Doorstroomtoets');
}

/**
 * Why a Doorstroomtoets (pre-)registration of `round` is refused on `today` (the 409 text), or null
 * when it is taken. `completes`: the day the pre-registration it completes was made.
 */
export function doorstroomtoetsRefusal(
  round: RegistrationRound,
  today: IsoDate,
  completes: IsoDate | null,
  texts: AnswerTexts,
): string | null {
  const product = round.products.Doorstroomtoets;
  const window = registrationWindowOf(product);
  const state = productState(product, today);
  // The same rule the page, the mails and the form read (src/domain/rounds/deadlines.ts).
  if (completes !== null && completes <= window.to) {
    return preRegistrationCompletable(round, completes, today)
      ? null
      : texts.completionClosed(round.year, completionUntil(round));
  }
  if (state === 'open') return null;
  if (state === 'upcoming' && window.from !== null) return texts.registrationUpcoming(round.year, window.from);
  return texts.registrationClosed(round.year, window.to);
}
