/**
 * A training sign-up's session in its mails: when it runs and where, under the chosen date, in the
 * participant's confirmation and the helpdesk's notice. A date that is no open session (a training
 * for the school's own team) adds nothing: its time and place are agreed with the trainer.
 */
import { rowFields, type RowValues } from '../submissions/store/payload';
import { TRAINING_SESSIONS } from '../../src/data/trainingSessions';
import { formatDutchLong } from '../../src/domain/dates';
import type { Locale } from '../../src/domain/locale';
import { addressLine, clockTime, sessionOf, type TrainingSession } from '../../src/domain/trainings';
import { fieldLabel, type SummaryRow } from '../../src/domain/forms/summary';

const WORDS = {
  nl: {
    time: 'Tijd',
    hours: (start: string, end: string) => `${start}–${end} uur`,
    secondDate: 'Tweede dagdeel',
    day: formatDutchLong,
    place: 'Adres',
    online: 'Online: u ontvangt de link met het programma, een week van tevoren',
  },
  ro: {
    time: 'Ora',
    hours: (start: string, end: string) => `${start}–${end}`,
    secondDate: 'A doua întâlnire',
    day: (date: string) => date.split('-').reverse().join('.'),
    place: 'Adresa',
    online: 'Online: primiți linkul odată cu programul, cu o săptămână înainte',
  },
} as const;

function sessionRows(session: TrainingSession, locale: Locale, depth: number): SummaryRow[] {
  const words = WORDS[locale];
  return [
    ...(session.secondDate ? [{ label: words.secondDate, value: words.day(session.secondDate), depth }] : []),
    { label: words.time, value: words.hours(clockTime(session.start, locale), clockTime(session.end, locale)), depth },
    {
      label: words.place,
      value: session.venue.kind === 'address' ? addressLine(session.venue) : words.online,
      depth,
    },
  ];
}

/** The summary's rows with the chosen session's second day, time and address after its date. */
export function withTrainingSession(rows: readonly SummaryRow[], values: RowValues, locale: Locale): SummaryRow[] {
  const fields = rowFields(values);
  const session = sessionOf(TRAINING_SESSIONS, fields.training_name, fields.training_date);
  const dateLabel = fieldLabel('training_date', locale);
  const at = rows.findIndex((row) => row.label === dateLabel);
  if (!session || at < 0) return [...rows];
  return [...rows.slice(0, at + 1), ...sessionRows(session, locale, rows[at].depth), ...rows.slice(at + 1)];
}
