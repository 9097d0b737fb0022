// Change: the news overview gets the site's page header (an h1 with the blog
// title) and shows the posts as news cards (image, category, title, 'lees verder')
// instead of the classic blog layout with a sidebar and full post previews, with
// links to the category pages above them.
import React from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import { NEWS_KEYWORDS } from '@site/src/data/newsCategories';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import type { Props } from '@theme/BlogListPage';
import NewsListPage from '@site/src/components/NewsListPage';

export default function BlogListPage(props: Props) {
  const { metadata, items } = props;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <BlogListPageStructuredData {...props} />
      <NewsListPage
        title={metadata.blogTitle}
        description={metadata.blogDescription}
        keywords={NEWS_KEYWORDS}
        overview={metadata.permalink.replace(/\/page\/\d+$/, '')}
        posts={items.map(({ content }) => content)}
        metadata={metadata}
      />
    </HtmlClassNameProvider>
  );
}
