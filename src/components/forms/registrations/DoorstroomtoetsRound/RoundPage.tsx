import React from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import FormPage from '@site/src/components/forms/FormPage';
import RegistrationPath from '@site/src/components/RegistrationPath/island';
import { formatDutchLong } from '@site/src/domain/dates';
import { completionOpenOn, roundOf, type RoundYear } from '@site/src/domain/rounds';
import DoorstroomtoetsRound from './island';
import type { Mode } from './RoundRegistrationForm';
import { RoundStatus, useDoorstroomtoetsState } from './RoundStatus';
import OnwardSteps from './OnwardSteps';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useRoundDay } from '@site/src/components/RoundState/useRoundDay';

/** What plugins/registration-rounds gives each generated page: the round, the mode, the build day. */
export type RoundPageProps = { year: RoundYear; mode: Mode; buildDay: string };

const KEYWORDS = ['AMN', 'Doorstroomtoets', 'groep 8'];

/**
 * A round's Doorstroomtoets registration page (`/formulier/doorstroomtoets-{year}/aanmelding` and
 * `/vooraanmelding`), made for every round file: its year, first-day window and form come from it.
 */
export default function RoundPage({ year, mode }: RoundPageProps) {
  const round = roundOf(year);
  if (!round) throw new Error(`No registration round ${year}`);
  const state = useDoorstroomtoetsState(round);
  const today = useRoundDay();
  // A contact's personal link (?token=, or an old ?registratie= link) completes a pre-registration
  // until the day its mails and page name: the same rule as the server's gate. Read once hydrated.
  const { search } = useLocation();
  const query = new URLSearchParams(useIsBrowser() ? search : '');
  const completing = mode === 'final' && (query.has('token') || query.has('registratie'));
  const showsForm = state === 'open' || (completing && completionOpenOn(round, today));
  const { window } = round.products.Doorstroomtoets;
  const period = { from: formatDutchLong(window.from), to: formatDutchLong(window.to), year };
  const final = mode === 'final';
  const takesRegistrations = state === 'open' || state === 'upcoming';
  return (
    <FormPage
      keywords={[...KEYWORDS, String(year), final ? 'aanmelding' : 'vooraanmelding']}
      image="/img/content/onderwijs/social/doorstroomtoets.png"
      title={
        final
          ? translate({ id: 'roundPage.final.title', message: 'Aanmelding Doorstroomtoets {year}' }, { year })
          : translate({ id: 'roundPage.pre.title', message: 'Vooraanmelding Doorstroomtoets {year}' }, { year })
      }
      description={
        !takesRegistrations
          ? translate(
              {
                id: 'roundPage.notOpen.description',
                message:
                  'Waar de aanmelding voor de AMN Doorstroomtoets {year} in groep 8 staat, en wat u nu nog kunt regelen.',
              },
              period,
            )
          : final
            ? translate(
                {
                  id: 'roundPage.final.description',
                  message:
                    'Meld uw school definitief aan voor de AMN Doorstroomtoets {year} voor groep 8 en kies de eerste afnamedag tussen {from} en {to}.',
                },
                period,
              )
            : translate(
                {
                  id: 'roundPage.pre.description',
                  message:
                    'Meld uw school vooraf aan voor de AMN Doorstroomtoets {year} voor groep 8, met een eerste afnamedag tussen {from} en {to}.',
                },
                period,
              )
      }
      // Once the round no longer takes registrations, the page stays for old links but leaves the
      // sitemap and the site search, and no longer opens with an invitation to register.
      noIndex={!takesRegistrations}
      introduction={
        !takesRegistrations
          ? translate(
              {
                id: 'roundPage.notOpen.introduction',
                message: 'Hier leest u waar de aanmelding voor de Doorstroomtoets {year} staat, en wat u nu kunt doen.',
              },
              period,
            )
          : final
            ? translate(
                {
                  id: 'roundPage.final.introduction',
                  message:
                    'Meld uw school aan voor de Doorstroomtoets {year}: kies de eerste afnamedag, geef het aantal leerlingen in groep 8 op en vul de contactpersonen in. Kwam u via de link in de bevestiging van uw vooraanmelding? Dan staan uw gegevens al klaar.',
                },
                period,
              )
            : translate(
                {
                  id: 'roundPage.pre.introduction',
                  message:
                    'Meld uw school vooraf aan voor de Doorstroomtoets {year} in groep 8. De contactpersonen ontvangen een bevestiging met een link waarmee u de aanmelding later afrondt.',
                },
                period,
              )
      }
    >
      <RoundStatus round={round} state={state} completing={completing} />
      {/* Without its form, the page points to what a school can do today instead of ending here. */}
      {!showsForm && <OnwardSteps round={round} />}
      {!showsForm ? null : final ? (
        <>
          <p>
            <Translate id="roundPage.final.intro" values={period}>
              {
                'De Doorstroomtoets {year} is voor leerlingen in groep 8. In dit formulier kiest u de eerste afnamedag, tussen {from} en {to}; vanaf die dag neemt u de drie onderdelen af. Geef daarnaast het aantal leerlingen en het type apparaten op, en vertel of uw school vorig jaar de AMN Doorstroomtoets heeft afgenomen. Is dat niet zo, dan vult u ook de gegevens in van degene die namens de school de verwerkersovereenkomst afsluit, en het e-mailadres van het bestuur.'
              }
            </Translate>
          </p>
        </>
      ) : (
        <>
          <p>
            <Translate id="roundPage.pre.intro" values={period}>
              {
                'De Doorstroomtoets {year} is voor leerlingen in groep 8. Bij de definitieve aanmelding kiest u de eerste afnamedag, tussen {from} en {to}. Met deze vooraanmelding geeft u nu al uw school op, het aantal leerlingen in groep 8 met het type apparaten waarop zij de toets maken, en een of meer contactpersonen, die de bevestiging en later de informatie over de afname ontvangen.'
              }
            </Translate>
          </p>
        </>
      )}
      {showsForm && (
        <>
          <RegistrationPath year={year} />
          <DoorstroomtoetsRound round={round} mode={mode} />
        </>
      )}
    </FormPage>
  );
}
