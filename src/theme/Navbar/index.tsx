// Change: the site's own header replaces the classic navbar; its layout, burger
// overlay and scroll states have nothing in common with the original.
import React from 'react';
import SiteNavbar from '@site/src/components/SiteNavbar';

export default function Navbar() {
  return <SiteNavbar />;
}
