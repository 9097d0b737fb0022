import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { globalDataCheck } from './globalDataCheck';
import { hookTargetCheck, type HookTarget } from './hookTargetCheck';
import { layoutGroupCheck } from './layoutGroupCheck';
import { leanDataCheck } from './leanDataCheck';
import { PRIVATE_FILES, resolvePrivateFiles } from './privateFiles';
import { themeTranslationCheck } from './themeTranslationCheck';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS loader, as webpack loads it
const { inlinedIds } = require('./inline-translations.js') as { inlinedIds: (dirs: string[]) => Set<string> };

/** A module path pattern: the parts joined as alternatives, `/` matching either separator. */
export const paths = (parts: readonly string[]) => new RegExp(`[\\\\/](${parts.join('|').replaceAll('/', '[\\\\/]')})`);

/**
 * Docusaurus loads each route's layout components and data as separate chunks: eight requests on a
 * doc page, several a few hundred bytes, each with its own headers. These groups put the docs'
 * layout and the news' layout into one chunk each, and the page layout that docs, news and MDX
 * pages share into one more. What a page's own chunk holds is left as it is. The groups name
 * Docusaurus's files by their paths: the default locale's browser build fails when one matches no
 * module of it (`layoutGroupCheck.ts`), and `__tests__/layoutGroups.test.ts` when one names no file
 * on disk.
 */
export const ROUTE_LAYOUT_SOURCES = {
  docsLayout: [
    'node_modules/@docusaurus/plugin-content-docs/lib/client/',
    'node_modules/@docusaurus/theme-classic/lib/theme/Doc',
    'src/theme/Doc',
    'plugins/lean-client/NotFoundContent',
    '\\.docusaurus/docusaurus-plugin-content-docs/default/(__plugin\\.json|p/)',
  ],
  newsLayout: [
    'node_modules/@docusaurus/plugin-content-blog/lib/client/',
    'node_modules/@docusaurus/theme-classic/lib/theme/Blog',
    'src/theme/Blog',
    'src/components/NewsArticle/',
    '\\.docusaurus/docusaurus-plugin-content-blog/default/(__plugin\\.json|blogMetadata-|blog-post-list-prop-)',
  ],
  // The home route's two data modules (its plugin's name and the page's content) in one request.
  homeData: ['\\.docusaurus/home-content/'],
  pageLayout: [
    'node_modules/@mdx-js/react/',
    'node_modules/@docusaurus/theme-classic/lib/theme/(MDXComponents|MDXContent|CodeInline)/',
    'node_modules/@docusaurus/theme-common/lib/utils/(routesUtils|jsUtils)',
    'node_modules/@docusaurus/core/lib/client/exports/Noop',
    'src/theme/(MDXComponents|Admonition)',
    // The page header only as the island docs and MDX pages show: its code loads when a page is
    // rendered in the browser (news posts and forms import it themselves).
    'src/components/(EditorNotice|ResourcePath|LongDate|Image|MdxBlocks|Breadcrumbs)/',
    // The islands of build-time HTML, not the forms' islands that come alive on use (liveOnUse).
    'src/components/BuildIsland/(index|blockLoader|builtHtmlHolds|bundledModule|followSiteLink|styles)',
    'src/components/PageHeader/island',
  ],
} as const;

/**
 * Keeps code the pages do not run out of the chunks they load, with the same behaviour:
 * `@docusaurus/utils-common` resolves to its own files without its index's tslib import, and
 * the docs' root loads its 404 content only when it shows it, and the theme's route progress bar
 * (nprogress) is fetched by the first navigation slow enough to show it.
 */
/**
 * The webpack runtime goes into main.js (one request less on every page: main.js changes with
 * every new page anyway, as it holds the routes), and the route layout groups above, below
 * Docusaurus's own `styles` group (50): the CSS stays in its one file.
 */
function clientOptimization() {
  const groups = Object.entries(ROUTE_LAYOUT_SOURCES).map(([name, sources], index) => [
    name,
    { test: paths(sources), name, chunks: 'async' as const, enforce: true, priority: 48 - index },
  ]);
  return { runtimeChunk: false, splitChunks: { cacheGroups: Object.fromEntries(groups) } };
}

/** The generated modules the browser gets leaner than the server: see each loader's comment. */
const CLIENT_LOADERS = [
  { test: /[\\/]\.docusaurus[\\/]registry\.js$/, loader: path.join(__dirname, 'registry-loader.js') },
  { test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/, loader: path.join(__dirname, 'site-config-loader.js') },
  { test: /[\\/]\.docusaurus[\\/]codeTranslations\.json$/, loader: path.join(__dirname, 'theme-translations.js') },
  { test: /[\\/]\.docusaurus[\\/]globalData\.json$/, loader: path.join(__dirname, 'global-data-loader.js') },
  { test: /[\\/]\.docusaurus[\\/]site-metadata\.json$/, loader: path.join(__dirname, 'site-metadata-loader.js') },
  {
    test: /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
    loader: path.join(__dirname, 'docs-version-loader.js'),
  },
];

/** A module file pattern: the path's parts, `/` matching either separator, at its end. */
const fileAt = (file: string) => new RegExp(`[\\\\/]${file.replaceAll('.', '\\.').replaceAll('/', '[\\\\/]')}$`);

/**
 * What each hook acts on in the browser build, checked by `hookTargetCheck.ts`: every loader's
 * generated file, every stand-in, and no original an alias replaces. The docs' files only in the
 * default locale's build (the Romanian site has no docs).
 */
