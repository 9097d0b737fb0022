// Change: replaces the classic 404 text, which sends the visitor to "the owner of the site",
// with help in our own voice: the site search and the main sections (products, help, contact).
import React from 'react';
import { bodyColumnClass } from '@site/src/components/BodyColumn';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { translate } from '@docusaurus/Translate';
import PageHeader from '@site/src/components/PageHeader';
import IconTile, { IconTiles } from '@site/src/components/IconTile';
import { NOT_FOUND_SECTIONS } from './sections';
import SearchBox from '@site/src/components/SearchBox';
import { useLocalPageRoute } from '@site/src/hooks/useLocalPageRoute';
import styles from './styles.module.css';

export default function NotFoundContent() {
  const { i18n } = useDocusaurusContext();
  const sections = NOT_FOUND_SECTIONS[i18n.currentLocale === 'ro' ? 'ro' : 'nl'];
  const resultsPage = useBaseUrl(useLocalPageRoute('search'));
  const tiles = [
    {
      icon: 'toets',
      link: sections.products,
      title: translate({ id: 'notFound.products.title', message: 'Alle producten' }),
      text: translate({
        id: 'notFound.products.text',
        message: 'Toetsen, talentscans en trainingen voor onderwijs en werk',
      }),
    },
    {
      icon: 'help',
      link: sections.help,
      title: translate({ id: 'notFound.help.title', message: 'Help' }),
      text: translate({ id: 'notFound.help.text', message: 'De helpdesk, downloads en veelgestelde vragen' }),
    },
    {
      icon: 'contact',
      link: sections.contact,
      title: translate({ id: 'notFound.contact.title', message: 'Contact' }),
      text: translate({
        id: 'notFound.contact.text',
        message: 'Stel uw vraag via het contactformulier, per e-mail of telefonisch',
      }),
    },
  ];
  const searchLabel = translate({ id: 'notFound.search.label', message: 'Zoeken op de website' });
  return (
    <main>
      <PageHeader
        title={translate({ id: 'theme.NotFound.title', message: 'Pagina niet gevonden' })}
        page_header_introduction={translate({
          id: 'notFound.introduction',
          message:
            'Het adres dat u heeft gevolgd of ingetypt, leidt niet naar een pagina op onze website. Misschien is de pagina verplaatst, of staat er een typefout in het adres.',
        })}
      />
      <div className={bodyColumnClass}>
        {/* A plain GET form: the results page reads ?q=, so the search works before the scripts have run. */}
        <SearchBox
          label={searchLabel}
          submitLabel={translate({ id: 'notFound.search.submit', message: 'Zoeken' })}
          className={styles.search}
          form={{ action: resultsPage, method: 'get' }}
        />
        <h2 className={styles.heading}>
          {translate({ id: 'notFound.sections.title', message: 'Of kies waar u verder wilt kijken' })}
        </h2>
        <IconTiles>
          {tiles.map((tile) => (
            <IconTile key={tile.icon} icon={tile.icon} title={tile.title} link={tile.link}>
              {tile.text}
            </IconTile>
          ))}
        </IconTiles>
        <p className={styles.note}>
          {translate({
            id: 'notFound.brokenLink',
            message:
              'Kwam u hier via een link op onze eigen website? Laat het ons weten via het contactformulier, dan herstellen we de link.',
          })}
        </p>
      </div>
    </main>
  );
}
