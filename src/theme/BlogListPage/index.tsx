// Change: the news overview gets the site's page header (an h1 with the blog
// title) above the posts, instead of the classic blog layout with a sidebar.
import React from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import type { Props } from '@theme/BlogListPage';
import PageHeader from '@site/src/components/PageHeader';

export default function BlogListPage(props: Props) {
  const { metadata, items } = props;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <BlogListPageStructuredData {...props} />
      <Layout title={metadata.blogTitle} description={metadata.blogDescription}>
        <main>
          <PageHeader title={metadata.blogTitle} page_header_introduction={metadata.blogDescription} />
          <div className="container margin-vert--lg">
            <BlogPostItems items={items} />
            <BlogListPaginator metadata={metadata} />
          </div>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
