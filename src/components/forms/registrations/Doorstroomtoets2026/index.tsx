import React, { useMemo } from 'react';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate from '@docusaurus/Translate';
import { registrationPath, type RegistrationResponse } from '@site/src/domain/api';
import { emptyDoorstroomtoets2026 } from '@site/src/domain/forms';
import { useFetch } from '../../useFetch';
import Registration2026Form, { type Mode } from './Registration2026Form';
import { valuesFromPreRegistration, type Registration2026Values } from './prefill';

/** Completes a stored pre-registration: loads it, then shows the final form prefilled with it. */
function CompletePreRegistration({ id }: { id: string }) {
  const request = useMemo(() => ({ url: registrationPath(id) }), [id]);
  const { loading, error, data } = useFetch<RegistrationResponse>(request);
  const initialValues = useMemo(() => (data ? valuesFromPreRegistration(data) : null), [data]);
  if (error) {
    return (
      <p role="alert">
        <Translate id="forms.registration2026.loadFailed">
          Uw vooraanmelding kon niet worden geladen. Controleer de link in de e-mail of vul het formulier hieronder
          opnieuw in.
        </Translate>
      </p>
    );
  }
  if (loading || !initialValues) {
    return (
      <p role="status">
        <Translate id="forms.registration2026.loading">Laden...</Translate>
      </p>
    );
  }
  return <Registration2026Form mode="final" initialValues={initialValues} />;
}

/**
 * The Doorstroomtoets registration 2026. Final mode with `?registratie=ID` completes the stored
 * pre-registration; the query string is read once hydrated, since the static HTML knows none.
 */
export default function Doorstroomtoets2026({ mode }: { mode: Mode }) {
  const { search } = useLocation();
  const isBrowser = useIsBrowser();
  const registrationId = mode === 'final' && isBrowser ? new URLSearchParams(search).get('registratie') : null;
  const empty = useMemo(() => emptyDoorstroomtoets2026() as Registration2026Values, []);
  if (registrationId) return <CompletePreRegistration key={registrationId} id={registrationId} />;
  return <Registration2026Form mode={mode} initialValues={empty} />;
}
