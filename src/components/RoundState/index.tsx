import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { PRODUCT_STATES, type ProductState } from '@site/src/domain/rounds/state';
import styles from './styles.module.css';

export { useRoundDay } from './useRoundDay';

type Props = {
  state: ProductState;
  /** What to show in each state. */
  texts: Record<ProductState, ReactNode>;
  /** The element that holds the texts: a span inside a sentence or heading, a div for blocks. */
  as?: 'span' | 'div';
  className?: string;
};

/**
 * Shows the text of the round's state, with the texts of the other states laid in the same place,
 * invisible: the box is as large as the longest, so nothing moves when the browser switches from
 * the build day's state to the visitor's. The invisible ones carry `data-search-ignore`: the site
 * search indexes only what a visitor reads on the build day.
 */
export default function RoundStateText({ state, texts, as: Tag = 'span', className }: Props) {
  return (
    <Tag className={clsx(styles.stack, className)} data-round-state={state}>
      {PRODUCT_STATES.map((option) => (
        <Tag
          key={option}
          className={clsx(styles.variant, option !== state && styles.hidden)}
          aria-hidden={option === state ? undefined : true}
          data-search-ignore={option === state ? undefined : true}
        >
          {texts[option]}
        </Tag>
      ))}
    </Tag>
  );
}
