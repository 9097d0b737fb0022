import React from 'react';
import Translate from '@docusaurus/Translate';
import type { MyRegistrationResponse } from '@site/src/domain/api';
import { formatDutchDateTime } from '@site/src/domain/dates';
import { Breakable, ChangeList } from '../registrations/StoredRegistration';
import styles from './styles.module.css';

/** Every change and the withdrawal, oldest first as staff see them: when (day and time), by whom, what changed. */
export default function History({ history }: { history: MyRegistrationResponse['history'] }) {
  return (
    <section aria-labelledby="history-title" className={styles.history}>
      <h2 id="history-title">
        <Translate id="myRegistration.history">Geschiedenis</Translate>
      </h2>
      {history.length === 0 ? (
        <p>
          <Translate id="myRegistration.noChanges">De aanmelding is nog niet gewijzigd.</Translate>
        </p>
      ) : (
        <ol>
          {history.map((entry) => (
            <li key={entry.version}>
              <p className={styles.historyHead}>
                <time dateTime={entry.at}>{formatDutchDateTime(entry.at)}</time> · <Breakable text={entry.actor} /> ·{' '}
                {entry.kind === 'withdraw' ? (
                  <Translate id="myRegistration.withdrawn">ingetrokken</Translate>
                ) : (
                  <Translate id="myRegistration.changed">gewijzigd</Translate>
                )}
              </p>
              <ChangeList changes={entry.changes} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
