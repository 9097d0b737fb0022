import React from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import type { MyRegistrationResponse } from '@site/src/domain/api';
import { formatDutchLong } from '@site/src/domain/dates';
import { StoredRows } from '../registrations/StoredRegistration';
import { REGISTRATION_STATE_LABELS } from '@site/src/domain/registrationStates';
import styles from './styles.module.css';

const day = (iso: string) => formatDutchLong(iso.slice(0, 10));

/** The registration as stored, in the form's own words: what a school files as its confirmation. */
export default function Overview({ registration, token }: { registration: MyRegistrationResponse; token: string }) {
  return (
    <section aria-labelledby="registration-title">
      <h2 id="registration-title">
        {registration.label}: {registration.schoolName}
      </h2>
      <dl className={styles.facts}>
        <dt>
          <Translate id="myRegistration.state">Status</Translate>
        </dt>
        <dd>
          <span className={styles[`state-${registration.state}`]}>{REGISTRATION_STATE_LABELS[registration.state]}</span>
        </dd>
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
        <dt>
          <Translate id="myRegistration.reference">Kenmerk</Translate>
        </dt>
        <dd>
          <strong className={styles.kenmerk}>{registration.kenmerk}</strong>
        </dd>
      </dl>
      {registration.finishRoute && (
        <p className={styles.finish}>
          <Link
            className="button button--primary"
            to={`${registration.finishRoute}?token=${encodeURIComponent(token)}`}
          >
            <Translate id="myRegistration.finish">Rond de aanmelding af</Translate>
          </Link>
        </p>
      )}
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
