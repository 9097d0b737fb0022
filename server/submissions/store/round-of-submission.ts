import type { IsoDate } from '../../../src/domain/dates';
import { currentRound, roundOf, yearOfDoorstroomtoetsType, type RegistrationRound } from '../../../src/domain/rounds';

/** The round a form's submission on `today` belongs to: the year in its type, else today's round. */
export function roundOfSubmission(type: string, today: IsoDate): RegistrationRound {
  const year = yearOfDoorstroomtoetsType(type);
  return (year === null ? undefined : roundOf(year)) ?? currentRound(today);
}
