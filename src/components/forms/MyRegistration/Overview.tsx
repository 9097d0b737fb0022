import React from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import type { MyRegistrationResponse } from '@site/src/domain/api';
import { formatDutchLong } from '@site/src/domain/dates';
import { StoredRows } from '../registrations/StoredRegistration';
import styles from './styles.module.css';

const day = (iso: string) => formatDutchLong(iso.slice(0, 10));

/** The registration as stored, in full, under the summary: what a school files as its confirmation. */
export default function Overview({ registration }: { registration: MyRegistrationResponse }) {
  return (
    <section aria-labelledby="details-title">
      <h2 id="details-title">
        <Translate id="myRegistration.detailsTitle">Alle gegevens</Translate>
      </h2>
      <dl className={styles.facts}>
        <dt>
          <Translate id="myRegistration.sent">Verstuurd op</Translate>
        </dt>
        <dd>{day(registration.createdAt)}</dd>
        {registration.changedAt && (
          <>
            <dt>
              <Translate id="myRegistration.changedAt">Laatst gewijzigd op</Translate>
            </dt>
            <dd>{day(registration.changedAt)}</dd>
          </>
        )}
      </dl>
      <table className={styles.rows}>
        <caption>
          {translate({ id: 'myRegistration.rowsCaption', message: 'Wat wij van uw school hebben ontvangen' })}
        </caption>
        <StoredRows rows={registration.rows} />
      </table>
      <p className={styles.printHide}>
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          <Translate id="myRegistration.print">Afdrukken</Translate>
        </button>
      </p>
    </section>
  );
}
