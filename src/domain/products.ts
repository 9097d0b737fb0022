/** The products schools register for: ids, names, first-day windows and price rules. */
import { FIRST_DAY_WINDOWS, PRODUCT_IDS } from './constants';
import type { DateWindow } from './dates';

export type ProductKey = keyof typeof PRODUCT_IDS;

export type Product<K extends ProductKey = ProductKey> = {
  readonly key: K;
  readonly id: (typeof PRODUCT_IDS)[K];
  readonly name: string;
  /** Window for `eerstedag`, the first day of the test. */
  readonly window: DateWindow;
  /** The school group that takes the test. */
  readonly group: 7 | 8;
  /** Price rule in Dutch, shown beside the product (none for the Doorstroomtoets). */
  readonly price?: string;
};

export const PRODUCTS = {
  Proeftoets: {
    key: 'Proeftoets',
    id: PRODUCT_IDS.Proeftoets,
    name: '2026 Proeftoets',
    window: FIRST_DAY_WINDOWS.trialTests,
    group: 8,
    price: 'Gratis.',
  },
  ProeftoetsSOSBO: {
    key: 'ProeftoetsSOSBO',
    id: PRODUCT_IDS.ProeftoetsSOSBO,
    name: '2026 Proeftoets voor SO/ SBO',
    window: FIRST_DAY_WINDOWS.trialTests,
    group: 8,
    price: 'Gratis.',
  },
  AansluitingPOVO: {
    key: 'AansluitingPOVO',
    id: PRODUCT_IDS.AansluitingPOVO,
    name: '2026 Aansluiting PO-VO',
    window: FIRST_DAY_WINDOWS.transition,
    group: 7,
    price: 'Gratis als uw school ook de Doorstroomtoets of de Proeftoets afneemt; anders zijn er kosten aan verbonden.',
  },
  Doorstroomtoets: {
    key: 'Doorstroomtoets',
    id: PRODUCT_IDS.Doorstroomtoets,
    name: 'Doorstroomtoets',
    window: FIRST_DAY_WINDOWS.doorstroomtoets,
    group: 8,
  },
} as const satisfies { [K in ProductKey]: Product<K> };

/** The three products of the primary-education sign-up, in form order. */
export const PO_PRODUCT_KEYS = ['Proeftoets', 'ProeftoetsSOSBO', 'AansluitingPOVO'] as const;
export type PoProductKey = (typeof PO_PRODUCT_KEYS)[number];

/** Contact booleans are keyed by product id as a string: '7544', '8227', '100000000002', '100000000001'. */
export function productIdKey(key: ProductKey): `${(typeof PRODUCT_IDS)[ProductKey]}` {
  return String(PRODUCT_IDS[key]) as `${(typeof PRODUCT_IDS)[ProductKey]}`;
}
