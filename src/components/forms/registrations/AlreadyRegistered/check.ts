import { API_PATHS, type PlaceHeldBy, type SchoolAlreadyRegisteredQuery } from '@site/src/domain/api';
import { schoolAlreadyRegisteredAnswer } from '@site/src/domain/api-answers';
import type { FormType, RegistrationMode } from '@site/src/domain/forms';
import type { School } from '@site/src/domain/school';
import { apiCall } from '../../apiClient';
import { withParams } from '../../http';

export const ALREADY_REGISTERED_ENDPOINT = API_PATHS.schoolAlreadyRegistered;

const NOT_REGISTERED: RegistrationOfSchool = { registered: false, heldBy: null, registeredBy: null };

/**
 * Whether the school is registered, how its place is held, and for a trusted holder the domain its
 * contacts write from (never an address).
 */
export type RegistrationOfSchool = { registered: boolean; heldBy: PlaceHeldBy | null; registeredBy: string | null };

/**
 * Asks the server whether the school already has a registration in this mode.
 * A failed, malformed or cancelled answer counts as "not registered": the server refuses a double registration anyway (409).
 */
export async function isAlreadyRegistered(
  school: School,
  mode: RegistrationMode,
  signal?: AbortSignal,
  /** The form asking: its round decides which registrations count (the current round's when absent). */
  type?: FormType,
  endpoint = ALREADY_REGISTERED_ENDPOINT,
): Promise<boolean> {
  return (await registrationOf(school, mode, signal, type, endpoint)).registered;
}

/** As isAlreadyRegistered, with how the place is held (and a trusted holder's domain). */
export async function registrationOf(
  school: School,
  mode: RegistrationMode,
  signal?: AbortSignal,
  type?: FormType,
  endpoint = ALREADY_REGISTERED_ENDPOINT,
): Promise<RegistrationOfSchool> {
  const query: { [K in keyof SchoolAlreadyRegisteredQuery]: SchoolAlreadyRegisteredQuery[K] | null } = {
    onderwijsaanbiederid: school.onderwijsaanbiederid,
    onderwijsbestuurid: school.onderwijsbestuurid,
    onderwijslocatiecode: school.onderwijslocatiecode,
    instellingscode: school.instellingscode,
    vestigingscode: school.vestigingscode,
    mode,
    type,
  };
  const url = withParams(endpoint, query);
  try {
    const answer = await apiCall(url, schoolAlreadyRegisteredAnswer, { signal });
    if (!answer.ok) return NOT_REGISTERED;
    const { schoolAlreadyRegistered, heldBy, registeredBy } = answer.data;
    return { registered: schoolAlreadyRegistered, heldBy: heldBy ?? null, registeredBy: registeredBy ?? null };
  } catch {
    return NOT_REGISTERED;
  }
}
