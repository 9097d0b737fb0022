import type { School } from '@site/src/domain/school';
import { jsonHeaders, withParams } from '../../http';

export const ALREADY_REGISTERED_ENDPOINT = '/api/schoolAlreadyRegistered';
export type RegistrationMode = 'pre-registration' | 'registration';

/**
 * Asks the server whether the school already has a registration in this mode (spec §7).
 * A failed or cancelled call counts as "not registered": the server refuses a double registration anyway (409).
 */
export async function isAlreadyRegistered(
  school: School,
  mode: RegistrationMode,
  signal?: AbortSignal,
  endpoint = ALREADY_REGISTERED_ENDPOINT,
): Promise<boolean> {
  const url = withParams(endpoint, {
    onderwijsaanbiederid: school.onderwijsaanbiederid,
    onderwijsbestuurid: school.onderwijsbestuurid,
    onderwijslocatiecode: school.onderwijslocatiecode,
    instellingscode: school.instellingscode,
    vestigingscode: school.vestigingscode,
    mode,
  });
  try {
    const response = await fetch(url, { headers: jsonHeaders(), signal, credentials: 'same-origin' });
    if (!response.ok) return false;
    const body = (await response.json()) as { schoolAlreadyRegistered?: unknown };
    return body.schoolAlreadyRegistered === true;
  } catch {
    return false;
  }
}
