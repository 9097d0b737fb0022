import { API_PATHS } from '@site/src/domain/api';
import { ColumnHeads } from './ColumnHeads';
import React from 'react';
import Link from '@docusaurus/Link';
import { EMPTY_FILTER, STAFF_TEXTS, addressOf, when, type FailedMail } from './api';
import styles from './styles.module.css';
import { useMailList } from './useMailList';

/** Every mail the outbox gave up on, with its reason, and 'Opnieuw versturen' once the cause is fixed. */
const T = STAFF_TEXTS.failed;

export default function FailedMails() {
  const { mails, message, act } = useMailList<FailedMail>(API_PATHS.staffFailedMails);

  const retry = async (id: string) => {
    await act(API_PATHS.staffMailRetry, id);
  };

  return (
    <section aria-labelledby="failed-title">
      <h2 id="failed-title">{T.title}</h2>
      <p role="status">{message}</p>
      {mails === null ? null : mails.length === 0 ? (
        <p>{T.none}</p>
      ) : (
        <table className={`${styles.table} ${styles.cards}`}>
          <caption className={styles.caption}>{T.caption}</caption>
          <thead>
            <tr>
              <ColumnHeads labels={[T.failedAt, T.to, T.form, T.attempts, T.reason, T.action]} />
            </tr>
          </thead>
          <tbody>
            {mails.map((mail) => (
              <tr key={mail.id}>
                <td data-label={T.failedAt}>{when(mail.failedAt)}</td>
                <td data-label={T.to} className={styles.breakAnywhere}>
                  {mail.recipient}
                </td>
                <td data-label={T.form}>
                  {mail.submissionId ? (
                    <Link to={addressOf({ filter: EMPTY_FILTER, record: mail.submissionId, mail: mail.id })}>
                      {mail.label || STAFF_TEXTS.submission}
                    </Link>
                  ) : (
                    mail.label
                  )}
                </td>
                <td data-label={T.attempts}>{mail.attempts}</td>
                <td data-label={T.reason}>{mail.lastError}</td>
                <td data-label={T.action}>
                  <button
                    type="button"
                    className="button button--secondary button--sm"
                    onClick={() => void retry(mail.id)}
                  >
                    {T.retry}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
