import type { ProcessBlogPostsFn } from '@docusaurus/plugin-content-blog';
import type { Plugin } from '@docusaurus/types';
import { NEWS_CATEGORIES, NEWS_CATEGORY_BASE_PATH, isNewsCategory } from '../../src/data/newsCategories';
import type { NewsCategoryLink, NewsCategoriesGlobalData } from '../../src/components/NewsCategoryNav/types';

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

type BlogTags = Record<string, { label: string; permalink: string; items: string[] }>;

/** The categories that have posts, in the order of the fixed list, with their pages' addresses. */
export function categoryLinks(blogTags: BlogTags): NewsCategoryLink[] {
  const byKey = new Map(Object.values(blogTags).map((tag) => [tag.permalink.split('/').pop(), tag]));
  return Object.keys(NEWS_CATEGORIES).flatMap((key) => {
    const tag = byKey.get(key);
    return tag ? [{ key, label: tag.label, permalink: tag.permalink, count: tag.items.length }] : [];
  });
}

/**
 * Gives every page the list of category pages (a few hundred bytes of global data),
 * so the news overview can link only to categories that have posts: a category
 * without posts has no page, and a link to it would break the build.
 */
export default function newsCategoriesPlugin(): Plugin {
  return {
    name: 'news-categories',
    allContentLoaded({ allContent, actions }) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as { blogTags?: BlogTags } | undefined;
      const data: NewsCategoriesGlobalData = { categories: categoryLinks(blog?.blogTags ?? {}) };
      actions.setGlobalData(data);
    },
  };
}
