import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { buildDay } from '../../../../src/domain/build-day';
import { publicationMode, scheduledPosts } from '../../schedule';

/**
 * A news section of two posts, one dated 26 and one 27 November 2026, with the site's own
 * scheduling step, sitemap, feeds and search index: built by the tests with BUILD_DAY set.
 */
export default {
  title: 'Fixture',
  url: 'https://example.org',
  baseUrl: '/',
  trailingSlash: false,
  future: { v4: true, faster: true },
  // The fixture has no home page; the theme's links to / are not what is tested.
  onBrokenLinks: 'ignore',
  presets: [
    [
      'classic',
      {
        docs: false,
        pages: false,
        blog: {
          routeBasePath: 'nieuws',
          processBlogPosts: scheduledPosts(
            () => buildDay(new Date()),
            () => publicationMode(),
          ),
          onUntruncatedBlogPosts: 'ignore',
          onInlineAuthors: 'ignore',
          feedOptions: { type: ['rss', 'atom'], xslt: false },
        },
        sitemap: { lastmod: null, changefreq: null, priority: null },
      } satisfies Preset.Options,
    ],
  ],
  plugins: ['../../../search-index/index.ts'],
} satisfies Config;
