// Change: the footer is rendered from the per-locale menus in src/data/menus.ts,
// because the Romanian site has other columns than the Dutch one (themeConfig.footer is one for all locales).
import React from 'react';
import SiteFooter from '@site/src/components/SiteFooter';

export default function Footer() {
  return <SiteFooter />;
}
