import type { DateWindow, IsoDate } from '../dates';

/** The products schools register for, by the key the registration payloads use. */
export const PRODUCT_KEYS = ['Proeftoets', 'ProeftoetsSOSBO', 'AansluitingPOVO', 'Doorstroomtoets'] as const;
export type ProductKey = (typeof PRODUCT_KEYS)[number];

/** One product of a round. */
export type RoundProduct = {
  /** The product's id in the registration payloads (and in the contacts' product flags, as text). */
  readonly id: number;
  readonly name: string;
  /** The school group that takes the test. */
  readonly group: 7 | 8;
  /** When the first test day (`eerstedag`) may be, inclusive. */
  readonly window: DateWindow;
  /** Price rule in Dutch, shown beside the product; none for the Doorstroomtoets. */
  readonly price?: string;
  /**
   * For a product that can cost money at a price the site does not know: what happens instead (a
   * quote first, nothing owed before the school accepts it). The form, the product page and the
   * confirmation mail say it after the price rule.
   */
  readonly quote?: string;
  /**
   * When schools can register (pre-registration and registration), inclusive. Unset: from the
   * moment the round is on the site until the day before the first-day window ends (a first day
   * is always chosen from tomorrow on).
   */
  readonly registrationWindow?: DateWindow;
  /** The last day a school may change or withdraw its registration itself; unset: no limit. */
  readonly changesUntil?: IsoDate;
};

/**
 * A product whose price the site cannot state: no agreement, and nothing owed, before the school
 * accepts a quote (the terms say the same, src/pages/algemene-voorwaarden.mdx).
 */
export const QUOTE_FIRST =
  'Neemt uw school geen van beide af, dan sturen we u eerst een offerte. U betaalt niets voordat uw school die offerte heeft aanvaard.';

/** What changes each school year: one file per round in this folder, listed in ./index.ts. */
export type RegistrationRound = {
  readonly year: number;
  readonly products: { readonly [K in ProductKey]: RoundProduct };
};

/** Keeps a round file's literal year, so its form types and routes are typed from it. */
export function defineRound<const R extends RegistrationRound>(round: R): R {
  return round;
}
