import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { formatDutchLong } from '@site/src/domain/dates';
import { PAGE_ROUTES } from '@site/src/domain/routes';
import { onwardSteps, ROUNDS, type OnwardStep, type RegistrationRound } from '@site/src/domain/rounds';
import { useRoundDay } from '@site/src/components/RoundState/useRoundDay';
import styles from './styles.module.css';

/** A link styled as a button: the big one for what a school can do today, a quiet one otherwise. */
function ButtonLink({ to, primary, children }: { to: string; primary: boolean; children: string }) {
  return (
    <Link className={clsx('button', primary ? 'button--primary' : 'button--secondary', styles.onwardButton)} to={to}>
      {children}
    </Link>
  );
}

function Step({ step }: { step: OnwardStep }) {
  if (step.kind === 'proeftoets') {
    return (
      <li>
        <p>
          {translate(
            {
              id: 'onwardSteps.proeftoets',
              message:
                'De gratis Proeftoets {year} voor groep 8 meldt u aan met het aanmeldformulier primair onderwijs. Aanmelden kan tot en met {until}.',
            },
            { year: step.year, until: formatDutchLong(step.until) },
          )}
        </p>
        <ButtonLink to={step.route} primary>
          {translate({ id: 'onwardSteps.proeftoets.link', message: 'Naar het aanmeldformulier primair onderwijs' })}
        </ButtonLink>
      </li>
    );
  }
  const values = { year: step.year, opens: formatDutchLong(step.opens), until: formatDutchLong(step.until) };
  switch (step.state) {
    case 'open':
      return (
        <li>
          <p>
            {translate(
              {
                id: 'onwardSteps.doorstroomtoets.open',
                message: 'U kunt uw school nu aanmelden voor de Doorstroomtoets {year}, tot en met {until}.',
              },
              values,
            )}
          </p>
          <ButtonLink to={step.final} primary>
            {translate(
              { id: 'onwardSteps.doorstroomtoets.open.link', message: 'Naar de aanmelding Doorstroomtoets {year}' },
              values,
            )}
          </ButtonLink>{' '}
          <Link to={step.pre}>
            {translate(
              { id: 'onwardSteps.doorstroomtoets.pre.link', message: 'Of doe eerst een vooraanmelding' },
              values,
            )}
          </Link>
        </li>
      );
    case 'upcoming':
      return (
        <li>
          <p>
            {translate(
              {
                id: 'onwardSteps.doorstroomtoets.upcoming',
                message: 'Aanmelden voor de Doorstroomtoets {year} kan vanaf {opens}.',
              },
              values,
            )}
          </p>
          <ButtonLink to={step.final} primary={false}>
            {translate(
              { id: 'onwardSteps.doorstroomtoets.upcoming.link', message: 'Over de aanmelding Doorstroomtoets {year}' },
              values,
            )}
          </ButtonLink>
        </li>
      );
    case 'closed':
      return (
        <li>
          <p>
            {translate(
              {
                id: 'onwardSteps.doorstroomtoets.closed',
                message:
                  'Aanmelden voor de Doorstroomtoets {year} kon tot en met {until}. Wat u nog kunt regelen, leest u op de pagina van die aanmelding.',
              },
              values,
            )}
          </p>
          <ButtonLink to={step.final} primary={false}>
            {translate(
              { id: 'onwardSteps.doorstroomtoets.closed.link', message: 'Naar de aanmelding Doorstroomtoets {year}' },
              values,
            )}
          </ButtonLink>
        </li>
      );
  }
}

/**
 * What a school can do now, on a round's form page that no longer shows its form: the current round
 * and the Proeftoets from the round files (src/domain/rounds/onward.ts), or the newsletter when
 * nothing is open or coming.
 */
export default function OnwardSteps({ round }: { round: RegistrationRound }) {
  const steps = onwardSteps(round, ROUNDS, useRoundDay());
  return (
    <section className={styles.onward} aria-labelledby="onward-steps">
      <h2 id="onward-steps">{translate({ id: 'onwardSteps.title', message: 'Wat u nu kunt doen' })}</h2>
      {steps.length > 0 ? (
        <ul className={styles.onwardList}>
          {steps.map((step) => (
            <Step key={step.kind} step={step} />
          ))}
        </ul>
      ) : (
        <>
          <p>
            {translate({
              id: 'onwardSteps.none',
              message:
                'Wanneer u uw school voor het volgende schooljaar kunt aanmelden, leest u op tijd in onze nieuwsbrief.',
            })}
          </p>
          <ButtonLink to={PAGE_ROUTES.newsletterSignUp} primary={false}>
            {translate({ id: 'onwardSteps.newsletter', message: 'Houd mij op de hoogte' })}
          </ButtonLink>
        </>
      )}
    </section>
  );
}
