import React, { type ReactNode } from 'react';
import type { FormPageTexts } from './pages';
import { bodyColumnClass } from '@site/src/components/BodyColumn';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import { PageMetadata } from '@docusaurus/theme-common';
import PageHeader from '@site/src/components/PageHeader';

type Props = FormPageTexts & { children: ReactNode };

/** The frame of a form page written in TSX: layout, page header, and the body column of content pages. */
export default function FormPage({
  title,
  description,
  keywords,
  image,
  introduction,
  noIndex = false,
  children,
}: Props) {
  return (
    <Layout title={title} description={description}>
      <PageMetadata keywords={keywords} image={image} />
      {noIndex && (
        <Head>
          <meta name="robots" content="noindex" />
        </Head>
      )}
      <main>
        <PageHeader title={title} page_header_introduction={introduction} />
        <div className={bodyColumnClass}>{children}</div>
      </main>
    </Layout>
  );
}
