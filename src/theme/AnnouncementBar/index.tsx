// Change: the cookie banner follows the announcement bar, so in the page's order it comes right
// after the skip link: a keyboard user reaches 'Akkoord' with the second Tab, not after the footer.
import React from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import CookieBanner from '@site/src/components/CookieBanner';

export default function AnnouncementBarWrapper() {
  return (
    <>
      <AnnouncementBar />
      <CookieBanner />
    </>
  );
}
