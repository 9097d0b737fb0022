import React from 'react';
import { excerptParts } from './excerpt';
import { sectionLabel, sectionOf } from './section';
import type { SearchHit } from './pagefind';
import styles from './styles.module.css';

/** The section of a result (product, help, news, page) as a small label. */
export function HitSection({ url }: { url: string }) {
  return <span className={styles.hitSection}>{sectionLabel(sectionOf(url))}</span>;
}

/** The text around the match, the matched words marked. */
export function HitExcerpt({ excerpt, className }: { excerpt: string; className?: string }) {
  return (
    <span className={className ?? styles.hitExcerpt}>
      {excerptParts(excerpt).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <React.Fragment key={index}>{part.text}</React.Fragment>,
      )}
    </span>
  );
}

/** One result in the search box's list: title, section and excerpt (phrasing content only). */
export default function HitContent({ hit }: { hit: SearchHit }) {
  return (
    <>
      <span className={styles.hitHeading}>
        <span className={styles.hitTitle}>{hit.title}</span>
        <HitSection url={hit.url} />
      </span>
      <HitExcerpt excerpt={hit.excerpt} />
    </>
  );
}
