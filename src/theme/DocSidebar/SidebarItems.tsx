import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import { isSamePath, sitePath } from './sitePath';
import styles from './styles.module.css';

/** The items of a docs sidebar as nested lists of links; a category is a heading (its own page when it has one) over its items. */
export default function SidebarItems({
  items,
  path,
  level = 1,
}: {
  items: readonly PropSidebarItem[];
  path: string;
  level?: number;
}) {
  return (
    <ul className={clsx(styles.list, level > 1 && styles.nested)}>
      {items.map((item, index) => {
        if (item.type === 'html') return null;
        const key = `${item.label}-${index}`;
        if (item.type === 'link') {
          return (
            <li key={key}>
              <PageLink
                href={item.href}
                label={item.label}
                path={path}
                // The first page of a sidebar is the area's own page: it heads the list.
                className={level === 1 && index === 0 ? styles.categoryLink : styles.link}
              />
            </li>
          );
        }
        return (
          <li key={key} className={styles.category}>
            {item.href && !item.linkUnlisted ? (
              <PageLink href={item.href} label={item.label} path={path} className={styles.categoryLink} />
            ) : (
              <span className={styles.categoryLink}>{item.label}</span>
            )}
            <SidebarItems items={item.items} path={path} level={level + 1} />
          </li>
        );
      })}
    </ul>
  );
}

function PageLink({ href, label, path, className }: { href: string; label: string; path: string; className?: string }) {
  const current = isSamePath(href, path);
  return (
    <Link
      to={sitePath(href)}
      className={clsx(className, current && styles.current)}
      aria-current={current ? 'page' : undefined}
    >
      {label}
    </Link>
  );
}
