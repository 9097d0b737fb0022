/**
 * One reading of a registration, built from the stored values and their round: what every surface
 * shows of it (the mails, the thank-you page, the school's page, the workspace's record). A new
 * product or round changes the round file; a new way of saying something changes this folder.
 */
import type { IsoDate } from '../dates';
import type { RegistrationRound } from '../rounds';
import { REGISTRATION_STATE, type RegistrationState } from '../registrationStates';
import { isRecord } from '../values';
import { contactReadings } from './contacts';
import { SCHOOL_LABELS } from './labels';
import { chosenProducts, productKeysIn } from './products';
import { shownSchoolValue } from './rows';
import { deadlineOf, isPreRegistrationTypeName, nextStepOf, standingOf } from './standing';
import { productDeadlines, registrationChangesUntil } from './deadlines';
import type { RegistrationReading } from './types';

export type ReadingInput = {
  type: string;
  values: unknown;
  /** The registration's round; null for a round the code no longer has (names then come from the values). */
  round: RegistrationRound | null;
  state?: RegistrationState;
  changedAt?: string | null;
  /** A pre-registration its final registration completed. */
  completed?: boolean;
  today: IsoDate;
};

/** The school's fields that were filled in; the main location `00` says nothing (a school with one location has only that). */
function schoolFields(values: unknown): RegistrationReading['school'] {
  const school = isRecord(values) && isRecord(values.school) ? values.school : {};
  return Object.entries(SCHOOL_LABELS).flatMap(([key, label]) => {
    const value = school[key];
    if (typeof value !== 'string' && typeof value !== 'number') return [];
    const text = String(value).trim();
    if (!text || (key === 'vestigingscode' && text === '00')) return [];
    return [{ label, value: shownSchoolValue(key, text) }];
  });
}

export function readRegistration(input: ReadingInput): RegistrationReading {
  const { round, values } = input;
  const products = chosenProducts(values, round);
  const state = input.state ?? REGISTRATION_STATE.received;
  const standingInput = {
    preRegistration: isPreRegistrationTypeName(input.type),
    completed: input.completed ?? false,
    state,
    changedAt: input.changedAt ?? null,
    // Each chosen product's own deadline (two weeks before its first day, or the round's changesUntil).
    changesUntil: round ? registrationChangesUntil(round, values) : null,
    productDeadlines: round ? productDeadlines(round, values) : [],
    today: input.today,
  };
  const standing = standingOf(standingInput);
  return {
    state,
    standing,
    changesUntil: standing.code === 'withdrawn' ? null : standingInput.changesUntil,
    deadline: deadlineOf(standingInput, standing),
    nextStep: nextStepOf(standingInput, standing),
    school: schoolFields(values),
    products,
    contacts: contactReadings(values, round, productKeysIn(values)),
  };
}

export { readingRows, type ReadingRow } from './rows';
export { isPreRegistrationTypeName, preRegistrationDeadline, roundOfType } from './standing';
export {
  productDeadlines,
  productsChangedTooLate,
  registrationChangesOpen,
  registrationChangesUntil,
  type ProductDeadline,
} from './deadlines';
export { productName } from './products';
export { countLabel, listInWords, PREVIOUS_YEAR_LABEL } from './labels';
export type * from './types';
