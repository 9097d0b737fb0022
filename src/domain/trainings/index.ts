import { isIsoDate, type IsoDate } from '../dates';
import type { TRAINING_NAMES } from '../options';

/** One scheduled open session of a training (src/data/trainingSessions.ts). */
export type TrainingSession = {
  readonly training: (typeof TRAINING_NAMES)[number];
  /** The day of the session, yyyy-mm-dd. */
  readonly date: IsoDate;
  /** Where it takes place: a town, or 'Online'. */
  readonly place: string;
  /** How many seats are left, as the page should say it: 'Nog plaatsen vrij', 'Vol'. */
  readonly seats: string;
};

/** The sessions on or after `today`, soonest first. */
export function upcomingSessions(sessions: readonly TrainingSession[], today: IsoDate): TrainingSession[] {
  return sessions
    .filter((session) => session.date >= today)
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
  ]);
}
