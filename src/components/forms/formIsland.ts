import type { BlockSource } from '@site/src/components/BuildIsland';
import { liveOnUse } from '@site/src/components/BuildIsland/liveOnUse';
import { pageHasKeptValues } from './FormShell/keptValuesKey';

/**
 * A form page's form as an island: its built HTML at once, its code (the form kit, its schema and
 * texts) on first use. It comes alive at once where the address carries what it reads (a prefill,
 * a token), the tab kept values for this page, or the rounds have moved on since the build.
 */
export function formIsland<M, P extends object>(source: BlockSource<M, P>) {
  return liveOnUse(source, {
    liveAtOnce: () => window.location.search !== '' || pageHasKeptValues(),
    // Forms show the rounds' products, windows and dates: on another day than the build's, the live form says what holds.
    dated: true,
  });
}
