import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

export type QuoteProps = { quote?: string; author?: string; children?: ReactNode };

/** A pull quote: the `quote` text (or the children), with the author when given. */
export default function Quote({ quote, author, children }: QuoteProps) {
  return (
    <figure className={styles.quote}>
      <blockquote className={styles.text}>{quote ? <p>{quote}</p> : children}</blockquote>
      {author && <figcaption className={styles.author}>{author}</figcaption>}
    </figure>
  );
}
