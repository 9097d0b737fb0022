import type { RowValues } from '../submissions/store/payload';
import { isRegistrationType } from '../../src/domain/forms';
import { readRegistration, roundOfType, type RegistrationReading } from '../../src/domain/registration-reading';
import type { RegistrationState } from '../../src/domain/registrationStates';
import type { RegistrationRound } from '../../src/domain/rounds';
import { todayIso } from '../../src/domain/rounds';

/** What a stored registration's reading is made from, as the mails, the page and the workspace have it. */
export type StoredForReading = {
  type: string;
  /** A registration's values: its form's, or plain JSON when its form no longer reads them. */
  values: RowValues;
  /** Its round: the record's, or the year the submission stored (null: the type's or the day's). */
  round?: RegistrationRound | number | null;
  state?: RegistrationState | null;
  changedAt?: string | null;
  completed?: boolean;
};

/** The one reading of a stored registration (src/domain/registration-reading); null for any other form. */
export function readingOf(stored: StoredForReading, now: Date): RegistrationReading | null {
  if (!isRegistrationType(stored.type)) return null;
  const today = todayIso(now);
  const round =
    typeof stored.round === 'object' && stored.round !== null
      ? stored.round
      : roundOfType(stored.type, stored.round ?? null, today);
  return readRegistration({
    type: stored.type,
    values: stored.values,
    round,
    state: stored.state ?? undefined,
    changedAt: stored.changedAt ?? null,
    completed: stored.completed ?? false,
    today,
  });
}
