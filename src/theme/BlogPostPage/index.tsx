// Change: a news article is laid out as the site's article page (back link to the
// overview, title, date in the long format, hero image, body) instead of the
// classic blog layout with sidebar, tags and paginator. The author and the category
// (the post's only tag, see plugins/news-categories) show under the hero. Editors see
// a draft's or a scheduled post's banner above it (src/components/EditorNotice).
import React from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import { BlogPostProvider } from '@docusaurus/plugin-content-blog/client';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import BlogPostPageMetadata from '@theme/BlogPostPage/Metadata';
import BlogPostPageStructuredData from '@theme/BlogPostPage/StructuredData';
import type { Props } from '@theme/BlogPostPage';
import NewsArticle from '@site/src/components/NewsArticle';
import EditorNotice from '@site/src/components/EditorNotice';
import { ResourcePathProvider, resourcePathFromSource } from '@site/src/components/ResourcePath';

type NewsFrontMatter = { image?: string; image_alt?: string };

export default function BlogPostPage({ content: BlogPostContent }: Props) {
  const { metadata, frontMatter } = BlogPostContent;
  const { image, image_alt } = frontMatter as NewsFrontMatter;
  const [category] = metadata.tags;
  return (
    <BlogPostProvider content={BlogPostContent} isBlogPostPage>
      <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogPostPage)}>
        <BlogPostPageMetadata />
        <BlogPostPageStructuredData />
        {/* Title and description also go to Layout, as on the other pages: the bare site title never shows. */}
        <Layout title={metadata.title} description={metadata.description}>
          <ResourcePathProvider value={resourcePathFromSource(metadata.source)}>
            <main>
              <EditorNotice frontMatter={metadata.frontMatter} source={metadata.source} unlisted={metadata.unlisted} />
              <NewsArticle
                title={metadata.title}
                date={metadata.date}
                image={image}
                imageAlt={image_alt}
                authors={metadata.authors}
                category={category && { label: category.label, permalink: category.permalink }}
              >
                <MDXContent>
                  <BlogPostContent />
                </MDXContent>
              </NewsArticle>
            </main>
          </ResourcePathProvider>
        </Layout>
      </HtmlClassNameProvider>
    </BlogPostProvider>
  );
}
