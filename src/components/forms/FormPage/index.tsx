import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import PageHeader from '@site/src/components/PageHeader';
import styles from './styles.module.css';

type Props = {
  title: string;
  description: string;
  introduction?: string;
  /** Keep the page out of search engines (e.g. the thank-you page). */
  noIndex?: boolean;
  children: ReactNode;
};

/** The frame of a form page written in TSX: layout, page header, and the body column of content pages. */
export default function FormPage({ title, description, introduction, noIndex = false, children }: Props) {
  return (
    <Layout title={title} description={description}>
      {noIndex && (
        <Head>
          <meta name="robots" content="noindex" />
        </Head>
      )}
      <main>
        <PageHeader title={title} page_header_introduction={introduction} />
        <div className={styles.body}>{children}</div>
      </main>
    </Layout>
  );
}
