import { xsrfHeader, jsonHeaders } from '../http';
import type { Locale } from '@site/src/domain/locale';

/** The token of the link the page was opened with (read once hydrated: the static HTML knows none). */
export function linkToken(search: string): string | null {
  return new URLSearchParams(search).get('token');
}

/** Calls a newsletter route with the link's token; null when the link is not (or no longer) valid. */
export async function newsletterCall<T>(
  path: string,
  locale: Locale,
  init: { method: 'GET' | 'POST'; body?: unknown },
): Promise<T | null> {
  const headers = {
    ...jsonHeaders({ 'Accept-Language': locale }),
    ...(init.method === 'POST' ? await xsrfHeader() : {}),
  };
  const response = await fetch(path, {
    method: init.method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: 'same-origin',
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(await response.text());
  return (await response.json()) as T;
}
