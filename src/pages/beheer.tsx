import React from 'react';
import Head from '@docusaurus/Head';
import LayoutProvider from '@theme/Layout/Provider';
import { PageMetadata } from '@docusaurus/theme-common';
import StaffLogin from '@site/src/components/StaffLogin';
import { STAFF_TEXTS } from '@site/src/domain/staff-texts';

/**
 * /beheer: the staff application (not linked from the site; out of search engines, sitemap and site
 * search). It has its own frame instead of the site's Layout: no public navigation, footer or
 * cookie banner (the banner is mounted with the announcement bar, which only Layout renders).
 */
export default function StaffPage() {
  return (
    <LayoutProvider>
      <PageMetadata title={STAFF_TEXTS.workspaceName} description={STAFF_TEXTS.pageDescription} />
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <StaffLogin />
    </LayoutProvider>
  );
}
