/** The products schools register for: ids, names, first-day windows and price rules, from the rounds. */
import { currentRound, PRODUCT_KEYS, type ProductKey, type RegistrationRound, type RoundProduct } from './rounds';

export { PRODUCT_KEYS, type ProductKey } from './rounds';

export type Product<K extends ProductKey = ProductKey> = RoundProduct & { readonly key: K };
export type Products = { readonly [K in ProductKey]: Product<K> };

/** A round's products, each with its key. */
export function productsOf(round: RegistrationRound): Products {
  return Object.fromEntries(PRODUCT_KEYS.map((key) => [key, { key, ...round.products[key] }])) as unknown as Products;
}

/**
 * The products of the current round, as it was when this module loaded: the build day in a page's
 * HTML, the day of the visit in the browser, the start day on the server. Forms that belong to one
 * round (the Doorstroomtoets registration of a year) use that round's products instead.
 */
export const PRODUCTS: Products = productsOf(currentRound());

/** The three products of the primary-education sign-up, in form order. */
export const PO_PRODUCT_KEYS = ['Proeftoets', 'ProeftoetsSOSBO', 'AansluitingPOVO'] as const;
export type PoProductKey = (typeof PO_PRODUCT_KEYS)[number];

/** Contact booleans are keyed by product id as text ('7544'). */
export function productIdKey(key: ProductKey, products: Products = PRODUCTS): string {
  return String(products[key].id);
}