function hookTargets(withDocs: boolean): HookTarget[] {
  const loaders = CLIENT_LOADERS.filter(({ loader }) => withDocs || !loader.endsWith('docs-version-loader.js'));
  return [
    ...loaders.map(({ test, loader }) => ({ hook: path.basename(loader), present: test })),
    {
      hook: 'the utils-common alias',
      present: fileAt('lean-client/utils-common.js'),
      absent: /@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/,
    },
    {
      hook: 'the nprogress alias',
      present: fileAt('lean-client/nprogress.ts'),
      absent: fileAt('theme-classic/lib/nprogress.js'),
    },
    {
      hook: 'the react-helmet-async alias',
      present: fileAt('lean-client/helmet/index.tsx'),
      absent: /[\\/]react-helmet-async[\\/]/,
    },
    ...(withDocs ? [{ hook: "the docs root's 404 import", present: fileAt('lean-client/NotFoundContent.tsx') }] : []),
  ];
}

/**
 * Chunk files named by their id rather than their name: main.js maps every chunk to its file, and
 * with names it carried each route chunk's name twice (Docusaurus's map from name to id stays, for
 * the prefetch). 0.4 KiB of main.js on the wire.
 */
const CLIENT_OUTPUT = { chunkFilename: 'assets/js/[id].[contenthash:8].js' };

/**
 * Every page's main.js held react-helmet-async for the <Head>s: its server rendering and options
 * the site does not use included. The browser gets a small Head with the same rules for the tags
 * the site uses (see helmet/); the server keeps react-helmet-async, which writes each page's head.
 */
const CLIENT_ALIASES = { 'react-helmet-async$': path.join(__dirname, 'helmet', 'index.tsx') };

/**
 * The date helpers and today's date are used by the page layout, the home page and the blocks of
 * most pages. As client modules they are one copy in main.js (0.5 KiB) instead of one in each
 * route chunk, and a doc or news page loads one request less: its route component's chunk held
 * nothing else.
 */
const SHARED_BY_EVERY_LAYOUT = ['dates.ts', 'today.ts'].map((file) =>
  path.join(__dirname, '..', '..', 'src', 'domain', file),
);

/** The folders whose code the browser runs with translate() calls the inline loader writes into. */
const TRANSLATED_CODE = ['src', 'plugins'];

/**
 * For a locale other than the default one: each site string's translation written into the call
 * that shows it (inline-translations.js), and those strings left out of the code translations
 * every page loads. The default locale's messages are in the calls already.
 */
function translationRules(siteDir: string, locale: string, isDefault: boolean) {
  if (isDefault) return { codeTranslations: CLIENT_LOADERS, inline: [] };
  const dirs = TRANSLATED_CODE.map((dir) => path.join(siteDir, dir));
  const inlined = [...inlinedIds(dirs)];
  return {
    codeTranslations: CLIENT_LOADERS.map((rule) =>
      rule.loader.endsWith('theme-translations.js') ? { ...rule, options: { inlined } } : rule,
    ),
    inline: [
      {
        test: /\.(tsx?|jsx?)$/,
        include: dirs,
        exclude: /[\\/]__tests__[\\/]/,
        enforce: 'pre' as const,
        loader: path.join(__dirname, 'inline-translations.js'),
        options: { translationsFile: path.join(siteDir, 'i18n', locale, 'code.json') },
      },
    ],
  };
}

export default function leanClientPlugin({ i18n, siteDir }: LoadContext): Plugin {
  // The default locale's build has every layout (the Romanian site has no docs and no news): it checks the groups.
  const checkLayoutGroups = i18n.currentLocale === i18n.defaultLocale;
  const privateFiles = resolvePrivateFiles('plugins/lean-client', PRIVATE_FILES);
  const docRootDir = path.dirname(privateFiles['@docusaurus/theme-classic/lib/theme/DocRoot/index.js']);
  const clientRules = () => {
    const { codeTranslations, inline } = translationRules(
      siteDir,
      i18n.currentLocale,
      i18n.currentLocale === i18n.defaultLocale,
    );
    return [...codeTranslations, ...inline];
  };
  return {
    name: 'lean-client',
    getClientModules: () => SHARED_BY_EVERY_LAYOUT,
    configureWebpack: (_config, isServer, { currentBundler }) => {
      // Docusaurus passes the bundler it runs (webpack, or Rspack with the same plugin), typed as webpack.
      const { DefinePlugin, NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        resolve: {
          alias: {
            '@docusaurus/utils-common$': path.join(__dirname, 'utils-common.js'),
            [privateFiles['@docusaurus/theme-classic/lib/nprogress.js']]: path.join(__dirname, 'nprogress.ts'),
            ...(isServer ? {} : CLIENT_ALIASES),
          },
        },
        ...(isServer
          ? {}
          : { optimization: clientOptimization(), module: { rules: clientRules() }, output: CLIENT_OUTPUT }),
        plugins: [
          // Each locale is built apart: its bundles drop the other locale's menus and addresses
          // (src/domain/build-locale.ts); tests and the Node server, which serve both, leave it unset.
          new DefinePlugin({ 'process.env.AMN_BUILD_LOCALE': JSON.stringify(i18n.currentLocale) }),
          new NormalModuleReplacementPlugin(/^@theme\/NotFound\/Content$/, (resource) => {
            if (resource.context === docRootDir) resource.request = path.join(__dirname, 'NotFoundContent.tsx');
          }),
          ...(isServer
            ? []
            : [
                themeTranslationCheck(currentBundler.instance),
                globalDataCheck(currentBundler.instance),
                leanDataCheck(currentBundler.instance),
                hookTargetCheck(currentBundler.instance, 'plugins/lean-client', hookTargets(checkLayoutGroups)),
                ...(checkLayoutGroups ? [layoutGroupCheck(currentBundler.instance, ROUTE_LAYOUT_SOURCES, paths)] : []),
              ]),
        ],
      };
    },
  };
}
