// Change: content pages get the page header from their front matter and a
// single readable column, instead of the classic layout's TOC grid.
import React from 'react';
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import type { Props } from '@theme/MDXPage';
import PageHeader, { type PageHeaderProps } from '@site/src/components/PageHeader';
import styles from './styles.module.css';

export default function MDXPage({ content: Content }: Props) {
  const { metadata, assets } = Content;
  const { title, description, frontMatter } = metadata;
  const header = frontMatter as PageHeaderProps;
  return (
    <HtmlClassNameProvider className={ThemeClassNames.page.mdxPage}>
      {/* Title and description go to Layout's own metadata, so no moment after hydration shows the bare site title. */}
      <Layout title={title} description={description}>
        <PageMetadata keywords={frontMatter.keywords} image={assets.image ?? frontMatter.image} />
        <main>
          <PageHeader {...header} title={title} />
          <article className={styles.content}>
            <MDXContent>
              <Content />
            </MDXContent>
          </article>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
