// Change: mounts the cookie banner once, around every page of both locales.
import React, { type ReactNode } from 'react';
import CookieBanner from '@site/src/components/CookieBanner';

export default function Root({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <CookieBanner />
    </>
  );
}
