import React, { useRef, useSyncExternalStore } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import { consentCookieName, giveConsent, hasConsent, subscribe } from './consentStore';
import { useKeepFocusInSight } from './useKeepFocusInSight';
import styles from './styles.module.css';

export { consentCookieName };

/**
 * The cookie notice at the bottom of every page, early in the page's order (right after the skip
 * link), at most a quarter of a phone's height, and never over the field that has focus. The static HTML never
 * contains it (the server snapshot counts as consent given); the browser shows
 * it after reading the cookie, so a visitor who accepted never sees it flash.
 */
export default function CookieBanner() {
  const { i18n } = useDocusaurusContext();
  const name = consentCookieName(i18n.currentLocale);
  const accepted = useSyncExternalStore(
    subscribe,
    () => hasConsent(name),
    () => true,
  );
  const banner = useRef<HTMLElement>(null);
  useKeepFocusInSight(banner, !accepted);

  if (accepted) return null;

  return (
    <section
      ref={banner}
      className={styles.banner}
      aria-label={translate({ id: 'cookieBanner.label', message: 'Cookiemelding' })}
    >
      <p className={styles.text}>
        {translate({
          id: 'cookieBanner.text',
          message:
            'Deze website gebruikt alleen functionele cookies: om te onthouden dat u deze melding heeft gezien en om de formulieren te beveiligen. Cookies voor statistieken of advertenties gebruiken we niet.',
        })}
      </p>
      <button type="button" className="button button--primary" onClick={() => giveConsent(name)}>
        {translate({ id: 'cookieBanner.accept', message: 'Akkoord' })}
      </button>
    </section>
  );
}
