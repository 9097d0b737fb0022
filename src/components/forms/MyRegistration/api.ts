import { API_PATHS, type RegistrationLinksRequest } from '@site/src/domain/api';
import { myRegistrationAnswer, textAnswer } from '@site/src/domain/api-answers';
import type { School } from '@site/src/domain/school';
import type { Locale } from '@site/src/domain/locale';
import { apiCall, apiText } from '../apiClient';

/** The registration a personal link opens; a 404 means the link is not (or no longer) valid. */
export const loadRegistration = (token: string) =>
  apiCall(`${API_PATHS.myRegistration}?token=${encodeURIComponent(token)}`, myRegistrationAnswer);

/** Withdraws the registration as shown (`version`); the answer, a text, comes in the page's language. */
export const withdrawRegistration = (token: string, version: number, locale: Locale) =>
  apiText(API_PATHS.registrationWithdraw, { method: 'POST', body: { token, version }, locale });

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
  apiCall(API_PATHS.registrationLinks, textAnswer, { method: 'POST', body });
