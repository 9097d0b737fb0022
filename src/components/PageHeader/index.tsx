import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import Image from '@site/src/components/Image';
import LongDate from '@site/src/components/LongDate';
import BackLink from './BackLink';
import { pageHeaderVariant, type PageHeaderVariant } from './variants';
import styles from './styles.module.css';

export { PAGE_HEADER_VARIANTS, type PageHeaderVariant } from './variants';

/** The page-header fields an MDX page's front matter may carry. */
export type PageHeaderProps = {
  title?: string;
  date?: string | Date;
  page_header_title?: string;
  page_header_subtitle?: string;
  page_header_introduction?: string;
  page_header_link?: string;
  page_header_link_text?: string;
  page_header_subtext_button?: string;
  page_header_image?: string;
  page_header_image_alt?: string;
  /** From front matter `page_header_variant`; 'default' when left out. */
  variant?: PageHeaderVariant | string;
  /** 1 on a page; 2 where a header is shown as an example inside a page (the style guide). */
  headingLevel?: 1 | 2;
};

/**
 * The header at the top of a content page, in one of the variants: default,
 * support (with a link button and a small text under it), alternative, centered,
 * image, blog (back to the news overview, with the date) and job (back to the vacancies).
 */
export default function PageHeader(props: PageHeaderProps) {
  const variant = pageHeaderVariant(props.variant);
  const { title, date, page_header_title, page_header_subtitle, page_header_introduction, headingLevel = 1 } = props;
  const Heading = `h${headingLevel}` as 'h1';
  const heading = page_header_title ?? title;
  const image = variant === 'image' ? props.page_header_image : undefined;

  return (
    <header className={clsx(styles.header, styles[variant])}>
      <div className={clsx(styles.inner, image && styles.withImage)}>
        <div className={styles.text}>
          {variant === 'blog' && (
            <BackLink to="/nieuws-en-achtergronden">
              {translate({ id: 'pageHeader.blog.back', message: 'Terug naar het overzicht' })}
            </BackLink>
          )}
          {variant === 'job' && (
            <BackLink to="/over-amn/vacatures">
              {translate({ id: 'pageHeader.job.back', message: 'Terug naar vacatures' })}
            </BackLink>
          )}
          {heading && <Heading className={styles.title}>{heading}</Heading>}
          {(variant === 'blog' || variant === 'job') && date && <LongDate date={date} className={styles.date} />}
          {page_header_subtitle && <p className={styles.subtitle}>{page_header_subtitle}</p>}
          {page_header_introduction && <p className={styles.introduction}>{page_header_introduction}</p>}
          {variant === 'support' && <SupportAction {...props} />}
        </div>
        {image && (
          <Image src={image} alt={props.page_header_image_alt} size="landscape-medium" eager className={styles.image} />
        )}
      </div>
    </header>
  );
}

/** The support variant's button, with its small text under it. */
function SupportAction({ page_header_link, page_header_link_text, page_header_subtext_button }: PageHeaderProps) {
  if (!page_header_link || !page_header_link_text) return null;
  return (
    <div className={styles.action}>
      <Link to={page_header_link} className="button button--primary button--lg">
        {page_header_link_text}
      </Link>
      {page_header_subtext_button && <small className={styles.subtext}>{page_header_subtext_button}</small>}
    </div>
  );
}
