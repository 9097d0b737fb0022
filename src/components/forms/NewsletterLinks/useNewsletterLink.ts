import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useFormLocale } from '../useFormLocale';
import { linkToken } from './api';

/** What a page behind a newsletter mail's link starts from: the link's token (read in the browser only) and the page's language. */
export function useNewsletterLink() {
  const isBrowser = useIsBrowser();
  const { search } = useLocation();
  const locale = useFormLocale();
  return { isBrowser, locale, token: isBrowser ? linkToken(search) : null };
}
