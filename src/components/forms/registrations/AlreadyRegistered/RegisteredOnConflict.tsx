import React, { useEffect, useState, type ReactNode } from 'react';
import type { FormType, RegistrationMode } from '@site/src/domain/forms';
import type { School } from '@site/src/domain/school';
import AlreadyRegistered from '.';
import { registrationOf, type RegistrationOfSchool } from './check';

/**
 * After a 409: asks again whether the school is registered (it may have been taken after the form's
 * check) and, if so, shows who holds it by domain and the way to claim it. A 409 for another reason
 * (a closed round, a completed pre-registration) shows `fallback` here (nothing by default; its text
 * says why), as it does while the answer is on its way.
 */
export default function RegisteredOnConflict({
  school,
  mode,
  type,
  fallback = null,
}: {
  school?: School;
  mode: RegistrationMode | null;
  type: FormType;
  fallback?: ReactNode;
}) {
  const [answer, setAnswer] = useState<RegistrationOfSchool | null>(null);
  useEffect(() => {
    if (!school || !mode) return undefined;
    const controller = new AbortController();
    void registrationOf(school, mode, controller.signal, type).then((found) => {
      if (!controller.signal.aborted) setAnswer(found);
    });
    return () => controller.abort();
  }, [school, mode, type]);
  if (!school) return null;
  if (!answer?.registered) return <>{fallback}</>;
  return <AlreadyRegistered schoolName={school.naam} school={school} type={type} holder={answer} />;
}
