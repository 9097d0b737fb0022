import React, { type ReactNode } from 'react';
import type { ProductKey } from '@site/src/domain/products';
import { productState, type ProductState } from '@site/src/domain/rounds/state';
import { useCurrentRound } from '../RoundFacts';
import { useRoundDay } from '../RoundState/useRoundDay';

type Props = {
  /** The product of the current round whose registration decides. */
  product: ProductKey;
  /** The states in which the text shows, separated by spaces: `open`, `upcoming`, `closed`, `over`. */
  is: string;
  children: ReactNode;
};

/**
 * Text that is true only while a product's registration is in one of the given states, on the day of
 * the visit: `<WhenRegistration product="Doorstroomtoets" is="open">Meld uw school aan…</WhenRegistration>`.
 * A sentence that invites a school to act stays off the page once the action is no longer possible.
 */
export default function WhenRegistration({ product, is, children }: Props) {
  const round = useCurrentRound();
  const state = productState(round.products[product], useRoundDay());
  const states = is.split(/\s+/).filter(Boolean) as ProductState[];
  return states.includes(state) ? <>{children}</> : null;
}
