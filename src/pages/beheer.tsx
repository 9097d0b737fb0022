import React from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import PageHeader from '@site/src/components/PageHeader';
import StaffLogin from '@site/src/components/StaffLogin';

/** /beheer: the staff login (not linked from the site; out of search engines, sitemap and site search). */
export default function StaffPage() {
  return (
    <Layout title="Beheer" description="Inloggen voor medewerkers van AMN.">
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main>
        <PageHeader title="Beheer" />
        <div className="container margin-vert--lg">
          <StaffLogin />
        </div>
      </main>
    </Layout>
  );
}
