import { buildIsland } from '../BuildIsland';
import type * as RoundFacts from './index';

/**
 * The round facts in MDX (`<RoundYear />`, `<ProductPeriod product="…" />`, …): their text from the
 * build, the rounds' code only where the page renders in the browser or the rounds have moved on.
 */
const roundFacts = <K extends keyof typeof RoundFacts>(name: K) => ({
  load: () => import('./index'),
  // eslint-disable-next-line no-restricted-globals -- the bundler puts the module's id in its place
  moduleId: () => require.resolveWeak('./index'),
  pick: (module: typeof RoundFacts) => module[name],
});
const phrase = { inline: true, dated: true };

export const RoundYear = buildIsland(roundFacts('RoundYear'), phrase);
export const ProductName = buildIsland(roundFacts('ProductName'), phrase);
export const ProductPeriod = buildIsland(roundFacts('ProductPeriod'), phrase);
export const ProductChangesUntil = buildIsland(roundFacts('ProductChangesUntil'), phrase);
export const ProductPrice = buildIsland(roundFacts('ProductPrice'), phrase);
export const RoundFormLink = buildIsland(roundFacts('RoundFormLink'), phrase);
