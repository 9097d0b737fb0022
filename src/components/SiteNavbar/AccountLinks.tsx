import React from 'react';
import clsx from 'clsx';
import { useLocation } from '@docusaurus/router';
import { SITE, type NavbarSettings } from '@site/src/data/site';
import type { Locale } from '@site/src/data/menus';
import { counterpartAddress } from '@site/src/domain/routes';
import styles from './styles.module.css';

type Props = {
  locale: Locale;
  settings: NavbarSettings;
  /** Where the links sit: in the bar (from the small breakpoint up) or in the menu overlay. */
  placement: 'bar' | 'overlay';
};

const OTHER_LOCALE = {
  nl: { label: 'Română', lang: 'ro' },
  ro: { label: 'Nederlands', lang: 'nl' },
} as const;

/**
 * The link to the other language and the login button. On narrow screens the bar has no room for
 * them next to the logo and the burger, so they are shown in the menu overlay instead. The language
 * link leads to this page on the other site where it has one, else to the other site's home.
 */
export default function AccountLinks({ locale, settings, placement }: Props) {
  const other = OTHER_LOCALE[locale];
  const { pathname } = useLocation();
  const showLogin = settings.show_login_button && settings.login_button_text;
  return (
    <div className={placement === 'bar' ? styles.barAccount : styles.overlayAccount}>
      <a
        className={styles.localeLink}
        href={counterpartAddress(pathname, locale)}
        hrefLang={other.lang}
        lang={other.lang}
      >
        {other.label}
      </a>
      {showLogin && (
        <a className={clsx('button button--primary button--sm', styles.login)} href={SITE.loginUrl}>
          {settings.login_button_text}
        </a>
      )}
    </div>
  );
}
