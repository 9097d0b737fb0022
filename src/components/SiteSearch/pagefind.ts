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

type PagefindResult = { id: string; score: number; data: () => Promise<PagefindResultData> };

type PagefindSearch = { results: PagefindResult[] };

/** The part of Pagefind's module API (`pagefind.js`) the site uses. */
type PagefindApi = {
  options: (options: {
    baseUrl?: string;
    excerptLength?: number;
    ranking?: { pageLength?: number; metaWeights?: Record<string, number> };
  }) => Promise<void>;
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

/**
 * How much a long page is ranked down (Pagefind's default 0.75). The product pages are the
 * longest and usually what a visitor looks for by name; at 0.2 they rank beside the short news
 * posts and form pages that mention the same product.
 */
const PAGE_LENGTH_RANKING = 0.2;

/**
 * How much a match in a page's meta fields adds. `purpose` (a page's title and keywords, which
 * plugins/search-index/ranking.ts gives every page but old news) counts most, so a page made for what
 * is asked comes first; the title alone (Pagefind's default 5) counts less, or an old news post whose
 * headline repeats the words would still come first.
 */
const META_WEIGHTS = { title: 1, purpose: 3 };

const loaded = new Map<string, Promise<PagefindApi>>();

/** Loads Pagefind for this locale's index once; later calls share the same promise. */
export function loadSearch(baseUrl: string): Promise<PagefindApi> {
  let api = loaded.get(baseUrl);
  if (!api) {
    const script = `${baseUrl}pagefind/pagefind.js`;
    api = (import(/* webpackIgnore: true */ script) as Promise<PagefindApi>).then(async (pagefind) => {
      // The index holds each page's full path (`/ro/…` included): nothing is to be put before it.
      await pagefind.options({
        baseUrl: '/',
        excerptLength: EXCERPT_WORDS,
        ranking: { pageLength: PAGE_LENGTH_RANKING, metaWeights: META_WEIGHTS },
      });
      await pagefind.init();
      return pagefind;
    });
    // A failed load (offline, a new deployment) may be tried again on the next search.
    api.catch(() => loaded.delete(baseUrl));
    loaded.set(baseUrl, api);
  }
  return api;
}

/**
 * Snowball's Dutch stemmer, which Pagefind uses, cuts a final -s after a consonant: 'toets' is
 * indexed as 'toet', but 'toetsen' as 'toets', so a plural would miss pages that only have the
 * singular. A Dutch query is therefore also searched with its plural endings (-en, -s, -'s) taken
 * off; the answers are merged, each page once, at its best score.
 */
export function queryForms(query: string, locale: string): string[] {
  if (locale !== 'nl') return [query];
  const singular = query.replace(/(\p{L}{3,}?)(?:en|'s|s)(?=\s|$)/gu, '$1');
  return singular === query ? [query] : [query, singular];
}

/** Searches this locale's index: the number of pages found and the first `limit` of them. */
export async function searchSite(baseUrl: string, locale: string, query: string, limit: number): Promise<SearchAnswer> {
  const pagefind = await loadSearch(baseUrl);
  const best = new Map<string, PagefindResult>();
  for (const form of queryForms(query, locale)) {
    const search = await pagefind.search(form);
    for (const result of search?.results ?? []) {
      const known = best.get(result.id);
      if (!known || known.score < result.score) best.set(result.id, result);
    }
  }
  const results = [...best.values()].sort((a, b) => b.score - a.score);
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
