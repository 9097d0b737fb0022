import React, { useMemo } from 'react';
import type { MyRegistrationResponse } from '@site/src/domain/api';
import { ROUNDS, doorstroomtoetsRoutes } from '@site/src/domain/rounds';
import RoundRegistrationForm from './RoundRegistrationForm';
import { valuesFromPreRegistration } from './prefill';

/**
 * The school's own page of an open pre-registration: instead of the pre-registration's form (which
 * has no first test day), the final form prefilled from it, completing it with the page's personal
 * link. Null when the page names no round's final form to complete it with.
 */
export default function FinishOnPage({ registration, token }: { registration: MyRegistrationResponse; token: string }) {
  const round = ROUNDS.find(({ year }) => doorstroomtoetsRoutes(year).final === registration.finishRoute);
  const initialValues = useMemo(
    () => (round ? valuesFromPreRegistration(registration, round) : null),
    [registration, round],
  );
  if (!round || !initialValues) return null;
  return <RoundRegistrationForm round={round} mode="final" initialValues={initialValues} registrationToken={token} />;
}
