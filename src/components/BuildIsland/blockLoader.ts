import { lazy, type ComponentType } from 'react';
import { bundledModule, insideBundle, type ModuleId } from './bundledModule';

/** Where an island's block comes from. */
export type BlockSource<M, P> = {
  /** Loads the block's module: a dynamic `import()`, its own chunk. */
  load: () => Promise<M>;
  /** The same module's id, `() => require.resolveWeak(…)` with the path `load` imports. */
  moduleId: () => ModuleId;
  /** The block among the module's exports. */
  pick: (module: M) => ComponentType<P>;
};

const onServer = typeof window === 'undefined';

/**
 * In the browser, while hydrating: the HTML the server sent for this island, or null when the page
 * holds none (a page the browser renders itself; React ids of server renders differ from client ones).
 */
export const htmlSentByServer = (id: string): string | null =>
  typeof document === 'undefined' ? null : (document.querySelector(`[data-island="${id}"]`)?.innerHTML ?? null);

/** An island's block: loaded on demand, at hand at once where its module is already in the bundle. */
export function blockLoader<M, P>({ load, moduleId, pick }: BlockSource<M, P>) {
  let loaded: ComponentType<P> | undefined;
  const loadBlock = () => load().then((module) => (loaded = pick(module)));
  const LazyBlock = lazy(async () => ({ default: await loadBlock() }));

  /** The block when its code is at hand now: always in the server's bundle, in the browser once loaded. */
  function blockAtHand(): ComponentType<P> | undefined {
    if (loaded) return loaded;
    const module = bundledModule<M>(moduleId, onServer ? load : undefined);
    if (module) return (loaded = pick(module));
    // Rendered later it would leave an empty place in the page the server sends: the build fails instead.
    if (onServer && insideBundle()) throw new Error(`The server bundle does not hold the island module ${moduleId()}.`);
    return undefined;
  }

  return { loadBlock, LazyBlock, blockAtHand };
}
