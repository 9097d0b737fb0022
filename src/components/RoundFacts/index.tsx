import React from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { formatDutchLong } from '@site/src/domain/dates';
import { productsOf, type ProductKey } from '@site/src/domain/products';
import { currentRound, doorstroomtoetsRoutes, productState } from '@site/src/domain/rounds';
import { useRoundDay } from '../RoundState/useRoundDay';

/** The round current on the day of the visit (the build day in the static HTML). */
export function useCurrentRound() {
  return currentRound(useRoundDay());
}

/**
 * Facts of the current registration round for MDX pages, so that a page names the round's
 * products, periods and prices as the round file has them instead of retyping them each year.
 */

/** The year of the current round: `<RoundYear />` → 2026. */
export function RoundYear() {
  return <>{useCurrentRound().year}</>;
}

/** A product's name in the current round: `<ProductName product="Proeftoets" />` → '2026 Proeftoets'. */
export function ProductName({ product }: { product: ProductKey }) {
  return <>{productsOf(useCurrentRound())[product].name}</>;
}

/**
 * A product's first-day window: `<ProductPeriod product="Doorstroomtoets" />` → 'tussen 25 januari 2027
 * en 12 februari 2027'. While a school can still register and the window has begun, the first day is
 * chosen from tomorrow on: 'van morgen tot en met 15 januari 2027' (true on every such day, so the
 * build's HTML holds until the rounds' next change).
 */
export function ProductPeriod({ product }: { product: ProductKey }) {
  const day = useRoundDay();
  const round = useCurrentRound();
  const { window } = productsOf(round)[product];
  const to = formatDutchLong(window.to);
  if (day >= window.from && productState(round.products[product], day) === 'open') {
    return <>{translate({ id: 'roundFacts.periodFromTomorrow', message: 'van morgen tot en met {to}' }, { to })}</>;
  }
  return (
    <>
      {translate(
        { id: 'roundFacts.period', message: 'tussen {from} en {to}' },
        { from: formatDutchLong(window.from), to },
      )}
    </>
  );
}

/** The last day a school changes its registration itself: `<ProductChangesUntil product="Doorstroomtoets" />` → '11 januari 2027'. */
export function ProductChangesUntil({ product }: { product: ProductKey }) {
  const { changesUntil } = productsOf(useCurrentRound())[product];
  return changesUntil ? <>{formatDutchLong(changesUntil)}</> : null;
}

/** A product's price rule, as the round gives it, with its quote sentence where it has one (nothing for a product without a price). */
export function ProductPrice({ product }: { product: ProductKey }) {
  const { price, quote } = productsOf(useCurrentRound())[product];
  if (!price) return null;
  return <>{quote ? `${price} ${quote}` : price}</>;
}

/** A link to the current round's Doorstroomtoets form: `<RoundFormLink mode="final">de aanmelding</RoundFormLink>`. */
export function RoundFormLink({ mode, children }: { mode: 'pre' | 'final'; children: React.ReactNode }) {
  return <Link to={doorstroomtoetsRoutes(useCurrentRound().year)[mode]}>{children}</Link>;
}
