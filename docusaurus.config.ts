import type * as Preset from '@docusaurus/preset-classic';
import type { Config, PluginConfig } from '@docusaurus/types';
import { SITE } from './src/data/site';
import type { HomeContentOptions } from './plugins/home-content';
import remarkFencedCode from './plugins/remark-fenced-code';

/** Set by Docusaurus for each locale it builds or serves. */
const currentLocale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'nl';

const config = {
  title: SITE.name,
  tagline: 'Talentonderzoek, toetsen en training voor onderwijs en werk',
  favicon: 'img/favicon.svg',
  url: SITE.url,
  baseUrl: '/',
  trailingSlash: false,
  titleDelimiter: '-',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    mdx1Compat: { headingIds: true },
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
  },

  future: { v4: true, faster: true },

  i18n: {
    defaultLocale: 'nl',
    locales: ['nl', 'ro'],
    localeConfigs: {
      nl: { label: 'Nederlands', htmlLang: 'nl-NL' },
      ro: { label: 'Română', htmlLang: 'ro-RO' },
    },
  },

  presets: [
    [
      'classic',
      {
        // Product, section, help and about pages (docs/); URLs stay those of spec §2.
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          remarkPlugins: [remarkFencedCode],
        },
        blog: {
          remarkPlugins: [remarkFencedCode],
          routeBasePath: 'nieuws-en-achtergronden',
          blogTitle: 'Nieuws en achtergronden',
          blogDescription: 'Nieuws en achtergronden over talentonderzoek, toetsen en training.',
          postsPerPage: 12,
          archiveBasePath: null,
          showReadingTime: false,
          blogSidebarCount: 0,
          onInlineAuthors: 'ignore',
          onUntruncatedBlogPosts: 'ignore',
          feedOptions: { type: ['rss', 'atom'], xslt: false },
        },
        pages: { remarkPlugins: [remarkFencedCode] },
        theme: { customCss: './src/css/custom.css' },
        sitemap: { lastmod: null, changefreq: null, priority: null },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // The home route with this locale's slides, highlights and timeline (content/home/<locale>.json).
    [
      './plugins/home-content/index.ts',
      { path: 'content/home' } satisfies Partial<HomeContentOptions>,
    ] satisfies PluginConfig,
    // Keeps Prism out of every page's bundle (only the style guide shows code).
    './plugins/lazy-prism/index.ts',
    // The site search index of each locale (Pagefind, over the built pages): /pagefind/, /ro/pagefind/.
    './plugins/search-index/index.ts',
    // Pages that exist only on the Romanian site (its own menu); loaded only while building that locale.
    ...(currentLocale === 'ro'
      ? [
          [
            'content-pages',
            { id: 'ro-pages', path: 'i18n/ro/pages', remarkPlugins: [remarkFencedCode] },
          ] satisfies PluginConfig,
        ]
      : []),
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:site', content: SITE.twitterHandle },
    ],
    colorMode: { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
