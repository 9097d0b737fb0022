import { createContext, useContext } from 'react';

/**
 * When the visitor first saw an island's built HTML (`performance.now()`), for a block that came
 * alive later on first use: a form dates its opening from then, not from when its code came.
 * Null where the block was live from the start.
 */
export const IslandShownSince = createContext<number | null>(null);

export const useIslandShownSince = () => useContext(IslandShownSince);
