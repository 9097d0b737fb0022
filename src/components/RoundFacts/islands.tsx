import { buildIsland } from '../BuildIsland';

/**
 * The round facts in MDX (`<RoundYear />`, `<ProductPeriod product="…" />`, …): their text from the
 * build, the rounds' code only where the page renders in the browser or the rounds have moved on.
 */
const roundFacts = () => import('./index');
const phrase = { inline: true, dated: true };

export const RoundYear = buildIsland(async () => ({ default: (await roundFacts()).RoundYear }), phrase);
export const ProductName = buildIsland(async () => ({ default: (await roundFacts()).ProductName }), phrase);
export const ProductPeriod = buildIsland(async () => ({ default: (await roundFacts()).ProductPeriod }), phrase);
export const ProductChangesUntil = buildIsland(
  async () => ({ default: (await roundFacts()).ProductChangesUntil }),
  phrase,
);
export const ProductPrice = buildIsland(async () => ({ default: (await roundFacts()).ProductPrice }), phrase);
export const RoundFormLink = buildIsland(async () => ({ default: (await roundFacts()).RoundFormLink }), phrase);
