import React from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Translate, { translate } from '@docusaurus/Translate';
import { formatDutchLong } from '@site/src/domain/dates';
import { currentRound, doorstroomtoetsRoutes, roundOf, type RegistrationRound } from '@site/src/domain/rounds';
import styles from './styles.module.css';

const SHORT_PRE_REGISTRATION = '/formulier/doorstroomtoets-vooraanmelding';
/** Other pages link here: `/onderwijs/doorstroomtoets#registration-path`. */
export const REGISTRATION_PATH_ID = 'registration-path';

/**
 * Which Doorstroomtoets form is for whom, and that a pre-registration is not needed: the product page
 * and the three form pages show this one block, so they say it in the same words.
 * `<RegistrationPath />` speaks of the current round; a round's own form page passes its year.
 */
export default function RegistrationPath({ year }: { year?: number }) {
  useBrokenLinks().collectAnchor(REGISTRATION_PATH_ID);
  const round: RegistrationRound = (year === undefined ? undefined : roundOf(year)) ?? currentRound();
  const routes = doorstroomtoetsRoutes(round.year);
  const { window } = round.products.Doorstroomtoets;
  const values = { year: round.year, from: formatDutchLong(window.from), to: formatDutchLong(window.to) };
  return (
    <section className={styles.path} aria-labelledby={REGISTRATION_PATH_ID}>
      <h2 id={REGISTRATION_PATH_ID} className={styles.heading}>
        {translate({ id: 'registrationPath.title', message: 'Welk formulier gebruikt u?' })}
      </h2>
      <ul className={styles.forms}>
        <li>
          <Link to={routes.final} className={styles.form}>
            {translate({ id: 'registrationPath.final.name', message: 'Aanmelding Doorstroomtoets {year}' }, values)}
          </Link>
          {translate(
            {
              id: 'registrationPath.final.who',
              message:
                'Voor elke school die meedoet. Hier kiest u de eerste afnamedag, tussen {from} en {to}, en sluit u zo nodig de verwerkersovereenkomst af. Een vooraanmelding is niet nodig.',
            },
            values,
          )}
        </li>
        <li>
          <Link to={routes.pre} className={styles.form}>
            {translate({ id: 'registrationPath.pre.name', message: 'Vooraanmelding Doorstroomtoets {year}' }, values)}
          </Link>
          {translate(
            {
              id: 'registrationPath.pre.who',
              message:
                'Voor een school die nu al wil laten weten dat zij meedoet en de eerste afnamedag later kiest. De contactpersonen krijgen een persoonlijke link naar de aanmelding, waarin uw gegevens dan al klaarstaan.',
            },
            values,
          )}
        </li>
        <li>
          <Link to={SHORT_PRE_REGISTRATION} className={styles.form}>
            {translate({ id: 'registrationPath.short.name', message: 'Korte vooraanmelding' }, values)}
          </Link>
          {translate(
            {
              id: 'registrationPath.short.who',
              message:
                'Dezelfde vooraanmelding, met dezelfde gegevens en dezelfde persoonlijke link. Kies een van de twee vooraanmeldingen, niet allebei.',
            },
            values,
          )}
        </li>
      </ul>
      <p className={styles.note}>
        <Translate id="registrationPath.trial">
          {'Voor de gratis proeftoets en Aansluiting PO-VO gebruikt u het aanmeldformulier primair onderwijs.'}
        </Translate>{' '}
        <Link to="/formulier/aanmelden-po">
          {translate({ id: 'registrationPath.trialLink', message: 'Naar het aanmeldformulier primair onderwijs' })}
        </Link>
      </p>
    </section>
  );
}
