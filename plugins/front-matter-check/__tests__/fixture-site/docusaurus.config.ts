import type { Config } from '@docusaurus/types';
import { categoryTags } from '../../../news-categories';

/**
 * A site of one news post, built by the tests to prove that the build itself
 * refuses bad front matter. FIXTURE_BLOG picks the folder with the post.
 */
export default {
  title: 'Fixture',
  url: 'https://example.org',
  baseUrl: '/',
  plugins: [
    [
      '@docusaurus/plugin-content-blog',
      {
        path: process.env.FIXTURE_BLOG ?? 'blog-without-category',
        routeBasePath: 'nieuws-en-achtergronden',
        processBlogPosts: categoryTags('/nieuws-en-achtergronden'),
        onUntruncatedBlogPosts: 'ignore',
      },
    ],
    '../../index.ts',
  ],
} satisfies Config;
