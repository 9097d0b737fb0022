import { PAGE_ROUTES } from '@site/src/domain/routes';
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { doorstroomtoetsRoutes } from '@site/src/domain/rounds';
import { useCurrentRound } from '../RoundFacts';
import {
  MY_REGISTRATION,
  StatusText,
  doorstroomtoetsDates,
  useDoorstroomtoetsState,
} from '../forms/registrations/DoorstroomtoetsRound/RoundStatus';
import RoundStateText from '../RoundState';
import styles from './styles.module.css';

const NEWSLETTER = PAGE_ROUTES.newsletterSignUp;

/**
 * Where the current round's Doorstroomtoets registration stands on the day of the visit: upcoming,
 * open (with the way to the form), closed (the helpdesk for a late registration, the school's own
 * page for changes) or over. `<RoundAnnouncement />` on the product page.
 */
export default function RoundAnnouncement() {
  const round = useCurrentRound();
  const state = useDoorstroomtoetsState(round);
  const values = doorstroomtoetsDates(round);
  // Only an open registration gets the page's big button; in the other states the box steps back, so
  // the way to what is open today (the proeftoets above it) stays the prominent one.
  const open = state === 'open';
  const button = (to: string, label: string) => (
    <Link className={clsx('button', open ? 'button--primary button--lg' : 'button--secondary', styles.button)} to={to}>
      {label}
    </Link>
  );
  const newsletter = button(
    NEWSLETTER,
    translate({ id: 'roundAnnouncement.newsletter', message: 'Houd mij op de hoogte' }),
  );
  return (
    <section className={clsx(styles.announcement, !open && styles.quiet)} aria-labelledby="round-announcement">
      <h2 id="round-announcement" className={styles.title}>
        <RoundStateText
          state={state}
          texts={{
            upcoming: translate(
              { id: 'roundAnnouncement.upcoming.title', message: 'Aanmelden voor de Doorstroomtoets {year}' },
              values,
            ),
            open: translate(
              { id: 'roundAnnouncement.open.title', message: 'Meld uw school nu aan voor de Doorstroomtoets {year}' },
              values,
            ),
            closed: translate(
              {
                id: 'roundAnnouncement.closed.title',
                message: 'De aanmelding voor de Doorstroomtoets {year} is gesloten',
              },
              values,
            ),
            over: translate(
              { id: 'roundAnnouncement.over.title', message: 'De Doorstroomtoets {year} is afgerond' },
              values,
            ),
          }}
        />
      </h2>
      <RoundStateText
        as="div"
        state={state}
        texts={{
          upcoming: (
            <>
              <p>
                <StatusText round={round} state="upcoming" />
              </p>
              {newsletter}
            </>
          ),
          open: (
            <>
              <p>
                {translate(
                  {
                    id: 'roundAnnouncement.open.text',
                    message:
                      'Aanmelden kan tot en met {until}. Kies bij de aanmelding de eerste afnamedag, tussen {from} en {to}.',
                  },
                  values,
                )}
              </p>
              {button(
                doorstroomtoetsRoutes(round.year).final,
                translate({ id: 'roundAnnouncement.open.button', message: 'Naar de aanmelding' }),
              )}
            </>
          ),
          closed: (
            <>
              <p>
                <StatusText round={round} state="closed" />
              </p>
              {button(
                MY_REGISTRATION,
                translate({ id: 'roundAnnouncement.closed.button', message: 'Uw aanmelding wijzigen' }),
              )}
            </>
          ),
          over: (
            <>
              <p>
                {translate(
                  {
                    id: 'roundAnnouncement.over.text',
                    message:
                      'De eerste afnamedagen lagen tussen {from} en {to}. Wanneer u uw school voor het volgende schooljaar kunt aanmelden, leest u op tijd in onze nieuwsbrief.',
                  },
                  values,
                )}
              </p>
              {newsletter}
            </>
          ),
        }}
      />
    </section>
  );
}
