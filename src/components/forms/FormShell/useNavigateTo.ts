import { useCallback } from 'react';
import { useHistory } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * Goes to an address the server named: client-side when it is a page of this locale's site,
 * a full page load otherwise (another locale is another single-page app).
 */
export function useNavigateTo(): (address: string) => void {
  const history = useHistory();
  const { siteConfig, i18n } = useDocusaurusContext();
  return useCallback(
    (address: string) => {
      const url = new URL(address, window.location.href);
      const otherLocale = i18n.locales.some(
        (locale) => locale !== i18n.currentLocale && url.pathname.startsWith(`/${locale}/`),
      );
      const local =
        url.origin === window.location.origin && url.pathname.startsWith(siteConfig.baseUrl) && !otherLocale;
      if (local) history.push(`${url.pathname}${url.search}${url.hash}`);
      else window.location.assign(url.href);
    },
    [history, siteConfig.baseUrl, i18n.locales, i18n.currentLocale],
  );
}
