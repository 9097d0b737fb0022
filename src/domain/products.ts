/** The products schools register for: ids, names, first-day windows and price rules, from the rounds. */
import { lastOf } from './lists';
import {
  currentRound,
  PRODUCT_KEYS,
  ROUNDS,
  type ProductKey,
  type RegistrationRound,
  type RoundProduct,
} from './rounds';

export { PRODUCT_KEYS, type ProductKey } from './rounds';

export type Product<K extends ProductKey = ProductKey> = RoundProduct & { readonly key: K };
export type Products = { readonly [K in ProductKey]: Product<K> };

/** A round's products, each with its key. */
export function productsOf(round: RegistrationRound): Products {
  return Object.fromEntries(PRODUCT_KEYS.map((key) => [key, { key, ...round.products[key] }])) as unknown as Products;
}

/**
 * The products of the round that is current on `today`. Nothing holds them at module load: the
 * server asks with the day of each request, a page with the day of the visit (the build day in its HTML).
 */
export function productsOn(today?: string): Products {
  return productsOf(currentRound(today));
}

/**
 * The Doorstroomtoets's id and name, the same in every round (a test checks it): the pre-registration
 * without a year and the contacts' product flags use them.
 */
export const DOORSTROOMTOETS = {
  id: lastOf(ROUNDS).products.Doorstroomtoets.id,
  name: lastOf(ROUNDS).products.Doorstroomtoets.name,
} as const;

/** The three products of the primary-education sign-up, in form order. */
export const PO_PRODUCT_KEYS = ['Proeftoets', 'ProeftoetsSOSBO', 'AansluitingPOVO'] as const;
export type PoProductKey = (typeof PO_PRODUCT_KEYS)[number];

/** Contact booleans are keyed by product id as text ('7544'); ids are the same in every round. */
export function productIdKey(key: ProductKey, products: Products = productsOf(ROUNDS[0])): string {
  return String(products[key].id);
}
