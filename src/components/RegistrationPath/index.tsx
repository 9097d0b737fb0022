import { PAGE_ROUTES } from '@site/src/domain/routes';
import React from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Translate, { translate } from '@docusaurus/Translate';
import { completionOpenOn, doorstroomtoetsRoutes, roundOf, type RegistrationRound } from '@site/src/domain/rounds';
import { useRoundDay } from '@site/src/components/RoundState/useRoundDay';
import { useCurrentRound } from '../RoundFacts';
import { doorstroomtoetsDates, useDoorstroomtoetsState } from '../forms/registrations/DoorstroomtoetsRound/RoundStatus';
import styles from './styles.module.css';

/** Other pages link here: `/onderwijs/doorstroomtoets#registration-path`. */
export const REGISTRATION_PATH_ID = 'registration-path';

/**
 * Which Doorstroomtoets form is for whom, in one sentence, while the round's registration is open;
 * otherwise what a school can do instead. The product page and the round's form pages show this one
 * block. `<RegistrationPath />` speaks of the current round; a round's own form page passes its year.
 * (The short pre-registration without a year stays at its address, but is not offered beside these.)
 */
export default function RegistrationPath({ year }: { year?: number }) {
  useBrokenLinks().collectAnchor(REGISTRATION_PATH_ID);
  const current = useCurrentRound();
  const round: RegistrationRound = (year === undefined ? undefined : roundOf(year)) ?? current;
  const state = useDoorstroomtoetsState(round);
  // After the registration closed, a pre-registration made in time is still completed: that form is not shut.
  const today = useRoundDay();
  const completing = state !== 'open' && completionOpenOn(round, today);
  const routes = doorstroomtoetsRoutes(round.year);
  const values = doorstroomtoetsDates(round);
  return (
    <section className={styles.path} aria-labelledby={REGISTRATION_PATH_ID} data-round-state={state}>
      <h2 id={REGISTRATION_PATH_ID} className={styles.heading}>
        {translate({ id: 'registrationPath.title', message: 'Welk formulier gebruikt u?' })}
      </h2>
      {state === 'open' ? (
        <p>
          {translate(
            {
              id: 'registrationPath.choice.before',
              message: 'Meld uw school aan met de',
            },
            values,
          )}{' '}
          <Link to={routes.final} className={styles.form}>
            {translate({ id: 'registrationPath.final.name', message: 'Aanmelding Doorstroomtoets {year}' }, values)}
          </Link>
          {translate(
            {
              id: 'registrationPath.choice.middle',
              message:
                '; daar kiest u de eerste afnamedag, tussen {from} en {to}. Wilt u nu al laten weten dat uw school meedoet en de eerste afnamedag later kiezen, gebruik dan de',
            },
            values,
          )}{' '}
          <Link to={routes.pre} className={styles.form}>
            {translate({ id: 'registrationPath.pre.name', message: 'Vooraanmelding Doorstroomtoets {year}' }, values)}
          </Link>
          {translate(
            { id: 'registrationPath.choice.after', message: ': u rondt die af tot en met {changesUntil}.' },
            values,
          )}
        </p>
      ) : completing ? (
        <p>
          {translate(
            {
              id: 'registrationPath.completing',
              message:
                'Nieuwe aanmeldingen voor de Doorstroomtoets {year} zijn gesloten. Deed uw school op tijd een vooraanmelding? Rond die af met de link in de bevestiging van de vooraanmelding, tot en met {changesUntil}.',
            },
            values,
          )}
        </p>
      ) : (
        // Every page with this block also says what a school can do instead (RoundAnnouncement, RoundStatus).
        <p>
          {translate(
            {
              id: 'registrationPath.notOpen',
              message: 'Voor de Doorstroomtoets {year} is er nu geen aanmeldformulier.',
            },
            values,
          )}
        </p>
      )}
      <p className={styles.note}>
        <Translate id="registrationPath.trial">
          {'Voor de gratis proeftoets en Aansluiting PO-VO gebruikt u het aanmeldformulier primair onderwijs.'}
        </Translate>{' '}
        <Link to={PAGE_ROUTES.primarySignUp}>
          {translate({ id: 'registrationPath.trialLink', message: 'Naar het aanmeldformulier primair onderwijs' })}
        </Link>
      </p>
    </section>
  );
}
