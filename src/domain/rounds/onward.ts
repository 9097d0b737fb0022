/**
 * What a school can do now, for a round's form page that no longer shows its form: the current
 * round's Doorstroomtoets registration in whatever state it is on `today`, and the primary-school
 * form while the Proeftoets takes registrations. Computed from the round files, so a closed round's
 * page never ends in a dead end and never names a round by hand.
 */
import type { IsoDate } from '../dates';
import { doorstroomtoetsRoutes, PAGE_ROUTES } from '../routes';
import { currentRoundOf, productState, registrationWindowOf, type ProductState } from './state';
import type { RegistrationRound } from './types';

/** One way on: the current round's Doorstroomtoets registration, or the Proeftoets sign-up. */
export type OnwardStep =
  | {
      kind: 'doorstroomtoets';
      year: number;
      /** The state of that registration on the day: upcoming, open or closed (an over round is no way on). */
      state: Exclude<ProductState, 'over'>;
      /** Its registration page; while open also its pre-registration. */
      final: string;
      pre: string;
      opens: IsoDate;
      until: IsoDate;
    }
  | { kind: 'proeftoets'; year: number; route: string; until: IsoDate };

/**
 * The ways on from the page of `pageRound` on `today`, the open ones first. The page's own round is
 * left out (its page already says where it stands); an empty list means nothing is open or coming.
 */
export function onwardSteps(
  pageRound: RegistrationRound,
  rounds: readonly RegistrationRound[],
  today: IsoDate,
): OnwardStep[] {
  const current = currentRoundOf(rounds, today);
  const steps: OnwardStep[] = [];
  const doorstroomtoets = current.products.Doorstroomtoets;
  const state = productState(doorstroomtoets, today);
  if (current.year !== pageRound.year && state !== 'over') {
    const registration = registrationWindowOf(doorstroomtoets);
    steps.push({
      kind: 'doorstroomtoets',
      year: current.year,
      state,
      ...doorstroomtoetsRoutes(current.year),
      opens: registration.from ?? doorstroomtoets.window.from,
      until: registration.to,
    });
  }
  const proeftoets = current.products.Proeftoets;
  if (productState(proeftoets, today) === 'open') {
    steps.push({
      kind: 'proeftoets',
      year: current.year,
      route: PAGE_ROUTES.primarySignUp,
      until: registrationWindowOf(proeftoets).to,
    });
  }
  // What a school can act on today comes first.
  return steps.sort((a, b) => Number(isOpen(b)) - Number(isOpen(a)));
}

function isOpen(step: OnwardStep): boolean {
  return step.kind === 'proeftoets' || step.state === 'open';
}
