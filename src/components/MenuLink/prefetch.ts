import { PREFETCH_MARGIN_PX } from '@site/src/domain/constants';

type DocusaurusGlobal = { prefetch?: (path: string) => unknown; preload?: (path: string) => unknown };

function docusaurusGlobal(): DocusaurusGlobal | undefined {
  return typeof window === 'undefined' ? undefined : (window as { docusaurus?: DocusaurusGlobal }).docusaurus;
}

/** Calls a prefetch function and ignores any failure, thrown or rejected. */
function safely(run: (() => unknown) | undefined): void {
  try {
    const result = run?.();
    if (result instanceof Promise) result.catch(() => undefined);
  } catch {
    // A failed prefetch only costs the speed-up.
  }
}

export function prefetchRoute(path: string): void {
  const api = docusaurusGlobal();
  safely(api?.prefetch && (() => api.prefetch!(path)));
}

export function preloadRoute(path: string): void {
  const api = docusaurusGlobal();
  safely(api?.preload && (() => api.preload!(path)));
}

/**
 * Prefetches `path` once the element comes within PREFETCH_MARGIN_PX of the viewport.
 * Returns a cleanup function.
 */
export function prefetchWhenNear(element: Element, path: string): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        prefetchRoute(path);
      }
    },
    { rootMargin: `${PREFETCH_MARGIN_PX}px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
