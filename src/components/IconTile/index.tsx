import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { inlineContent } from '@site/src/components/InlineContent';
import styles from './styles.module.css';

export type IconTileProps = {
  /** An icon name from `/img/icons/` (e.g. 'toets') or a path to an image. */
  icon: string;
  title: string;
  link: string;
  children?: ReactNode;
};

/** The icon file a tile shows: a bare name is one of the site's icons. */
export function iconPath(icon: string): string {
  return icon.includes('/') ? icon : `/img/icons/${icon}.svg`;
}

/** A tile that is one link as a whole: icon, title, optional text and a chevron. */
export default function IconTile({ icon, title, link, children }: IconTileProps) {
  const src = useBaseUrl(iconPath(icon));
  return (
    <Link to={link} className={styles.tile}>
      <img className={styles.icon} src={src} alt="" width={48} height={48} loading="lazy" decoding="async" />
      {/* Blocks, not spans: the site search reads title and text as two sentences, not one glued word. */}
      <div className={styles.body}>
        <div className={styles.title}>{title}</div>
        {children && <div className={styles.text}>{inlineContent(children)}</div>}
      </div>
      <svg className={styles.chevron} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </Link>
  );
}

/** Tiles in a grid: as many columns as fit, each at least 16rem. */
export function IconTiles({ children }: { children: ReactNode }) {
  return <div className={styles.tiles}>{children}</div>;
}
