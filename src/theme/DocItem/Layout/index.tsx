// Change: a doc page looks like the site's other content pages: the page header
// from front matter (as src/theme/MDXPage), the site's breadcrumbs, then the area's
// sidebar beside the text. No table of contents, edit link, tags, pagination or
// version badges: these pages are the site's products and help, not documentation.
// Editors see a draft's banner (src/components/EditorNotice).
import React from 'react';
import clsx from 'clsx';
import { useLocation } from '@docusaurus/router';
import { useDoc, useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import MDXContent from '@theme/MDXContent';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocSidebar from '@site/src/theme/DocSidebar';
import type { Props } from '@theme/DocItem/Layout';
import PageHeader from '@site/src/components/PageHeader/island';
import type { PageHeaderProps } from '@site/src/components/PageHeader';
import EditorNotice from '@site/src/components/EditorNotice';
import { LayoutBreadcrumbsProvider } from '@site/src/components/Breadcrumbs/layoutBreadcrumbs';
import { ResourcePathProvider, resourcePathFromSource } from '@site/src/components/ResourcePath';
import styles from './styles.module.css';

type HeaderFrontMatter = Omit<PageHeaderProps, 'variant' | 'headingLevel'> & { page_header_variant?: string };

export default function DocItemLayout({ children }: Props) {
  const { metadata, frontMatter } = useDoc();
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  const { page_header_variant, ...header } = frontMatter as HeaderFrontMatter;
  return (
    <ResourcePathProvider value={resourcePathFromSource(metadata.source)}>
      <main>
        <EditorNotice frontMatter={frontMatter} source={metadata.source} unlisted={metadata.unlisted} />
        <PageHeader {...header} variant={page_header_variant} title={metadata.title} />
        <div className={clsx(styles.body, sidebar && styles.withSidebar)}>
          <div className={styles.breadcrumbs}>
            <DocBreadcrumbs />
          </div>
          {sidebar && (
            <div className={styles.sidebar}>
              <DocSidebar sidebar={sidebar.items} path={pathname} />
            </div>
          )}
          <article className={styles.content}>
            {/* The breadcrumbs are shown above; a <Breadcrumbs /> in the text would repeat them. */}
            <LayoutBreadcrumbsProvider value={true}>
              <MDXContent>{children}</MDXContent>
            </LayoutBreadcrumbsProvider>
          </article>
        </div>
      </main>
    </ResourcePathProvider>
  );
}
