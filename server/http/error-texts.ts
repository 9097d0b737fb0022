import { romanianCount } from '../../src/domain/forms/texts/ro';
import { localeFromAcceptLanguage, type Locale } from '../../src/domain/locale';
import { requestLocale } from './request-locale';

/** Dutch answers of the API for everything that is not a form's own validation message. */
export const ERROR_TEXTS = {
  badRequest: 'De verzonden gegevens konden niet worden gelezen.',
  forbidden: 'Uw sessie is verlopen. Vernieuw de pagina en probeer het opnieuw.',
  notFound: 'Niet gevonden',
  unauthorized: 'Geen toegang.',
  tooLarge: 'De verzonden gegevens zijn te groot.',
  requestTooLarge: 'Het adres of de kop van het verzoek is te lang. Probeer het opnieuw vanaf de website.',
  timeout: 'Het verzoek duurde te lang. Probeer het opnieuw.',
  unsupportedType: 'Stuur de gegevens als JSON (Content-Type: application/json).',
  tooManyRequests: (seconds: number) => `Te veel verzoeken. Probeer het over ${seconds} seconden opnieuw.`,
  serverError: 'Er is iets misgegaan. Probeer het later opnieuw of neem contact met ons op.',
  unavailable: 'De dienst is tijdelijk niet beschikbaar. Probeer het later opnieuw.',
} as const;

type ErrorTexts = {
  [K in keyof typeof ERROR_TEXTS]: (typeof ERROR_TEXTS)[K] extends string ? string : (seconds: number) => string;
};

/** The same answers in Romanian, for the forms of the Romanian site. */
const ERROR_TEXTS_RO: ErrorTexts = {
  badRequest: 'Datele trimise nu au putut fi citite.',
  forbidden: 'Sesiunea dumneavoastră a expirat. Reîncărcați pagina și încercați din nou.',
  notFound: 'Nu a fost găsit',
  unauthorized: 'Acces neautorizat.',
  tooLarge: 'Datele trimise sunt prea mari.',
  requestTooLarge: 'Adresa sau antetul cererii este prea lung. Încercați din nou de pe site.',
  timeout: 'Cererea a durat prea mult. Încercați din nou.',
  unsupportedType: 'Trimiteți datele ca JSON (Content-Type: application/json).',
  tooManyRequests: (seconds) =>
    `Prea multe cereri. Încercați din nou peste ${romanianCount(seconds, 'secundă', 'secunde')}.`,
  serverError: 'A apărut o eroare. Încercați din nou mai târziu sau contactați-ne.',
  unavailable: 'Serviciul este temporar indisponibil. Încercați din nou mai târziu.',
};

/** A signed link (the newsletter's, a mailbox's proof) that is forged, expired or replaced. */
export const INVALID_LINK: Record<Locale, string> = {
  nl: 'Deze link is niet (meer) geldig',
  ro: 'Acest link nu este valabil sau a expirat',
};

const BY_LOCALE: Record<Locale, ErrorTexts> = { nl: ERROR_TEXTS, ro: ERROR_TEXTS_RO };

/** The error answers in the language the request asks for (`Accept-Language`; the forms send the page's). */
export function errorTextsFor(acceptLanguage: string | undefined): ErrorTexts {
  return BY_LOCALE[localeFromAcceptLanguage(acceptLanguage)];
}

/** The error answers in the language of the page asked for (`/ro/…`), else the one `Accept-Language` asks for. */
export function errorTextsOf(request: { url: string; headers: { 'accept-language'?: string } }): ErrorTexts {
  return BY_LOCALE[requestLocale(request.url, request.headers['accept-language'])];
}
