import React, { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import MenuLink from '@site/src/components/MenuLink';
import { isSubNavFixed } from '@site/src/components/SiteNavbar/scrollState';
import { useNavScroll } from '@site/src/components/SiteNavbar/useNavScroll';
import type { MenuItem } from '@site/src/data/menus';
import styles from './styles.module.css';

/**
 * A strip of name/link items that sticks to the top once the page is scrolled
 * past its own offset plus 100px (0 while the navigation bar is hidden).
 */
export default function SubNavigation({ items, label }: { items: MenuItem[]; label?: string }) {
  const homeUrl = useBaseUrl('/');
  const { pathname } = useLocation();
  const { direction } = useNavScroll(pathname === homeUrl);
  const placeholder = useRef<HTMLDivElement>(null);
  const [fixed, setFixed] = useState(false);

  useEffect(() => {
    const update = () => {
      const element = placeholder.current;
      if (!element) return;
      const offset = element.getBoundingClientRect().top + window.scrollY;
      setFixed(isSubNavFixed(window.scrollY, offset, direction === 'navdown'));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [direction]);

  return (
    <div ref={placeholder} className={styles.placeholder}>
      <nav
        className={clsx(styles.strip, fixed && styles.fixed, fixed && 'subnav-fixed')}
        aria-label={label ?? translate({ id: 'subnav.label', message: 'Op deze pagina' })}
      >
        <ul>
          {items.map((item) => (
            <li key={item.link}>
              <MenuLink item={item} className={styles.link} />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
