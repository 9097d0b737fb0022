import { PAGE_ROUTES } from '@site/src/domain/routes';
import React from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { SITE } from '@site/src/data/site';
import { formatDutchLong } from '@site/src/domain/dates';
import {
  completionOpenOn,
  completionUntil,
  productState,
  registrationWindowOf,
  type ProductState,
  type RegistrationRound,
} from '@site/src/domain/rounds';
import { useRoundDay } from '@site/src/components/RoundState/useRoundDay';
import styles from './styles.module.css';

/** Where a school's own page is, for changes: the link in the confirmation, or a new one asked for here. */
export const MY_REGISTRATION = PAGE_ROUTES.myRegistration;

/** The dates a round's Doorstroomtoets texts name, written out. */
export function doorstroomtoetsDates(round: RegistrationRound) {
  const product = round.products.Doorstroomtoets;
  const registration = registrationWindowOf(product);
  return {
    year: round.year,
    from: formatDutchLong(product.window.from),
    to: formatDutchLong(product.window.to),
    opens: formatDutchLong(registration.from ?? product.window.from),
    until: formatDutchLong(registration.to),
    // The one rule of src/domain/rounds/deadlines.ts: the day the mails and the school's page name.
    changesUntil: formatDutchLong(completionUntil(round)),
    email: SITE.helpdeskEmail,
    phone: SITE.helpdeskPhone,
  };
}

/** The state of a round's Doorstroomtoets on the day of the visit (the build day in the static HTML). */
export function useDoorstroomtoetsState(round: RegistrationRound): ProductState {
  return productState(round.products.Doorstroomtoets, useRoundDay());
}

/** What a school can do in each state, in one sentence or two. */
export function StatusText({ round, state }: { round: RegistrationRound; state: ProductState }) {
  const values = doorstroomtoetsDates(round);
  switch (state) {
    case 'upcoming':
      return (
        <>
          {translate(
            {
              id: 'roundStatus.upcoming',
              message:
                'Aanmelden voor de Doorstroomtoets {year} kan van {opens} tot en met {until}. De eerste afnamedag ligt tussen {from} en {to}.',
            },
            values,
          )}
        </>
      );
    case 'open':
      return (
        <>
          {translate(
            {
              id: 'roundStatus.open',
              message:
                'Aanmelden kan tot en met {until}: de eerste afnamedag van de Doorstroomtoets {year} ligt tussen {from} en {to}.',
            },
            values,
          )}
        </>
      );
    case 'closed':
      return (
        <>
          {translate(
            {
              id: 'roundStatus.closed',
              message:
                'Aanmelden voor de Doorstroomtoets {year} kon tot en met {until}. Wilt u uw school nog aanmelden? Neem dan contact op met de helpdesk: {email}, {phone}. Is uw school aangemeld? Dan wijzigt u de aanmelding tot en met {changesUntil} op de eigen pagina van uw school.',
            },
            values,
          )}{' '}
          <Link to={MY_REGISTRATION}>
            {translate({ id: 'roundStatus.closed.link', message: 'Naar de pagina van uw aanmelding' })}
          </Link>
        </>
      );
    case 'over':
      return (
        <>
          {translate(
            {
              id: 'roundStatus.over',
              message: 'De Doorstroomtoets {year} is afgerond: de eerste afnamedagen lagen tussen {from} en {to}.',
            },
            values,
          )}
        </>
      );
  }
}

/**
 * What a contact who came through the personal link to complete a pre-registration reads once
 * registering has closed: until when completing is possible, or that it no longer is.
 */
function CompletionText({ round }: { round: RegistrationRound }) {
  const values = doorstroomtoetsDates(round);
  return completionOpenOn(round, useRoundDay()) ? (
    <>
      {translate(
        {
          id: 'roundStatus.completing',
          message:
            'U rondt de vooraanmelding voor de Doorstroomtoets {year} af. Dat kan tot en met {changesUntil}: kies hieronder de eerste afnamedag en controleer de gegevens.',
        },
        values,
      )}
    </>
  ) : (
    <>
      {translate(
        {
          id: 'roundStatus.completionClosed',
          message:
            'Een vooraanmelding voor de Doorstroomtoets {year} afronden kon tot en met {changesUntil}. Wilt u de aanmelding nog afronden? Neem dan contact op met de helpdesk: {email}, {phone}.',
        },
        values,
      )}
    </>
  );
}

/** Where the round stands, on the day the page is viewed; `completing`: opened through a personal link. */
export function RoundStatus({
  round,
  state,
  completing = false,
}: {
  round: RegistrationRound;
  state: ProductState;
  completing?: boolean;
}) {
  return (
    <p className={styles.status} data-round-state={state}>
      {completing && state === 'closed' ? <CompletionText round={round} /> : <StatusText round={round} state={state} />}
    </p>
  );
}
