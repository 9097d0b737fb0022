import type { ProductReading } from '../../src/domain/registration-reading';
import type { RegistrationRound } from '../../src/domain/rounds';

/**
 * What a confirmation says about each chosen product's price, in the round's own words: a free
 * product says it is free, a product whose price is not known says that a quote comes first and
 * nothing is owed before the school accepts it. A product without a price rule says nothing.
 */
export function priceSentences(round: RegistrationRound, products: readonly ProductReading[]): string[] {
  return products.flatMap((product) => {
    const { price, quote } = round.products[product.key];
    if (!price) return [];
    return [`${product.name}: ${quote ? `${price} ${quote}` : price}`];
  });
}
