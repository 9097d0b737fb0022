// Change: mounts the cookie banner once, around every page of both locales, except the staff
// application at /beheer (its own frame; staff are not visitors of the site).
import React, { type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import CookieBanner from '@site/src/components/CookieBanner';

export default function Root({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      {children}
      {!/^\/beheer\/?$/.test(pathname) && <CookieBanner />}
    </>
  );
}
