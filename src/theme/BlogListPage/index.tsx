// Change: the news overview gets the site's page header (an h1 with the blog
// title) and shows the posts as news cards (image, category, title, 'lees verder')
// instead of the classic blog layout with a sidebar and full post previews, with
// links to the category pages above them.
import React from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import { NEWS_KEYWORDS, NEWS_IMAGE } from '@site/src/data/newsCategories';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import type { Props } from '@theme/BlogListPage';
import PageHeader from '@site/src/components/PageHeader';
import NewsCards from '@site/src/components/NewsCards';
import NewsCategoryNav from '@site/src/components/NewsCategoryNav';
import { useNewsCategories } from '@site/src/components/NewsCategoryNav/useNewsCategories';
import styles from './styles.module.css';

export default function BlogListPage(props: Props) {
  const { metadata, items } = props;
  const categories = useNewsCategories();
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <BlogListPageStructuredData {...props} />
      <Layout title={metadata.blogTitle} description={metadata.blogDescription}>
        <PageMetadata keywords={NEWS_KEYWORDS} image={NEWS_IMAGE} />
        <main>
          <PageHeader title={metadata.blogTitle} page_header_introduction={metadata.blogDescription} />
          <div className={styles.list}>
            <NewsCategoryNav categories={categories} overview={metadata.permalink.replace(/\/page\/\d+$/, '')} />
            <NewsCards posts={items.map(({ content }) => content)} />
            <BlogListPaginator metadata={metadata} />
          </div>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
