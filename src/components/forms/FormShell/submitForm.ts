import { FORM_EXPIRED_HEADER } from '@site/src/domain/api';
import type { Locale } from '@site/src/domain/locale';
import { apiText, type ApiTextResult } from '../apiClient';

/** How a submission ended: the server's text decides what the visitor sees. */
export type SubmitOutcome =
  | { kind: 'success'; text: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'error'; text: string; status: number }
  /** The form was open too long (or the browser's clock is far off): `serverTime` from the answer's Date. */
  | { kind: 'expired'; text: string; serverTime: number | null }
  | { kind: 'network' };

/**
 * Posts the JSON body and reads the answer as text: 307 with a body is a redirect to that address,
 * any other ok answer a success, the rest an error with the server's text; no answer at all is a
 * network failure. The 307 must come without a Location header, or fetch would follow it itself.
 * `Accept-Language` names the page's locale, so the server answers in the language of the page.
 */
export async function submitForm(
  endpoint: string,
  body: unknown,
  idempotencyKey: string,
  locale?: Locale,
): Promise<SubmitOutcome> {
  let answer: ApiTextResult;
  try {
    answer = await apiText(endpoint, { method: 'POST', body, idempotencyKey, locale });
  } catch {
    return { kind: 'network' };
  }
  const { status, headers, text } = answer;
  if (status === 307 && text.trim()) return { kind: 'redirect', location: text.trim() };
  if (answer.ok) return { kind: 'success', text: text.trim() };
  if (headers.get(FORM_EXPIRED_HEADER) === '1') {
    const date = Date.parse(headers.get('date') ?? '');
    return { kind: 'expired', text, serverTime: Number.isNaN(date) ? null : date };
  }
  return { kind: 'error', text, status };
}
