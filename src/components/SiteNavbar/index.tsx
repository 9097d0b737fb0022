import React, { useCallback, useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import MenuLink from '@site/src/components/MenuLink';
import SiteSearch from '@site/src/components/SiteSearch';
import { MENUS, type Locale } from '@site/src/data/menus';
import { NAVBAR_SETTINGS, SITE } from '@site/src/data/site';
import AccountLinks from './AccountLinks';
import MenuOverlay from './MenuOverlay';
import SocialLinks from './SocialLinks';
import { useNavScroll } from './useNavScroll';
import styles from './styles.module.css';

const OVERLAY_ID = 'site-menu-overlay';

/** The header: logo, secondary menu, login, social links and the burger with the main menu. */
export default function SiteNavbar() {
  const { i18n } = useDocusaurusContext();
  const locale = (i18n.currentLocale === 'ro' ? 'ro' : 'nl') satisfies Locale;
  const menus = MENUS[locale];
  const settings = NAVBAR_SETTINGS[locale];
  const homeUrl = useBaseUrl('/');
  const { pathname } = useLocation();
  const isHome = pathname === homeUrl || pathname === homeUrl.replace(/\/$/, '');
  const { scrolled, direction } = useNavScroll(isHome);
  const [open, setOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    burger.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  return (
    <header
      className={clsx(styles.navbar, 'site-navbar', scrolled && 'scrolled', direction, open && styles.navbarOpen)}
    >
      <div className={clsx(styles.bar, menus.secondary.length > 0 && styles.barWithSecondary)}>
        <Link
          to="/"
          className={styles.logo}
          aria-label={translate({ id: 'navbar.logo.label', message: '{site} - naar de homepage' }, { site: SITE.name })}
        >
          <img src={useBaseUrl('/img/logo.svg')} alt="" width={96} height={40} />
        </Link>
        {menus.secondary.length > 0 && (
          <nav
            className={styles.secondary}
            aria-label={translate({ id: 'navbar.secondary.label', message: 'Secundair menu' })}
          >
            <ul>
              {menus.secondary.map((item) => (
                <li key={item.link}>
                  <MenuLink item={item} className={styles.secondaryLink} />
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className={styles.actions}>
          <SiteSearch />
          <SocialLinks urls={settings} placement="bar" />
          <AccountLinks locale={locale} settings={settings} placement="bar" />
          <button
            ref={burger}
            type="button"
            className={clsx(styles.burger, open && styles.burgerOpen)}
            aria-expanded={open}
            aria-controls={open ? OVERLAY_ID : undefined}
            onClick={() => setOpen((value) => !value)}
          >
            <span className={styles.burgerLines} aria-hidden="true" />
            <span className={styles.burgerLabel}>{translate({ id: 'navbar.burger.label', message: 'Menu' })}</span>
          </button>
        </div>
      </div>
      {open && (
        <MenuOverlay id={OVERLAY_ID} items={menus.main} extraItems={menus.secondary} onClose={close}>
          <SocialLinks urls={settings} placement="overlay" />
          <AccountLinks locale={locale} settings={settings} placement="overlay" />
        </MenuOverlay>
      )}
    </header>
  );
}
