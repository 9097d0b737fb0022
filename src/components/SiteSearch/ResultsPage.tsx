import React, { useState } from 'react';
import { bodyColumnClass } from '@site/src/components/BodyColumn';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useHistory, useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import PageHeader from '@site/src/components/PageHeader';
import { HitExcerpt, HitSection } from './HitContent';
import { statusMessage } from './status';
import { shownResults, useSiteSearch } from './useSiteSearch';
import SearchBox from '@site/src/components/SearchBox';
import styles from './ResultsPage.module.css';

/** Results shown at first, and added by each "more results". */
export const RESULTS_PAGE_SIZE = 20;

/**
 * The results page (`/zoeken?q=…`, `/ro/cautare?q=…`): every page of this locale that matches, so a
 * search can be shared as a link. The query lives in the address; a new search replaces it.
 */
export default function ResultsPage() {
  const location = useLocation();
  // The static HTML is built without a query: read it only after hydration, so both renders agree.
  const isBrowser = useIsBrowser();
  const query = isBrowser ? (new URLSearchParams(location.search).get('q') ?? '').trim() : '';
  const title = translate({ id: 'search.page.title', message: 'Zoeken' });
  return (
    <Layout
      title={title}
      description={translate({
        id: 'search.page.description',
        message: 'Zoek op de site naar producten, hulp, nieuws en pagina’s.',
      })}
    >
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main>
        <PageHeader title={title} />
        {/* A new query starts afresh: its own field text and number of results shown. */}
        <Results key={query} query={query} />
      </main>
    </Layout>
  );
}

function Results({ query }: { query: string }) {
  const history = useHistory();
  const [draft, setDraft] = useState(query);
  const [limit, setLimit] = useState(RESULTS_PAGE_SIZE);
  const state = useSiteSearch(query, limit);
  const shown = shownResults(state);

  const label = translate({ id: 'search.page.label', message: 'Zoekterm' });
  const message =
    query === ''
      ? translate({ id: 'search.page.empty', message: 'Typ een zoekterm, bijvoorbeeld de naam van een product.' })
      : state.status === 'loading' && !shown
        ? translate({ id: 'search.page.loading', message: 'Bezig met zoeken…' })
        : statusMessage(shown ?? state);

  return (
    <div className={bodyColumnClass}>
      <SearchBox
        label={label}
        submitLabel={translate({ id: 'search.page.submit', message: 'Zoeken' })}
        className={styles.form}
        form={{
          onSubmit: (event) => {
            event.preventDefault();
            const next = draft.trim();
            history.replace({ search: next === '' ? '' : `?q=${encodeURIComponent(next)}` });
          },
        }}
        input={{ autoComplete: 'off', value: draft, onChange: (event) => setDraft(event.target.value) }}
      />
      <p role="status" className={styles.status}>
        {message}
      </p>
      {shown && shown.hits.length > 0 && (
        <>
          <ol className={styles.results}>
            {shown.hits.map((hit) => (
              <li key={hit.url} className={styles.result}>
                <h2 className={styles.resultTitle}>
                  <Link to={hit.url}>{hit.title}</Link>
                </h2>
                <HitSection url={hit.url} />
                <p className={styles.resultExcerpt}>
                  <HitExcerpt excerpt={hit.excerpt} className={styles.excerptText} />
                </p>
              </li>
            ))}
          </ol>
          {shown.total > shown.hits.length && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setLimit((current) => current + RESULTS_PAGE_SIZE)}
            >
              {translate({ id: 'search.page.more', message: 'Meer resultaten tonen' })}
            </button>
          )}
        </>
      )}
    </div>
  );
}
