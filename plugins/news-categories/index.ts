import type { ProcessBlogPostsFn } from '@docusaurus/plugin-content-blog';
import { NEWS_CATEGORIES, NEWS_CATEGORY_BASE_PATH, isNewsCategory } from '../../src/data/newsCategories';

/**
 * The blog's `processBlogPosts` hook: a post's one `category` becomes its only tag,
 * so the blog's tag pages are the category pages (/nieuws-en-achtergronden/categorie/<key>)
 * and editors keep a single field. A missing or unknown category gets no tag here;
 * the front-matter-check plugin then stops the build naming file and field.
 */
export function categoryTags(blogBaseUrl: string): ProcessBlogPostsFn {
  const base = blogBaseUrl.replace(/\/+$/, '');
  return async ({ blogPosts }) =>
    blogPosts.map((post) => {
      const { category } = post.metadata.frontMatter as { category?: unknown };
      const tags = isNewsCategory(category)
        ? [
            {
              label: NEWS_CATEGORIES[category].label,
              description: NEWS_CATEGORIES[category].description,
              permalink: `${base}/${NEWS_CATEGORY_BASE_PATH}/${category}`,
              inline: false,
            },
          ]
        : [];
      return { ...post, metadata: { ...post.metadata, tags } };
    });
}
