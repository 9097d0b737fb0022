import React, { useMemo } from 'react';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate from '@docusaurus/Translate';
import { registrationPath, type RegistrationResponse } from '@site/src/domain/api';
import { emptyDoorstroomtoetsRound } from '@site/src/domain/forms';
import type { Round } from '@site/src/domain/rounds';
import { useFetch } from '../../useFetch';
import RoundRegistrationForm, { type Mode } from './RoundRegistrationForm';
import { valuesFromPreRegistration, type RoundRegistrationValues } from './prefill';

/** Completes a stored pre-registration: loads it, then shows the final form prefilled with it. */
function CompletePreRegistration({ round, id }: { round: Round; id: string }) {
  const request = useMemo(() => ({ url: registrationPath(id) }), [id]);
  const { loading, error, data } = useFetch<RegistrationResponse>(request);
  const initialValues = useMemo(() => (data ? valuesFromPreRegistration(data, round) : null), [data, round]);
  if (error) {
    return (
      <p role="alert">
        <Translate id="forms.registrationRound.loadFailed">
          Uw vooraanmelding kon niet worden geladen. Controleer de link in de e-mail of vul het formulier hieronder
          opnieuw in.
        </Translate>
      </p>
    );
  }
  if (loading || !initialValues) {
    return (
      <p role="status">
        <Translate id="forms.registrationRound.loading">Laden...</Translate>
      </p>
    );
  }
  return <RoundRegistrationForm round={round} mode="final" initialValues={initialValues} />;
}

/**
 * A round's Doorstroomtoets registration. Final mode with `?registratie=ID` completes the stored
 * pre-registration; the query string is read once hydrated, since the static HTML knows none.
 */
export default function DoorstroomtoetsRound({ round, mode }: { round: Round; mode: Mode }) {
  const { search } = useLocation();
  const isBrowser = useIsBrowser();
  const registrationId = mode === 'final' && isBrowser ? new URLSearchParams(search).get('registratie') : null;
  const empty = useMemo(() => emptyDoorstroomtoetsRound(round) as RoundRegistrationValues, [round]);
  if (registrationId) return <CompletePreRegistration key={registrationId} round={round} id={registrationId} />;
  return <RoundRegistrationForm round={round} mode={mode} initialValues={empty} />;
}
