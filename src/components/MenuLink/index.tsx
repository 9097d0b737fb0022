import React, { useEffect, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useLocation } from '@docusaurus/router';
import { isExternal, isLocalPage, type MenuItem } from '@site/src/data/menus';
import { prefetchWhenNear, preloadRoute } from './prefetch';

type Props = {
  item: MenuItem;
  className?: string;
  activeClassName?: string;
  children?: ReactNode;
  onClick?: () => void;
};

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** True when `link` (without base URL) points at the page being shown. */
export function isActiveLink(link: string, pathname: string, hash: string, baseUrl: string): boolean {
  const [path, anchor] = link.split('#');
  const full = (baseUrl.replace(/\/$/, '') + path).replace(/\/$/, '') || '/';
  const current = pathname.replace(/\/$/, '') || '/';
  if (full !== current) return false;
  return anchor ? hash === `#${anchor}` : true;
}

/**
 * A menu link: client-side routing for pages, a plain anchor for external
 * links and documents, the active style for the current page, and a prefetch
 * when the link comes near the viewport or is hovered.
 */
export default function MenuLink({ item, className, activeClassName = 'active', children, onClick }: Props) {
  const label = children ?? item.name;
  const baseUrl = useBaseUrl('/');
  const location = useLocation();
  const ref = useRef<HTMLAnchorElement>(null);
  const local = isLocalPage(item.link);
  const target = local ? (baseUrl.replace(/\/$/, '') + item.link.split('#')[0]).replace(/(.)\/$/, '$1') : '';

  useEffect(() => {
    if (!local || !ref.current) return undefined;
    return prefetchWhenNear(ref.current, target);
  }, [local, target]);

  if (isExternal(item.link)) {
    return (
      <a href={item.link} className={className} onClick={onClick} {...(item.newTab ? NEW_TAB : {})}>
        {label}
      </a>
    );
  }
  if (!local) {
    // A static document (PDF) is not a route: a plain anchor under the locale's base URL.
    return (
      <a
        href={baseUrl.replace(/\/$/, '') + item.link}
        className={className}
        onClick={onClick}
        {...(item.newTab ? NEW_TAB : {})}
      >
        {label}
      </a>
    );
  }
  const active = isActiveLink(item.link, location.pathname, location.hash, baseUrl);
  return (
    <Link
      ref={ref}
      to={item.link}
      className={clsx(className, active && activeClassName)}
      aria-current={active ? 'page' : undefined}
      onMouseEnter={() => preloadRoute(target)}
      onClick={onClick}
      {...(item.newTab ? NEW_TAB : {})}
    >
      {label}
    </Link>
  );
}
