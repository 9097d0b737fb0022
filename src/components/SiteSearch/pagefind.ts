/**
 * The browser side of the site search: Pagefind's script and index, built per locale into
 * `<baseUrl>pagefind/` (plugins/search-index). Nothing of it is fetched until `loadSearch` is
 * first called, i.e. when a visitor opens the search.
 */

/** What Pagefind's `data()` gives for a result (the fields the site uses). */
type PagefindResultData = {
  url: string;
  excerpt: string;
  meta: { title?: string };
};

type PagefindResult = { id: string; data: () => Promise<PagefindResultData> };

type PagefindSearch = { results: PagefindResult[] };

/** The part of Pagefind's module API (`pagefind.js`) the site uses. */
type PagefindApi = {
  options: (options: { excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string) => Promise<PagefindSearch | null>;
};

/** One search result as the site shows it. */
export type SearchHit = {
  url: string;
  title: string;
  /** Text around the match, HTML-escaped by Pagefind, the matched words in `<mark>`. */
  excerpt: string;
};

export type SearchAnswer = { total: number; hits: SearchHit[] };

/** Words of page text around the match shown under each result. */
const EXCERPT_WORDS = 24;

const loaded = new Map<string, Promise<PagefindApi>>();

/** Loads Pagefind for this locale's index once; later calls share the same promise. */
export function loadSearch(baseUrl: string): Promise<PagefindApi> {
  let api = loaded.get(baseUrl);
  if (!api) {
    const script = `${baseUrl}pagefind/pagefind.js`;
    api = (import(/* webpackIgnore: true */ script) as Promise<PagefindApi>).then(async (pagefind) => {
      await pagefind.options({ excerptLength: EXCERPT_WORDS });
      await pagefind.init();
      return pagefind;
    });
    // A failed load (offline, a new deployment) may be tried again on the next search.
    api.catch(() => loaded.delete(baseUrl));
    loaded.set(baseUrl, api);
  }
  return api;
}

/** Searches this locale's index: the number of pages found and the first `limit` of them. */
export async function searchSite(baseUrl: string, query: string, limit: number): Promise<SearchAnswer> {
  const pagefind = await loadSearch(baseUrl);
  const search = await pagefind.search(query);
  const results = search?.results ?? [];
  const data = await Promise.all(results.slice(0, limit).map((result) => result.data()));
  return {
    total: results.length,
    hits: data.map((page) => ({
      url: page.url.replace(/\.html$/, ''),
      title: page.meta.title ?? page.url,
      excerpt: page.excerpt,
    })),
  };
}
