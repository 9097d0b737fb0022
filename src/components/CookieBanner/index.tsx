import React, { useSyncExternalStore } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import { consentCookieName, giveConsent, hasConsent, subscribe } from './consentStore';
import styles from './styles.module.css';

export { consentCookieName };

/**
 * The cookie notice at the bottom of every page. The static HTML never
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

  if (accepted) return null;

  return (
    <section className={styles.banner} aria-label={translate({ id: 'cookieBanner.label', message: 'Cookiemelding' })}>
      <p className={styles.text}>
        {translate({
          id: 'cookieBanner.text',
          message:
            'Deze website maakt gebruik van cookies. We gebruiken cookies om ervoor te zorgen dat we u de beste ervaring op onze website geven.',
        })}
      </p>
      <button type="button" className="button button--primary" onClick={() => giveConsent(name)}>
        {translate({ id: 'cookieBanner.accept', message: 'Akkoord' })}
      </button>
    </section>
  );
}
