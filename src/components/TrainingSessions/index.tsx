import React from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import { TRAINING_SESSIONS } from '@site/src/data/trainingSessions';
import { isFull, signUpLink, upcomingSessions, type TrainingSession } from '@site/src/domain/trainings';
import { trainingLabel } from '@site/src/domain/options';
import { formatDate, intlLocaleOf } from '../LongDate/formatDate';
import { useRoundDay } from '../RoundState';
import styles from './styles.module.css';

/**
 * The open training sessions after the day of the visit (`<TrainingSessions />`), each with a sign-up
 * link that fills in its training and date (none for a full one). Today's and past sessions drop out
 * without a new build: the list follows the visitor's day once the page has loaded.
 */
export default function TrainingSessions({ sessions = TRAINING_SESSIONS }: { sessions?: readonly TrainingSession[] }) {
  const locale = intlLocaleOf(useDocusaurusContext().i18n.currentLocale);
  const upcoming = upcomingSessions(sessions, useRoundDay());
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
        return (
          <li key={`${session.date}-${session.training}`} className={styles.session}>
            <time className={styles.date} dateTime={session.date}>
              {days}
            </time>
            <span className={styles.training}>{trainingLabel(session.training)}</span>
            <span className={styles.details}>
              {session.place} · {session.seats}
            </span>
            {!isFull(session) && (
              <Link
                className="button button--primary button--sm"
                to={signUpLink(session)}
                aria-label={translate(
                  { id: 'trainingSessions.signUpLabel', message: 'Aanmelden voor {training} op {date}' },
                  { training: trainingLabel(session.training), date: days },
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
