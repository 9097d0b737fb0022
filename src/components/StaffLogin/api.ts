import type * as v from 'valibot';
import { apiCall } from '@site/src/components/forms/apiClient';
import { API_PATHS } from '@site/src/domain/api';
import { staffLoginAnswer, staffSessionAnswer } from '@site/src/domain/api-answers';

/** The staff API (server/staff/routes.ts). */
export const STAFF_API = {
  login: API_PATHS.staffLogin,
  code: API_PATHS.staffCode,
  logout: API_PATHS.staffLogout,
  session: API_PATHS.staffSession,
  enrolmentShow: API_PATHS.staffEnrolmentShow,
  enrolment: API_PATHS.staffEnrolment,
} as const;

/** The query parameter of the one-time enrolment link `npm run staff` prints. */
export const ENROLMENT_PARAMETER = 'instellen';

export type LoginAnswer = v.InferOutput<typeof staffLoginAnswer>;

/** POSTs JSON with the XSRF header; the answer parsed by its schema, or an error text. */
export async function postStaff(url: string, body: unknown): Promise<{ status: number; answer: LoginAnswer }> {
  const result = await apiCall(url, staffLoginAnswer, { method: 'POST', body, noStore: true });
  // The logout's answer has no body.
  if (result.status === 204) return { status: 204, answer: { email: '' } };
  if (result.ok) return { status: result.status, answer: result.data };
  return { status: result.status, answer: { error: result.text || 'Er ging iets mis; probeer het opnieuw.' } };
}

/** The logged-in address, or null. */
export async function currentStaff(): Promise<string | null> {
  const result = await apiCall(STAFF_API.session, staffSessionAnswer, { noStore: true });
  return result.ok ? result.data.email : null;
}
