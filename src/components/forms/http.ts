import Cookies from 'js-cookie';
import { XSRF } from '@site/src/domain/constants';

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
