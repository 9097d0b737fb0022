import { localeFromAcceptLanguage, type Locale } from '../../src/domain/locale';

/**
 * The language to answer a request in: Romanian for a page of the Romanian site (`/ro`, `/ro/…`),
 * else the one `Accept-Language` asks for (the forms send their page's). Read from the raw target,
 * so a target that does not decode still gets its visitor's language.
 */
export function requestLocale(url: string, acceptLanguage: string | undefined): Locale {
  if (/^\/ro(?:[/?#]|$)/i.test(url)) return 'ro';
  return localeFromAcceptLanguage(acceptLanguage);
}
