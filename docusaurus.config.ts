import { PAGE_ROUTES, pageAddress } from './src/domain/routes';
import type * as Preset from '@docusaurus/preset-classic';
import type { Config, PluginConfig } from '@docusaurus/types';
import { SITE } from './src/data/site';
import type { HomeContentOptions } from './plugins/home-content';
import remarkFencedCode from './plugins/remark-fenced-code';
import remarkBlockImports from './plugins/remark-block-imports';
import { PAGE_BLOCKS } from './src/components/MdxBlocks/blocks';
import { categoryTags } from './plugins/news-categories';
import { ssrTemplate } from './config/ssrTemplate';
import { NEWS_CATEGORY_BASE_PATH } from './src/data/newsCategories';
import { buildDay } from './src/domain/build-day';
import { inSequence, publicationMode, scheduledPosts } from './plugins/news-blog/schedule';
import { previewFrontMatter } from './config/previewFrontMatter';

/** Set by Docusaurus for each locale it builds or serves. */
const currentLocale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'nl';
/** The blog plugin's options as a site sets them (defaults left out). */
type BlogOptions = Exclude<NonNullable<Preset.Options['blog']>, false>;
/** The news section's name, as the menus name it; also the title of its feeds. */
const NEWS_TITLE = 'Nieuws en achtergronden';
/** The news overview's address in this locale (the default locale has no prefix). */
const newsBaseUrl = `${currentLocale === 'nl' ? '/' : `/${currentLocale}/`}nieuws-en-achtergronden`;

/** Client source maps, for the profiling bench only (bench/profile.ts): the production build ships none. */
const sourceMapsForProfiling: PluginConfig = () => ({
  name: 'source-maps-for-profiling',
  configureWebpack: (_config, isServer) => (isServer ? {} : { devtool: 'source-map' }),
});

/** Every MDX file: fenced code becomes <FencedCode>, and the file imports the blocks it uses. */
const remarkPlugins = [remarkFencedCode, [remarkBlockImports, PAGE_BLOCKS]];

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
    // `npm run preview` builds drafts too, as unlisted pages with a banner (config/previewFrontMatter.ts).
    ...(publicationMode() === 'preview' ? { parseFrontMatter: previewFrontMatter } : {}),
  },

  future: { v4: true, faster: true },
  // The page is painted before its scripts run (config/ssrTemplate.ts says why).
  ssrTemplate,

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
        // Dutch only: the Romanian site has its own pages (i18n/ro/pages) and no docs.
        docs: currentLocale === 'nl' && {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          remarkPlugins,
        },
        // The news is plugins/news-blog, below: the blog plugin plus the Atom feed's language.
        blog: false,
        // Dutch only: every Romanian page, those the Dutch site has too (search, newsletter), lives in
        // i18n/ro/pages at a Romanian address (ROMANIAN_PAGE_ROUTES in src/domain/routes.ts).
        pages: currentLocale === 'nl' && { remarkPlugins },
        theme: { customCss: './src/css/custom.css' },
        // Pages behind personal links are kept out of the sitemap (they are noindex too).
        sitemap: {
          lastmod: null,
          changefreq: null,
          priority: null,
          ignorePatterns: [
            PAGE_ROUTES.newsletterConfirm,
            PAGE_ROUTES.newsletterManage,
            PAGE_ROUTES.newsletterTopics,
            pageAddress('newsletterConfirm', 'ro'),
            pageAddress('newsletterManage', 'ro'),
            pageAddress('newsletterTopics', 'ro'),
            PAGE_ROUTES.myRegistration,
            PAGE_ROUTES.mailboxConfirm,
            pageAddress('mailboxConfirm', 'ro'),
          ],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    process.env.BUILD_SOURCE_MAPS === 'true' && sourceMapsForProfiling,
    // News (Dutch only: the Romanian site has no news route, nothing under /ro/ is Dutch). The blog
    // plugin, wrapped so that the Atom feed names its language after the feeds are written.
    ...(currentLocale === 'nl'
      ? [
          [
            './plugins/news-blog/index.ts',
            {
              remarkPlugins,
              routeBasePath: 'nieuws-en-achtergronden',
              blogTitle: NEWS_TITLE,
              blogDescription: 'Nieuws en achtergronden over talentonderzoek, toetsen en training.',
              postsPerPage: 9,
              // Categories (front matter `category`) become the only tags: their pages are /nieuws-en-achtergronden/categorie/<key>.
              tagsBasePath: NEWS_CATEGORY_BASE_PATH,
              tags: null,
              onInlineTags: 'throw',
              // A post dated after the build day waits for the build of its day (plugins/news-blog/schedule.ts).
              processBlogPosts: inSequence(
                categoryTags(newsBaseUrl),
                scheduledPosts(
                  () => buildDay(new Date()),
                  () => publicationMode(),
                ),
              ),
              archiveBasePath: null,
              showReadingTime: false,
              blogSidebarCount: 0,
              onInlineAuthors: 'ignore',
              onUntruncatedBlogPosts: 'ignore',
              // The title names the section and the site (the default would be "AMN Blog"); the news is
              // Dutch; limit false: the feeds list every post, not only the newest twenty.
              feedOptions: {
                type: ['rss', 'atom'],
                title: `${NEWS_TITLE} – ${SITE.name}`,
                description: 'Nieuws en achtergronden over talentonderzoek, toetsen en training van AMN.',
                language: 'nl',
                xslt: false,
                limit: false,
              },
            } satisfies BlogOptions,
          ] satisfies PluginConfig,
        ]
      : []),
    // The home route with this locale's slides, highlights and timeline (content/home/<locale>.json).
    [
      './plugins/home-content/index.ts',
      { path: 'content/home' } satisfies Partial<HomeContentOptions>,
    ] satisfies PluginConfig,
    // Keeps Prism out of every page's bundle (only the style guide shows code).
    './plugins/lazy-prism/index.ts',
    // Leaner browser bundles: leaner generated data, layout chunks, a small <Head> (ARCHITECTURE.md, "lean-client").
    './plugins/lean-client/index.ts',
    // Stops the build when a doc, MDX page or news post lacks a front matter field it needs (EDITORS.md).
    './plugins/front-matter-check/index.ts',
    // Stops the build when a product name is spelled another way than src/data/productNames.ts says.
    './plugins/product-names/index.ts',
    // Hands the pages the list of news categories that have posts (the category links on the overview).
    './plugins/news-categories/index.ts',
    // The long dates pages show, formatted at build time: no Intl work while a news page hydrates.
    './plugins/long-dates/index.ts',
    // documents/**/*.md become PDFs at the same path in every locale's build.
    './plugins/documents/index.ts',
    // The site search index of each locale (Pagefind, over the built pages): /pagefind/, /ro/pagefind/.
    './plugins/search-index/index.ts',
    // The Doorstroomtoets registration pages of every round in src/domain/rounds/ (and the check of its dates).
    './plugins/registration-rounds/index.ts',
    // Which Romanian translations are missing or outdated: JSON for the staff workspace, a warning, notices in dev.
    './plugins/translation-status/index.ts',
    // `npm run dev`: the dev server sends /api to the API server started beside it.
    './plugins/dev-api-proxy/index.ts',
    // Pages that exist only on the Romanian site (its own menu); loaded only while building that locale.
    ...(currentLocale === 'ro'
      ? [['content-pages', { id: 'ro-pages', path: 'i18n/ro/pages', remarkPlugins }] satisfies PluginConfig]
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
