import { API_PATHS, type MyRegistrationResponse, type RegistrationLinksRequest } from '@site/src/domain/api';
import type { School } from '@site/src/domain/school';
import type { Locale } from '@site/src/domain/locale';
import { jsonHeaders, xsrfHeader } from '../http';

/** An answer of the registration routes: its status and its text or JSON. */
export type Answer<T> = { status: number; data: T | null; text: string };

async function call<T>(
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown; locale?: Locale },
): Promise<Answer<T>> {
  const response = await fetch(path, {
    method: init.method,
    headers: {
      ...jsonHeaders(),
      ...(init.locale ? { 'Accept-Language': init.locale } : {}),
      ...(init.method === 'POST' ? await xsrfHeader() : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: 'same-origin',
  });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('application/json');
  return { status: response.status, data: json && response.ok ? (JSON.parse(text) as T) : null, text };
}

/** The registration a personal link opens; a 404 means the link is not (or no longer) valid. */
export const loadRegistration = (token: string) =>
  call<MyRegistrationResponse>(`${API_PATHS.myRegistration}?token=${encodeURIComponent(token)}`, { method: 'GET' });

/** Withdraws the registration as shown (`version`); the answer comes in the page's language. */
export const withdrawRegistration = (token: string, version: number, locale: Locale) =>
  call<never>(API_PATHS.registrationWithdraw, { method: 'POST', body: { token, version }, locale });

/** The request for a school's links: the codes the finder gave it (the server finds its registrations). */
export function linksOfSchool(school: School): RegistrationLinksRequest {
  return {
    school: {
      instellingscode: school.instellingscode ?? undefined,
      vestigingscode: school.vestigingscode ?? undefined,
      onderwijsaanbiederid: school.onderwijsaanbiederid ?? undefined,
      onderwijslocatiecode: school.onderwijslocatiecode ?? undefined,
    },
  };
}

/** Asks for the personal links again: the answer is the same whatever exists. */
export const requestLinks = (body: RegistrationLinksRequest) =>
  call<{ text: string }>(API_PATHS.registrationLinks, { method: 'POST', body });
