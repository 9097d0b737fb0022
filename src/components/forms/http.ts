import Cookies from 'js-cookie';
import * as v from 'valibot';
import { csrfAnswer } from '@site/src/domain/api-answers';
import { API_PATHS } from '@site/src/domain/api';
import { XSRF } from '@site/src/domain/constants';

/** Sets the XSRF cookie when the visitor has none yet and returns the token: pages never set it (a CDN may cache them). */
export const XSRF_ENDPOINT = API_PATHS.csrf;

/**
 * The XSRF header for a state-changing call: the cookie's token, fetched first when the cookie is
 * missing. Without a token the call still goes out and the server's refusal is shown as usual.
 */
export async function xsrfHeader(): Promise<Record<string, string>> {
  let token = Cookies.get(XSRF.cookie);
  if (!token) {
    try {
      const response = await fetch(XSRF_ENDPOINT, { credentials: 'same-origin' });
      if (response.ok) token = Cookies.get(XSRF.cookie) ?? v.parse(csrfAnswer, await response.json()).token;
    } catch {
      // No answer: the form's own request will fail the same way and say so.
    }
  }
  return token ? { [XSRF.header]: token } : {};
}

/** Headers of every JSON call the forms make: JSON content and the XSRF token echoed from its cookie. */
export function jsonHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json, text/plain',
  };
  const token = Cookies.get(XSRF.cookie);
  if (token) headers[XSRF.header] = token;
  return { ...headers, ...extra };
}

/** A random key for the Idempotency-Key header, so a repeated submission is stored once. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Appends the non-empty params to a URL as a query string. */
export function withParams(url: string, params?: Record<string, string | number | boolean | null | undefined>): string {
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const text = query.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}
