import React from 'react';
import styles from './styles.module.css';

/** The page-header fields an MDX page's front matter may carry (spec §3 "Header props"). */
export type PageHeaderProps = {
  title?: string;
  page_header_title?: string;
  page_header_subtitle?: string;
  page_header_introduction?: string;
};

/** The default page header: title, optional subtitle and introduction. */
export default function PageHeader({
  title,
  page_header_title,
  page_header_subtitle,
  page_header_introduction,
}: PageHeaderProps) {
  const heading = page_header_title ?? title;
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {heading && <h1 className={styles.title}>{heading}</h1>}
        {page_header_subtitle && <p className={styles.subtitle}>{page_header_subtitle}</p>}
        {page_header_introduction && <p className={styles.introduction}>{page_header_introduction}</p>}
      </div>
    </header>
  );
}
