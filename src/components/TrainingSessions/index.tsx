import React from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import { TRAINING_SESSIONS } from '@site/src/data/trainingSessions';
import { signUpLink, upcomingSessions, type TrainingSession } from '@site/src/domain/trainings';
import { trainingLabel } from '@site/src/domain/options';
import { formatDate, intlLocaleOf } from '../LongDate/formatDate';
import { useRoundDay } from '../RoundState';
import styles from './styles.module.css';

/**
 * The open training sessions still ahead on the day of the visit (`<TrainingSessions />`), each with a
 * sign-up link that fills in its training and date. Past sessions drop out without a new build.
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
        return (
          <li key={`${session.date}-${session.training}`} className={styles.session}>
            <time className={styles.date} dateTime={session.date}>
              {day}
            </time>
            <span className={styles.training}>{trainingLabel(session.training)}</span>
            <span className={styles.details}>
              {session.place} · {session.seats}
            </span>
            <Link
              className="button button--primary button--sm"
              to={signUpLink(session)}
              aria-label={translate(
                { id: 'trainingSessions.signUpLabel', message: 'Aanmelden voor {training} op {date}' },
                { training: trainingLabel(session.training), date: day },
              )}
            >
              {translate({ id: 'trainingSessions.signUp', message: 'Aanmelden' })}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
