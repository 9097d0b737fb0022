import path from 'node:path';

/** A route as Docusaurus hands it to `postBuild`: nested routes, and the file it was made from. */
export type BuiltRoute = {
  path: string;
  metadata?: { sourceFilePath?: string };
  routes?: BuiltRoute[];
};

/** One page to index: its URL and the file of the build that holds it. */
export type IndexedPage = { url: string; file: string; sourceFilePath?: string };

/** Where the default locale's content lives; a route of another locale made from these is untranslated. */
const DEFAULT_LOCALE_SOURCES = ['docs/', 'blog/', 'src/pages/'];

/**
 * Routes that list or lead to other pages, or are no content (the editors' style guide): searching
 * them only repeats results. The search page is /zoeken on the Dutch site and /cautare on the
 * Romanian one (src/domain/routes.ts).
 */
const SKIPPED = [
  /\/404\.html$/,
  /\/(zoeken|cautare)$/,
  /\/stijlgids$/,
  /\/(tags|authors|categorie)(\/|$)/,
  /\/page\/\d+$/,
  /\/(rss|atom)\.xml$/,
];

/** Every leaf route with the source file it was made from (docs nest their pages under a layout route). */
export function flattenRoutes(routes: readonly BuiltRoute[]): BuiltRoute[] {
  return routes.flatMap((route) => (route.routes?.length ? flattenRoutes(route.routes) : [route]));
}

/** The build file of a route (trailingSlash: false writes `/a/b` as `a/b.html`, the home as `index.html`). */
export function htmlFileOf(route: string, baseUrl: string): string {
  const relative = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, '');
  if (relative === '') return 'index.html';
  if (relative.endsWith('/')) return path.posix.join(relative, 'index.html');
  return `${relative}.html`;
}

export type SelectOptions = {
  baseUrl: string;
  locale: string;
  defaultLocale: string;
  /** Routes whose page asks search engines not to index it (`<meta name="robots" content="noindex">`). */
  noIndex: (route: string) => boolean;
};

/**
 * The pages of this locale's build worth finding: docs, news posts and pages, without listings,
 * the 404 and search pages and noindex pages. On another locale than the default, a page made from
 * a default-locale source is an untranslated copy in Dutch: it stays out of that locale's index.
 */
export function selectPages(routes: readonly BuiltRoute[], options: SelectOptions): IndexedPage[] {
  const seen = new Set<string>();
  const pages: IndexedPage[] = [];
  for (const route of flattenRoutes(routes)) {
    const url = route.path;
    if (seen.has(url) || !url.startsWith(options.baseUrl) || url.includes('*')) continue;
    seen.add(url);
    if (SKIPPED.some((pattern) => pattern.test(url)) || options.noIndex(url)) continue;
    const source = route.metadata?.sourceFilePath?.replace(/\\/g, '/');
    const untranslated =
      options.locale !== options.defaultLocale &&
      source !== undefined &&
      DEFAULT_LOCALE_SOURCES.some((folder) => source.startsWith(folder));
    if (untranslated) continue;
    pages.push({ url, file: htmlFileOf(url, options.baseUrl), sourceFilePath: source });
  }
  return pages.sort((a, b) => a.url.localeCompare(b.url));
}
