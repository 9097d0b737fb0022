import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import PageHeader from '@site/src/components/PageHeader';

/** The home page. The carousel, tiles and timeline arrive with the home-page work. */
export default function Home() {
  const title = translate({ id: 'home.title', message: 'Talent in beeld, van school tot werk' });
  return (
    <Layout
      title={translate({ id: 'home.metaTitle', message: 'Home' })}
      description={translate({
        id: 'home.description',
        message: 'Talentonderzoek, toetsen en training voor basisonderwijs, voortgezet onderwijs, mbo en werk.',
      })}
    >
      <main>
        <PageHeader
          title={title}
          page_header_introduction={translate({
            id: 'home.introduction',
            message:
              'Wij ontwikkelen toetsen, talentscans en trainingen die leerlingen, studenten en werkenden helpen hun talent te ontdekken en de juiste keuzes te maken.',
          })}
        />
        <div className="container margin-vert--lg">
          <Link className="button button--primary button--lg" to="/alle-producten">
            {translate({ id: 'home.cta', message: 'Bekijk alle producten' })}
          </Link>
        </div>
      </main>
    </Layout>
  );
}
