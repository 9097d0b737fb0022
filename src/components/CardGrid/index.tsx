import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** Cards in rows that follow the card widths (see the CSS). */
export default function CardGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <ul className={clsx(styles.grid, className)}>{children}</ul>;
}

/** One card of a grid. */
export function CardGridItem({ children, className }: { children: ReactNode; className?: string }) {
  return <li className={clsx(styles.item, className)}>{children}</li>;
}
