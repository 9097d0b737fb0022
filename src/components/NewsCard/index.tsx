import React, { useId } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import Image from '@site/src/components/Image';
import LongDate from '@site/src/components/LongDate';
import { pathFromResourcePath } from '@site/src/components/ResourcePath';
import styles from './styles.module.css';

export type NewsCardProps = {
  title: string;
  image?: string;
  imageAlt?: string;
  category?: string;
  /** The article's date, shown in the long format. */
  date?: string | Date;
  /** The author's name, shown beside the date. */
  author?: string;
  /** The article's address; derived from `__resourcePath` when left out. */
  link?: string;
  /** The article's source file ('nieuws-en-achtergronden/artikel.mdx'): its path without extension is the address. */
  __resourcePath?: string;
  headingLevel?: 2 | 3;
};

/**
 * The category label as shown on a card: a label, so without a full stop (the spec's original card
 * ended it with one; a reader takes "Basisonderwijs." for a sentence).
 */
export function categoryLabel(category: string): string {
  return category.trim().replace(/\.+$/, '');
}

/** A news item on the overview: image, category label, title and a 'lees verder' link to the article. */
export default function NewsCard({
  title,
  image,
  imageAlt,
  category,
  date,
  author,
  link,
  __resourcePath,
  headingLevel = 2,
}: NewsCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as 'h2';
  const href = link ?? (__resourcePath ? pathFromResourcePath(__resourcePath) : undefined);
  if (!href) throw new Error(`NewsCard '${title}': needs a link or a __resourcePath.`);
  return (
    <article className={styles.card}>
      {image && <Image src={image} alt={imageAlt ?? ''} size="landscape-medium" className={styles.image} />}
      <div className={styles.body}>
        {category && <p className={styles.category}>{categoryLabel(category)}</p>}
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {(date || author) && (
          <p className={styles.meta}>
            {date && <LongDate date={date} />}
            {date && author && <span aria-hidden="true"> · </span>}
            {author && <span>{author}</span>}
          </p>
        )}
        <Link to={href} className={styles.more} aria-describedby={titleId}>
          {translate({ id: 'newsCard.readMore', message: 'lees verder' })}
        </Link>
      </div>
    </article>
  );
}
