import React from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import { toLocale } from '@site/src/domain/locale';
import { TRAINING_SESSIONS } from '@site/src/data/trainingSessions';
import { isFull, isSignUpOpen, signUpLink, upcomingSessions, type TrainingSession } from '@site/src/domain/trainings';
import { formatDate, intlLocaleOf } from '../LongDate/formatDate';
import { useRoundDay } from '../RoundState';
import { sessionPlace, sessionTime } from './sessionDetails';
import styles from './styles.module.css';

/**
 * The open training sessions after the day of the visit (`<TrainingSessions />`), each with its times,
 * place and seats, and a sign-up link that fills in its training and date while it takes sign-ups
 * (none for a full one; "Aanmelden gesloten", without its seats, once its programme has gone out). The list follows the
 * build day in the page's HTML and the visitor's day once the page has loaded.
 */
export default function TrainingSessions({ sessions = TRAINING_SESSIONS }: { sessions?: readonly TrainingSession[] }) {
  const { currentLocale } = useDocusaurusContext().i18n;
  const locale = intlLocaleOf(currentLocale);
  const today = useRoundDay();
  const upcoming = upcomingSessions(sessions, today);
  if (upcoming.length === 0) {
    return (
      <p className={styles.empty}>
        {translate({
          id: 'trainingSessions.none',
          message:
            'Er staan op dit moment geen open trainingen gepland. Een training voor uw eigen team plannen we graag met u in.',
        })}
      </p>
    );
  }
  return (
    <ul className={styles.sessions}>
      {upcoming.map((session) => {
        const day = formatDate(session.date, locale);
        const days = session.secondDate
          ? translate(
              { id: 'trainingSessions.twoDays', message: '{first} en {second}' },
              { first: day, second: formatDate(session.secondDate, locale) },
            )
          : day;
        const open = isSignUpOpen(session.date, today);
        return (
          <li key={`${session.date}-${session.training}`} className={styles.session}>
            {/* Blocks, not spans: the search index ends a sentence only at a block's end. */}
            <div className={styles.date}>
              <time dateTime={session.date}>{days}</time>
            </div>
            <div className={styles.training}>{session.training}</div>
            <div className={styles.details}>
              {sessionTime(session, toLocale(currentLocale))} · {sessionPlace(session)}
            </div>
            {/* Free seats mean nothing once sign-up has closed: then only that is said. */}
            {open && <div className={styles.details}>{session.seats}</div>}
            {!open && (
              <div className={styles.closed}>
                {translate({ id: 'trainingSessions.closed', message: 'Aanmelden gesloten' })}
              </div>
            )}
            {open && !isFull(session) && (
              <Link
                className="button button--primary button--sm"
                to={signUpLink(session)}
                aria-label={translate(
                  { id: 'trainingSessions.signUpLabel', message: 'Aanmelden voor {training} op {date}' },
                  { training: session.training, date: days },
                )}
              >
                {translate({ id: 'trainingSessions.signUp', message: 'Aanmelden' })}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
