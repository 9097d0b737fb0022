import React, { type ReactNode } from 'react';
import Image from '@site/src/components/Image';
import PageHeader from '@site/src/components/PageHeader';
import styles from './styles.module.css';

export type NewsArticleProps = {
  title: string;
  date: string | Date;
  image?: string;
  imageAlt?: string;
  children: ReactNode;
};

/**
 * A news article: back link to the overview, title and date (the blog page
 * header), the hero image (left out on extra-small screens) and the body.
 */
export default function NewsArticle({ title, date, image, imageAlt, children }: NewsArticleProps) {
  return (
    <article className={styles.article}>
      <PageHeader variant="blog" title={title} date={date} />
      <div className={styles.content}>
        {image && (
          <div className={styles.hero} data-testid="news-hero">
            <Image src={image} alt={imageAlt} size="landscape-large" className={styles.heroImage} />
          </div>
        )}
        <div className={styles.body}>{children}</div>
      </div>
    </article>
  );
}
