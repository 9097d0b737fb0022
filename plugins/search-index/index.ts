import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { buildDay } from '../../src/domain/build-day';
import { selectPages } from './pages';
import { withRankingHints } from './ranking';
import { withClosedTableCells } from './sentences';

/** Where the index of a locale's build goes: `/pagefind/` and `/ro/pagefind/`. */
export const INDEX_FOLDER = 'pagefind';

/**
 * What is indexed of a page: its `<main>`, without the navigation inside it (breadcrumbs,
 * previous/next links, the mobile table of contents) and without form controls.
 */
const ROOT_SELECTOR = 'main';
const EXCLUDE_SELECTORS = ['nav', 'form', '.theme-doc-toc-mobile', '[data-search-ignore]'];

/**
 * Pagefind also writes its ready-made UIs (the site has its own search box) and the WebAssembly
 * for pages of no known language (every page here has its locale's language).
 */
const UNUSED_FILES = /^(pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)|wasm\.unknown\.pagefind)$/;

type PagefindModule = typeof import('pagefind');

/**
 * Pagefind's ES module entry. Docusaurus loads the config and its plugins through jiti, which
 * turns `import('pagefind')` into a `require` that the package's import-only `exports` refuse; an
 * absolute file path is imported as it is.
 */
export function pagefindEntry(fromDir: string): string {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', 'pagefind', 'package.json');
    if (fs.existsSync(manifest)) {
      const { exports } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { exports: { '.': { import: string } } };
      return path.join(path.dirname(manifest), exports['.'].import);
    }
    if (path.dirname(dir) === dir) throw new Error('search-index: the pagefind package is not installed');
  }
}

/**
 * Builds the site search index of the locale just built, with Pagefind, into `<outDir>/pagefind/`:
 * part of every `docusaurus build` (so of `npm run build`, `npm start` and CI). Each locale gets its
 * own index in its own language, so Dutch and Romanian words are stemmed by their own rules and a
 * visitor only ever finds pages of the site they are on.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  const { baseUrl, i18n } = context;
  return {
    name: 'search-index',
    async postBuild({ outDir, routes, routesBuildMetadata }) {
      const started = Date.now();
      const pages = selectPages(routes, {
        baseUrl,
        locale: i18n.currentLocale,
        defaultLocale: i18n.defaultLocale,
        noIndex: (route) => routesBuildMetadata[route]?.noIndex === true,
      });
      const day = buildDay(new Date());
      const pagefind = (await import(pagefindEntry(context.siteDir))) as PagefindModule;
      try {
        const { index, errors } = await pagefind.createIndex({
          rootSelector: ROOT_SELECTOR,
          excludeSelectors: EXCLUDE_SELECTORS,
          forceLanguage: i18n.currentLocale,
        });
        if (!index) throw new Error(`search-index: Pagefind did not start: ${errors.join('; ')}`);
        for (const page of pages) {
          const content = await fs.promises.readFile(path.join(outDir, page.file), 'utf8');
          // What the index reads: snippets that read as sentences, and what ranks the page (ranking.ts).
          const indexed = withRankingHints(withClosedTableCells(content), page, day);
          const added = await index.addHTMLFile({ url: page.url, content: indexed });
          if (added.errors.length > 0) {
            throw new Error(`search-index: ${page.file} could not be indexed: ${added.errors.join('; ')}`);
          }
        }
        const outputPath = path.join(outDir, INDEX_FOLDER);
        const written = await index.writeFiles({ outputPath });
        if (written.errors.length > 0) throw new Error(`search-index: ${written.errors.join('; ')}`);
        for (const file of await fs.promises.readdir(outputPath)) {
          if (UNUSED_FILES.test(file)) await fs.promises.rm(path.join(outputPath, file));
        }
        console.log(
          `[search-index] ${i18n.currentLocale}: ${pages.length} pages indexed in ${Date.now() - started} ms`,
        );
      } finally {
        await pagefind.close();
      }
    },
  };
}
