import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import type { NewsCategoryLink } from './types';
import styles from './styles.module.css';

export type NewsCategoryNavProps = {
  categories: NewsCategoryLink[];
  /** The overview's address, for the 'all posts' link. */
  overview: string;
  /** The permalink of the category page being shown; none on the overview itself. */
  current?: string;
};

/** Links to the overview and to every category page; the page being shown is marked current. */
export default function NewsCategoryNav({ categories, overview, current }: NewsCategoryNavProps) {
  const items = [
    { label: translate({ id: 'newsCategoryNav.all', message: 'Alle berichten' }), permalink: overview },
    ...categories,
  ];
  const currentPath = current ?? overview;
  return (
    <nav className={styles.nav} aria-label={translate({ id: 'newsCategoryNav.label', message: 'Categorieën' })}>
      <ul className={styles.list}>
        {items.map(({ label, permalink }) => {
          const isCurrent = permalink === currentPath;
          return (
            <li key={permalink}>
              <Link
                to={permalink}
                className={clsx(styles.link, isCurrent && styles.current)}
                aria-current={isCurrent ? 'page' : undefined}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
