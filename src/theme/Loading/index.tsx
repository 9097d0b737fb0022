// Change: replaces Docusaurus's fallback, an English error box in inline styles and a spinner in
// React's blue, with the site's own words and look: shown while a page's code is slow to come
// (after react-loadable's short delay) or when it failed to load, with a way to try again.
import React from 'react';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = {
  /** Why the page's code did not load. */
  error?: unknown;
  retry?: () => void;
  /** Loading has taken longer than the delay before anything is shown. */
  pastDelay?: boolean;
};

export default function Loading({ error, retry, pastDelay }: Props) {
  if (error) {
    return (
      <div className={styles.box} role="alert">
        <p>
          {translate({
            id: 'loading.failed',
            message: 'Deze pagina kon niet worden geladen. Controleer uw internetverbinding en probeer het opnieuw.',
          })}
        </p>
        <button type="button" className="button button--primary" onClick={retry}>
          {translate({ id: 'loading.retry', message: 'Opnieuw proberen' })}
        </button>
      </div>
    );
  }
  if (!pastDelay) return null;
  return (
    <p className={styles.box} role="status">
      {translate({ id: 'loading.busy', message: 'De pagina wordt geladen…' })}
    </p>
  );
}
