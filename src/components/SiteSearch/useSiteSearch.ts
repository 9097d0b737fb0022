import { useEffect, useState } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { SearchHit } from './pagefind';

/** Typing pauses shorter than this do not start a search. */
export const SEARCH_DEBOUNCE_MS = 150;

export type SearchDone = { status: 'done'; query: string; total: number; hits: SearchHit[] };

export type SearchState =
  | { status: 'idle' }
  /** `stale`: the answer to the previous query, shown until the new one arrives. */
  | { status: 'loading'; stale?: SearchDone }
  | SearchDone
  | { status: 'error' };

type Answer = { key: string; state: SearchDone | { status: 'error' } };

/**
 * Searches this locale's index for `query` (trimmed) once typing pauses; an answer that arrives
 * after the query changed again is dropped. An empty query searches nothing and loads nothing.
 */
export function useSiteSearch(query: string, limit: number): SearchState {
  const baseUrl = useBaseUrl('/');
  const locale = useDocusaurusContext().i18n.currentLocale;
  const term = query.trim();
  const key = `${limit} ${term}`;
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (term === '') return undefined;
    let current = true;
    const timer = setTimeout(() => {
      // Pagefind's loader comes with the first search (the box fetches it on focus).
      import('./pagefind')
        .then(({ searchSite }) => searchSite(baseUrl, locale, term, limit))
        .then(
          (found) => current && setAnswer({ key, state: { status: 'done', query: term, ...found } }),
          () => current && setAnswer({ key, state: { status: 'error' } }),
        );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [baseUrl, locale, term, limit, key]);

  if (term === '') return { status: 'idle' };
  if (answer?.key === key) return answer.state;
  return { status: 'loading', stale: answer?.state.status === 'done' ? answer.state : undefined };
}

/** The results to show: the current answer, or while a new one loads, the previous. */
export function shownResults(state: SearchState): SearchDone | undefined {
  if (state.status === 'done') return state;
  return state.status === 'loading' ? state.stale : undefined;
}
