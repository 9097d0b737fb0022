import { postJson } from '@site/src/components/forms/http';
import { API_PATHS } from '@site/src/domain/api';

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

export type LoginAnswer =
  | { step: 'code' }
  | { step: 'enrol'; email: string; secret: string; qr: string }
  | { step: 'enrolled'; text: string }
  | { email: string }
  | { error: string };

/** POSTs JSON with the XSRF header; the answer's JSON, or an error text. */
export async function postStaff(url: string, body: unknown): Promise<{ status: number; answer: LoginAnswer }> {
  const response = await postJson(url, body);
  if (response.status === 204) return { status: 204, answer: { email: '' } };
  const text = await response.text();
  try {
    return { status: response.status, answer: JSON.parse(text) as LoginAnswer };
  } catch {
    return { status: response.status, answer: { error: text || 'Er ging iets mis; probeer het opnieuw.' } };
  }
}

/** The logged-in address, or null. */
export async function currentStaff(): Promise<string | null> {
  const response = await fetch(STAFF_API.session, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) return null;
  return ((await response.json()) as { email: string }).email;
}
