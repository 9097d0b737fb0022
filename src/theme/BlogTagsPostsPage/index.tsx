// Change: a category page of the news (a blog tag page: categories are the posts'
// only tags, see plugins/news-categories) looks like the news overview: page header
// with the category's name and description, the category links, the news cards and
// the paginator, instead of the classic blog layout with a sidebar and full posts.
import React from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import { NEWS_KEYWORDS, NEWS_IMAGE } from '@site/src/data/newsCategories';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type { Props } from '@theme/BlogTagsPostsPage';
import PageHeader from '@site/src/components/PageHeader';
import NewsCards from '@site/src/components/NewsCards';
import NewsCategoryNav from '@site/src/components/NewsCategoryNav';
import { useNewsCategories } from '@site/src/components/NewsCategoryNav/useNewsCategories';
import styles from '../BlogListPage/styles.module.css';

export default function BlogTagsPostsPage({ tag, items, listMetadata }: Props) {
  const categories = useNewsCategories();
  // The overview is the parent of the categories' list page (/nieuws-en-achtergronden/categorie).
  const overview = tag.allTagsPath.replace(/\/[^/]+$/, '');
  const title = translate({ id: 'newsCategoryPage.title', message: 'Nieuws: {category}' }, { category: tag.label });
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogTagPostListPage)}
    >
      <SearchMetadata tag="blog_tags_posts" />
      <Layout title={title} description={tag.description}>
        <PageMetadata keywords={[...NEWS_KEYWORDS, tag.label]} image={NEWS_IMAGE} />
        <main>
          <PageHeader title={title} page_header_introduction={tag.description} />
          <div className={styles.list}>
            <NewsCategoryNav categories={categories} overview={overview} current={tag.permalink} />
            <NewsCards posts={items.map(({ content }) => content)} />
            <BlogListPaginator metadata={listMetadata} />
          </div>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
