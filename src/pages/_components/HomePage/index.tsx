import React from 'react';
import { visuallyHiddenClass } from '@site/src/components/VisuallyHidden';
import Layout from '@theme/Layout';
import { PageMetadata } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import HeaderCarousel from '@site/src/components/HeaderCarousel';
import HighlightTiles from '@site/src/components/HighlightTiles';
import Timeline from '@site/src/components/Timeline';
import type { HomeContent } from '@site/plugins/home-content/types';
import styles from './styles.module.css';

type HomeSectionProps = { id: string; title: string; introduction: string; children: React.ReactNode };

/** A band of the home page: its heading (which names the section), an introduction, its content. */
function HomeSection({ id, title, introduction, children }: HomeSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <p className={styles.introduction}>{introduction}</p>
      {children}
    </section>
  );
}

/** The home route (added by plugins/home-content with this locale's validated content). */
export default function HomePage({ content }: { content: HomeContent }) {
  return (
    <Layout
      title={translate({ id: 'home.metaTitle', message: 'Home' })}
      description={translate({
        id: 'home.description',
        message: 'Talentonderzoek, toetsen en training voor basisonderwijs, voortgezet onderwijs, mbo en werk.',
      })}
    >
      <PageMetadata
        keywords={translate({
          id: 'home.keywords',
          message: 'AMN, talentonderzoek, toetsen, Doorstroomtoets, talentscan, loopbaan, training',
        })}
        image="/img/content/onderwijs/social/onderwijs-overzicht.png"
      />
      <main>
        <h1 className={visuallyHiddenClass}>
          {translate({ id: 'home.title', message: 'Talent in beeld, van school tot werk' })}
        </h1>
        <HeaderCarousel slides={content.slides} />
        <HomeSection
          id="home-highlights"
          title={translate({ id: 'home.highlights.title', message: 'Ons aanbod' })}
          introduction={translate({
            id: 'home.introduction',
            message:
              'Wij ontwikkelen toetsen, talentscans en trainingen die leerlingen, studenten en werkenden helpen hun talent te ontdekken en de juiste keuzes te maken.',
          })}
        >
          <HighlightTiles highlights={content.highlights} />
        </HomeSection>
        <HomeSection
          id="home-timeline"
          title={translate({ id: 'home.timeline.title', message: 'Van school tot werk' })}
          introduction={translate({
            id: 'home.timeline.introduction',
            message: 'Elke fase heeft zijn eigen vragen. Kies een fase of blader door de vragen en vind het antwoord.',
          })}
        >
          <Timeline questions={content.timeline} />
        </HomeSection>
      </main>
    </Layout>
  );
}
