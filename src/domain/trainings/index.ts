import { isIsoDate, type IsoDate } from '../dates';
import type { TRAINING_NAMES } from '../options';

/** One scheduled open session of a training (src/data/trainingSessions.ts). */
export type TrainingSession = {
  readonly training: (typeof TRAINING_NAMES)[number];
  /** The day of the session (its first half day, for a training of two), yyyy-mm-dd. */
  readonly date: IsoDate;
  /** The day of the second half day, for a training of two (TWO_PART_TRAININGS). */
  readonly secondDate?: IsoDate;
  /** Where it takes place: a town, or 'Online'. */
  readonly place: string;
  /** How many seats are left, as the page should say it: 'Nog plaatsen vrij', 'Vol'. */
  readonly seats: string;
};

/** The trainings given in two half days, with an assignment in between: a session of one has two dates. */
export const TWO_PART_TRAININGS: readonly TrainingSession['training'][] = ['Begeleidingsstijlentraining'];

/** Whether a session's seats are all taken: it is listed, but offers no sign-up. */
export const isFull = (session: TrainingSession) => session.seats.trim().toLowerCase() === 'vol';

/**
 * The sessions a visitor can still sign up for on `today`, soonest first: those after today (a session
 * on today's date has begun or is about to; a sign-up for it would arrive too late).
 */
export function upcomingSessions(sessions: readonly TrainingSession[], today: IsoDate): TrainingSession[] {
  return sessions
    .filter((session) => session.date > today)
    .sort((a, b) => a.date.localeCompare(b.date) || a.training.localeCompare(b.training));
}

/** The sign-up form with the session's training and date filled in. */
export function signUpLink(session: TrainingSession): string {
  const query = new URLSearchParams({ training: session.training, datum: session.date });
  return `/trainingen/aanmelden?${query.toString()}`;
}

/** What is wrong with the sessions file: dates that are not real days, empty places or seats. */
export function sessionProblems(sessions: readonly TrainingSession[]): string[] {
  return sessions.flatMap((session, index) => [
    ...(isIsoDate(session.date) ? [] : [`session ${index}: date '${session.date}' is not a real day (yyyy-mm-dd)`]),
    ...(session.place.trim() ? [] : [`session ${index}: place is empty`]),
    ...(session.seats.trim() ? [] : [`session ${index}: seats is empty`]),
    ...(TWO_PART_TRAININGS.includes(session.training) &&
    !(session.secondDate && isIsoDate(session.secondDate) && session.secondDate > session.date)
      ? [`session ${index}: ${session.training} takes two half days: give a real secondDate after date`]
      : []),
    ...(!TWO_PART_TRAININGS.includes(session.training) && session.secondDate !== undefined
      ? [`session ${index}: ${session.training} takes one day: no secondDate`]
      : []),
  ]);
}
