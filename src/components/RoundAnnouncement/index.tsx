import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { formatDutchLong } from '@site/src/domain/dates';
import { currentRound, doorstroomtoetsRoutes, productState, type RegistrationRound } from '@site/src/domain/rounds';
import RoundStateText, { useRoundDay } from '../RoundState';
import styles from './styles.module.css';

const NEWSLETTER = '/formulier/nieuwsbrief';

/**
 * Where the current round's Doorstroomtoets registration stands on the day of the visit: upcoming,
 * open (with the way to the form) or over. `<RoundAnnouncement />` on the product page.
 */
export default function RoundAnnouncement() {
  const round: RegistrationRound = currentRound();
  const { window } = round.products.Doorstroomtoets;
  const state = productState(round.products.Doorstroomtoets, round.registrationWindow, useRoundDay());
  const values = {
    year: round.year,
    from: formatDutchLong(window.from),
    to: formatDutchLong(window.to),
    opens: formatDutchLong(round.registrationWindow?.from ?? window.from),
  };
  const button = (to: string, label: string) => (
    <Link className={clsx('button button--primary button--lg', styles.button)} to={to}>
      {label}
    </Link>
  );
  return (
    <section className={styles.announcement} aria-labelledby="round-announcement">
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
              { id: 'roundAnnouncement.closed.title', message: 'De Doorstroomtoets {year} is afgerond' },
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
                {translate(
                  {
                    id: 'roundAnnouncement.upcoming.text',
                    message: 'Aanmelden kan vanaf {opens}. De eerste afnamedag ligt tussen {from} en {to}.',
                  },
                  values,
                )}
              </p>
              {button(NEWSLETTER, translate({ id: 'roundAnnouncement.newsletter', message: 'Houd mij op de hoogte' }))}
            </>
          ),
          open: (
            <>
              <p>
                {translate(
                  {
                    id: 'roundAnnouncement.open.text',
                    message:
                      'Kies bij de aanmelding de eerste afnamedag, tussen {from} en {to}. Welk formulier u gebruikt, staat hieronder.',
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
                {translate(
                  {
                    id: 'roundAnnouncement.closed.text',
                    message:
                      'De eerste afnamedagen lagen tussen {from} en {to}. Wanneer u uw school voor het volgende schooljaar kunt aanmelden, leest u op tijd in onze nieuwsbrief.',
                  },
                  values,
                )}
              </p>
              {button(NEWSLETTER, translate({ id: 'roundAnnouncement.newsletter', message: 'Houd mij op de hoogte' }))}
            </>
          ),
        }}
      />
    </section>
  );
}
