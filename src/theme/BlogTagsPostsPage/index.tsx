// Change: a category page of the news (a blog tag page: categories are the posts'
// only tags, see plugins/news-categories) looks like the news overview: page header
// with the category's name and description, the category links, the news cards and
// the paginator, instead of the classic blog layout with a sidebar and full posts.
import React from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import { NEWS_KEYWORDS } from '@site/src/data/newsCategories';
import SearchMetadata from '@theme/SearchMetadata';
import type { Props } from '@theme/BlogTagsPostsPage';
import NewsListPage from '@site/src/components/NewsListPage';

export default function BlogTagsPostsPage({ tag, items, listMetadata }: Props) {
  // The overview is the parent of the categories' list page (/nieuws-en-achtergronden/categorie).
  const overview = tag.allTagsPath.replace(/\/[^/]+$/, '');
  const title = translate({ id: 'newsCategoryPage.title', message: 'Nieuws: {category}' }, { category: tag.label });
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogTagPostListPage)}
    >
      <SearchMetadata tag="blog_tags_posts" />
      <NewsListPage
        title={title}
        description={tag.description}
        keywords={[...NEWS_KEYWORDS, tag.label]}
        overview={overview}
        current={tag.permalink}
        posts={items.map(({ content }) => content)}
        metadata={listMetadata}
      />
    </HtmlClassNameProvider>
  );
}
