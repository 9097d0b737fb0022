import { API_PATHS, withId } from '@site/src/domain/api';
import { ColumnHeads } from './ColumnHeads';
import React, { useEffect, useState } from 'react';
import Link from '@docusaurus/Link';
import { EMPTY_FILTER, STAFF_TEXTS, addressOf, staffGet, staffPost, when, type FailedMail } from './api';
import styles from './styles.module.css';

/** Every mail the outbox gave up on, with its reason, and 'Opnieuw versturen' once the cause is fixed. */
const T = STAFF_TEXTS.failed;

export default function FailedMails() {
  const [mails, setMails] = useState<FailedMail[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let current = true;
    staffGet<FailedMail[]>(API_PATHS.staffFailedMails).then(
      (answer) => current && setMails(answer),
      (error: Error) => current && setMessage(error.message),
    );
    return () => {
      current = false;
    };
  }, [reloads]);

  const retry = async (id: string) => {
    const answer = await staffPost(withId(API_PATHS.staffMailRetry, id));
    setMessage(answer.text);
    setReloads((count) => count + 1);
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
