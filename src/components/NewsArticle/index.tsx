import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Image from '@site/src/components/Image';
import PageHeader from '@site/src/components/PageHeader';
import styles from './styles.module.css';

export type NewsArticleProps = {
  title: string;
  date: string | Date;
  image?: string;
  imageAlt?: string;
  /** Who wrote it: name, and the title (role) when known. */
  authors?: { name?: string; title?: string }[];
  /** The article's category and the address of its page. */
  category?: { label: string; permalink: string };
  children: ReactNode;
};

/**
 * A news article: back link to the overview, title and date (the blog page
 * header), the hero image (left out on extra-small screens), who wrote it and
 * in which category, and the body.
 */
export default function NewsArticle({
  title,
  date,
  image,
  imageAlt,
  authors = [],
  category,
  children,
}: NewsArticleProps) {
  const byline = authors
    .flatMap(({ name, title: role }) => (name ? [role ? `${name}, ${role}` : name] : []))
    .join('; ');
  return (
    <article className={styles.article}>
      <PageHeader variant="blog" title={title} date={date} />
      <div className={styles.content}>
        {image && (
          <div className={styles.hero} data-testid="news-hero">
            <Image src={image} alt={imageAlt} size="landscape-large" className={styles.heroImage} />
          </div>
        )}
        {(byline || category) && (
          // Paragraphs, not spans: the site search reads the byline and the category as two sentences.
          <div className={styles.meta}>
            {byline && (
              <p>
                <Translate id="newsArticle.byline" values={{ authors: byline }}>
                  {'Door {authors}'}
                </Translate>
              </p>
            )}
            {category && (
              <p>
                <Translate
                  id="newsArticle.category"
                  values={{ category: <Link to={category.permalink}>{category.label}</Link> }}
                >
                  {'Categorie: {category}'}
                </Translate>
              </p>
            )}
          </div>
        )}
        <div className={styles.body}>{children}</div>
      </div>
    </article>
  );
}
