import React from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { translate } from '@docusaurus/Translate';
import { formatDutchLong } from '@site/src/domain/dates';
import { roundState, todayIso, type RegistrationRound } from '@site/src/domain/rounds';
import styles from './styles.module.css';

/**
 * Where the round stands, on the day the page is viewed: the static HTML says it as of the build
 * day, the browser as of today once it runs.
 */
export function RoundStatus({ round, buildDay }: { round: RegistrationRound; buildDay: string }) {
  const isBrowser = useIsBrowser();
  const state = roundState(round, isBrowser ? todayIso() : buildDay);
  const { window } = round.products.Doorstroomtoets;
  const values = { year: round.year, from: formatDutchLong(window.from), to: formatDutchLong(window.to) };
  const text =
    state === 'open'
      ? translate(
          {
            id: 'roundStatus.open',
            message: 'Aanmelden kan nu: de eerste afnamedag van de Doorstroomtoets {year} ligt tussen {from} en {to}.',
          },
          values,
        )
      : state === 'upcoming'
        ? translate(
            { id: 'roundStatus.upcoming', message: 'Aanmelden voor de Doorstroomtoets {year} kan vanaf {opens}.' },
            { ...values, opens: formatDutchLong(round.registrationWindow?.from ?? window.from) },
          )
        : translate(
            {
              id: 'roundStatus.closed',
              message:
                'Deze ronde is afgerond: de eerste afnamedagen van de Doorstroomtoets {year} lagen tussen {from} en {to}.',
            },
            values,
          );
  return (
    <p className={styles.status} data-round-state={state}>
      {text}
    </p>
  );
}
