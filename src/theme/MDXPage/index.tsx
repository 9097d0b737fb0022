// Change: content pages get the page header from their front matter (the variant
// from `page_header_variant`) and a single readable column, instead of the classic
// layout's TOC grid; blocks can read the page's resource path (breadcrumbs). Editors
// see a draft's banner and an outdated translation's notice (src/components/EditorNotice).
import React from 'react';
import { bodyColumnClass } from '@site/src/components/BodyColumn';
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import type { Props } from '@theme/MDXPage';
import PageHeader from '@site/src/components/PageHeader/island';
import type { PageHeaderProps } from '@site/src/components/PageHeader';
import EditorNotice from '@site/src/components/EditorNotice';
import { ResourcePathProvider, resourcePathFromSource } from '@site/src/components/ResourcePath';

type HeaderFrontMatter = Omit<PageHeaderProps, 'variant' | 'headingLevel'> & { page_header_variant?: string };

export default function MDXPage({ content: Content }: Props) {
  const { metadata, assets } = Content;
  const { title, description, frontMatter, source } = metadata;
  const { page_header_variant, ...header } = frontMatter as HeaderFrontMatter;
  return (
    <HtmlClassNameProvider className={ThemeClassNames.page.mdxPage}>
      {/* Title and description go to Layout's own metadata, so no moment after hydration shows the bare site title. */}
      <Layout title={title} description={description}>
        <PageMetadata keywords={frontMatter.keywords} image={assets.image ?? frontMatter.image} />
        <ResourcePathProvider value={resourcePathFromSource(source)}>
          <main>
            <EditorNotice frontMatter={frontMatter} source={source} unlisted={metadata.unlisted} />
            <PageHeader {...header} variant={page_header_variant} title={title} />
            <article className={bodyColumnClass}>
              <MDXContent>
                <Content />
              </MDXContent>
            </article>
          </main>
        </ResourcePathProvider>
      </Layout>
    </HtmlClassNameProvider>
  );
}
