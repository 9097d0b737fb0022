import React from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import type { BlogPaginatedMetadata } from '@docusaurus/plugin-content-blog';
import Layout from '@theme/Layout';
import BlogListPaginator from '@theme/BlogListPaginator';
import { NEWS_IMAGE } from '@site/src/data/newsCategories';
import PageHeader from '@site/src/components/PageHeader';
import NewsCards, { type NewsPost } from '@site/src/components/NewsCards';
import NewsCategoryNav from '@site/src/components/NewsCategoryNav';
import { useNewsCategories } from '@site/src/components/NewsCategoryNav/useNewsCategories';
import styles from './styles.module.css';

export type NewsListPageProps = {
  title: string;
  description?: string;
  keywords: string[];
  /** The overview's address, for the category links' 'all posts'. */
  overview: string;
  /** The category page being shown; none on the overview. */
  current?: string;
  posts: NewsPost[];
  metadata: BlogPaginatedMetadata;
};

/**
 * A page of news, the overview's or a category's: the site's page header, the category links, the
 * news cards and the paginator.
 */
export default function NewsListPage({
  title,
  description,
  keywords,
  overview,
  current,
  posts,
  metadata,
}: NewsListPageProps) {
  const categories = useNewsCategories();
  return (
    <Layout title={title} description={description}>
      <PageMetadata keywords={keywords} image={NEWS_IMAGE} />
      <main>
        <PageHeader title={title} page_header_introduction={description} />
        <div className={styles.list}>
          <NewsCategoryNav categories={categories} overview={overview} current={current} />
          <NewsCards posts={posts} />
          <BlogListPaginator metadata={metadata} />
        </div>
      </main>
    </Layout>
  );
}
