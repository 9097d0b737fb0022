import React from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import { isExternal } from '@site/src/components/Image/resolveImage';
import { pathFromResourcePath, useResourcePath } from '@site/src/components/ResourcePath';
import { defaultTrail, type BreadcrumbItem } from './defaultTrail';
import { breadcrumbList, scriptJson } from './structuredData';
import { useLayoutShowsBreadcrumbs } from './layoutBreadcrumbs';
import styles from './styles.module.css';

export type BreadcrumbsProps = {
  /** The trail; the default trail of the site when left out. */
  items?: BreadcrumbItem[];
  /** The page's resource path ('onderwijs/index.mdx'); taken from the page being rendered when left out. */
  __resourcePath?: string;
};

/**
 * The breadcrumb bar, with the same trail as schema.org BreadcrumbList data.
 * A last crumb without a link stands for this page: its address comes from the
 * resource path (extension and 'index' stripped).
 */
export default function Breadcrumbs({ items, __resourcePath }: BreadcrumbsProps) {
  const { siteConfig } = useDocusaurusContext();
  const { withBaseUrl } = useBaseUrlUtils();
  const contextPath = useResourcePath();
  const { pathname } = useLocation();
  const shownByLayout = useLayoutShowsBreadcrumbs();
  const trail = items && items.length > 0 ? items : defaultTrail();
  const resourcePath = __resourcePath ?? contextPath;
  const currentPath = resourcePath ? withBaseUrl(pathFromResourcePath(resourcePath)) : pathname;

  const absolute = (link: string) => (isExternal(link) ? link : `${siteConfig.url.replace(/\/$/, '')}${link}`);
  const resolved = trail.map((item, index) => {
    const isLast = index === trail.length - 1;
    const link = item.link ? (isExternal(item.link) ? item.link : withBaseUrl(item.link)) : undefined;
    return { name: item.name, link: link ?? (isLast ? currentPath : undefined) };
  });
  const data = resolved.flatMap((item) => (item.link ? [{ name: item.name, link: absolute(item.link) }] : []));
  if (shownByLayout) return null;

  return (
    <>
      <Head>
        <script type="application/ld+json">{scriptJson(breadcrumbList(data))}</script>
      </Head>
      <nav className={styles.bar} aria-label={translate({ id: 'breadcrumbs.label', message: 'Kruimelpad' })}>
        <ol className={styles.list}>
          {trail.map((item, index) => {
            const isLast = index === trail.length - 1;
            return (
              <li key={`${item.name}-${index}`} className={styles.item}>
                {item.link ? (
                  <Link to={item.link} className={styles.link}>
                    {item.name}
                  </Link>
                ) : (
                  <span aria-current={isLast ? 'page' : undefined}>{item.name}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
