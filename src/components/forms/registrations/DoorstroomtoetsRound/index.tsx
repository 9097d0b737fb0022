import React, { useMemo } from 'react';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate from '@docusaurus/Translate';
import { API_PATHS } from '@site/src/domain/api';
import { preRegistrationToFinish } from '@site/src/domain/api-answers';
import { emptyDoorstroomtoetsRound } from '@site/src/domain/forms';
import type { Round } from '@site/src/domain/rounds';
import { useFetch } from '../../useFetch';
import InvalidLink from '../../MyRegistration/InvalidLink';
import RoundRegistrationForm, { type Mode } from './RoundRegistrationForm';
import { valuesFromPreRegistration, type RoundRegistrationValues } from './prefill';

/** Completes a stored pre-registration: loads it with the personal link's token, then the final form prefilled. */
function CompletePreRegistration({ round, token }: { round: Round; token: string }) {
  const request = useMemo(() => ({ url: API_PATHS.myRegistration, params: { token } }), [token]);
  const { loading, error, data } = useFetch(preRegistrationToFinish, request);
  const initialValues = useMemo(() => (data ? valuesFromPreRegistration(data, round) : null), [data, round]);
  if (error) return <InvalidLink />;
  if (loading || !initialValues) {
    return (
      <p role="status">
        <Translate id="forms.registrationRound.loading">Laden...</Translate>
      </p>
    );
  }
  return <RoundRegistrationForm round={round} mode="final" initialValues={initialValues} registrationToken={token} />;
}

/**
 * A round's Doorstroomtoets registration. Final mode with `?token=` (a contact's personal link to a
 * pre-registration) completes it; a `?registratie=ID` link mailed before personal links existed
 * shows no data but offers to send the links again. The query string is read once hydrated.
 */
export default function DoorstroomtoetsRound({ round, mode }: { round: Round; mode: Mode }) {
  const { search } = useLocation();
  const isBrowser = useIsBrowser();
  const query = new URLSearchParams(mode === 'final' && isBrowser ? search : '');
  const token = query.get('token');
  const oldLink = query.get('registratie');
  const empty = useMemo(() => emptyDoorstroomtoetsRound(round) as RoundRegistrationValues, [round]);
  if (token) return <CompletePreRegistration key={token} round={round} token={token} />;
  if (oldLink && /^[A-Za-z0-9_-]{16,64}$/.test(oldLink)) return <InvalidLink registrationId={oldLink} />;
  return <RoundRegistrationForm round={round} mode={mode} initialValues={empty} />;
}
