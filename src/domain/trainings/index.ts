import { isIsoDate, type IsoDate } from '../dates';
import type { Locale } from '../locale';
import type { TrainingName } from '../options';

export { signUpClosedProblem, earliestSignUpDate, isSignUpOpen, lastSignUpDay, PROGRAMME_LEAD_DAYS } from './sign-up';

/** Where a session is held: at an address, or online (the link comes with the programme). */
export type TrainingVenue =
  | {
      readonly kind: 'address';
      /** Who receives the participants there: 'AMN' at our own office. */
      readonly host: string;
      readonly street: string;
      readonly postcode: string;
      readonly city: string;
    }
  | { readonly kind: 'online' };

/** One scheduled open session of a training (src/data/trainingSessions.ts). */
export type TrainingSession = {
  readonly training: TrainingName;
  /** The day of the session (its first half day, for a training of two), yyyy-mm-dd. */
  readonly date: IsoDate;
  /** The day of the second half day, for a training of two (TWO_PART_TRAININGS). */
  readonly secondDate?: IsoDate;
  /** When it starts and ends on each of its days, 'hh:mm' in Dutch time. */
  readonly start: string;
  readonly end: string;
  readonly venue: TrainingVenue;
  /** How many seats are left, as the page should say it: 'Nog plaatsen vrij', 'Vol'. */
  readonly seats: string;
};

/** The trainings given in two half days, with an assignment in between: a session of one has two dates. */
export const TWO_PART_TRAININGS: readonly TrainingName[] = ['Begeleidingsstijlentraining'];

/** Whether a session's seats are all taken: it is listed, but offers no sign-up. */
export const isFull = (session: TrainingSession) => session.seats.trim().toLowerCase() === 'vol';

/**
 * The sessions to list on `today`, soonest first: those after today (a session on today's date has
 * begun or is about to). Whether one still takes sign-ups is isSignUpOpen's to say.
 */
export function upcomingSessions(sessions: readonly TrainingSession[], today: IsoDate): TrainingSession[] {
  return sessions
    .filter((session) => session.date > today)
    .sort((a, b) => a.date.localeCompare(b.date) || a.training.localeCompare(b.training));
}

/** The session a sign-up names by its training and (first) date, if it is one of the open sessions. */
export function sessionOf(
  sessions: readonly TrainingSession[],
  training: unknown,
  date: unknown,
): TrainingSession | undefined {
  return sessions.find((session) => session.training === training && session.date === date);
}

/** The sign-up form with the session's training and date filled in. */
export function signUpLink(session: TrainingSession): string {
  const query = new URLSearchParams({ training: session.training, datum: session.date });
  return `/trainingen/aanmelden?${query.toString()}`;
}

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A time of day as a reader writes it: '9.30' in Dutch, '9:30' in Romanian (no leading zero). */
export function clockTime(time: string, locale: Locale): string {
  const match = CLOCK_TIME.exec(time);
  if (!match) return time;
  return `${Number(match[1])}${locale === 'ro' ? ':' : '.'}${match[2]}`;
}

/** An address on one line: 'AMN, Kerkenbos 1011, 6546 BB Nijmegen'. */
export function addressLine(venue: Extract<TrainingVenue, { kind: 'address' }>): string {
  return `${venue.host}, ${venue.street}, ${venue.postcode} ${venue.city}`;
}

/** What is wrong with the sessions file: dates that are not real days, times out of order, empty seats. */
export function sessionProblems(sessions: readonly TrainingSession[]): string[] {
  return sessions.flatMap((session, index) => [
    ...(isIsoDate(session.date) ? [] : [`session ${index}: date '${session.date}' is not a real day (yyyy-mm-dd)`]),
    ...(CLOCK_TIME.test(session.start) && CLOCK_TIME.test(session.end) && session.start < session.end
      ? []
      : [`session ${index}: start '${session.start}' and end '${session.end}' must be hh:mm, start first`]),
    ...(session.venue.kind === 'online' || (session.venue.street.trim() && session.venue.city.trim())
      ? []
      : [`session ${index}: the venue needs a street and a town`]),
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
