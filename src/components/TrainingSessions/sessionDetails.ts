import { translate } from '@docusaurus/Translate';
import type { Locale } from '@site/src/domain/locale';
import { addressLine, clockTime, type TrainingSession } from '@site/src/domain/trainings';

/** When a session runs on each of its days: '9.30–12.30 uur'. */
export function sessionTime(session: TrainingSession, locale: Locale): string {
  return translate(
    { id: 'trainingSessions.time', message: '{start}–{end} uur' },
    { start: clockTime(session.start, locale), end: clockTime(session.end, locale) },
  );
}

/** Where a session is held: its address, or how an online session's link arrives. */
export function sessionPlace(session: TrainingSession): string {
  if (session.venue.kind === 'address') return addressLine(session.venue);
  return translate({
    id: 'trainingSessions.online',
    message: 'Online: u ontvangt de link met het programma, een week van tevoren',
  });
}
