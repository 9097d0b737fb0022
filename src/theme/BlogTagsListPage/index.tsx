// Change: the list of news categories (the blog's tags list page) shows each
// category with its description and number of posts in the site's page layout,
// instead of the classic alphabetical tag cloud with a blog sidebar.
import React from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import SearchMetadata from '@theme/SearchMetadata';
import type { Props } from '@theme/BlogTagsListPage';
import PageHeader from '@site/src/components/PageHeader';
import { NEWS_CATEGORIES } from '@site/src/data/newsCategories';
import styles from './styles.module.css';

const ORDER: string[] = Object.keys(NEWS_CATEGORIES);
const position = (permalink: string) => ORDER.indexOf(permalink.split('/').pop() ?? '');

export default function BlogTagsListPage({ tags }: Props) {
  const title = translate({ id: 'newsCategoriesPage.title', message: 'Nieuws per categorie' });
  const description = translate({
    id: 'newsCategoriesPage.description',
    message: 'Kies een categorie om alleen de berichten over dat onderwerp te zien.',
  });
  const sorted = [...tags].sort((a, b) => position(a.permalink) - position(b.permalink));
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogTagsListPage)}>
      <SearchMetadata tag="blog_tags_list" />
      <Layout title={title} description={description}>
        <main>
          <PageHeader title={title} page_header_introduction={description} />
          <ul className={styles.list}>
            {sorted.map((tag) => (
              <li key={tag.permalink} className={styles.item}>
                <h2 className={styles.name}>
                  <Link to={tag.permalink}>{tag.label}</Link>
                </h2>
                {tag.description && <p className={styles.description}>{tag.description}</p>}
                <p className={styles.count}>
                  {tag.count === 1
                    ? translate({ id: 'newsCategoriesPage.countOne', message: '1 bericht' })
                    : translate({ id: 'newsCategoriesPage.count', message: '{count} berichten' }, { count: tag.count })}
                </p>
              </li>
            ))}
          </ul>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
