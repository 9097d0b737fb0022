import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/** One highlight tile; the field names editors write in the home content file. */
export type Highlight = { title: string; description: string; link: string };

/** From this many tiles on, two go in a row instead of three. */
const TWO_PER_ROW_FROM = 4;

/** The grid column class of every tile: col-md-4, or col-md-6 when there are 4 or more tiles. */
export function tileColumnClass(count: number): 'col-md-4' | 'col-md-6' {
  return count >= TWO_PER_ROW_FROM ? 'col-md-6' : 'col-md-4';
}

type Props = { highlights: Highlight[]; headingLevel?: 'h2' | 'h3' };

/** Highlight tiles: a title that links, and a short description; the whole tile is clickable. */
export default function HighlightTiles({ highlights, headingLevel: Heading = 'h3' }: Props) {
  const column = tileColumnClass(highlights.length);
  return (
    <ul className={clsx('row', styles.tiles)}>
      {highlights.map((highlight) => (
        <li key={highlight.link + highlight.title} className={clsx(column, styles.column)}>
          <div className={styles.tile}>
            <Heading className={styles.title}>
              <Link to={highlight.link} className={styles.link}>
                {highlight.title}
              </Link>
            </Heading>
            <p className={styles.description}>{highlight.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
