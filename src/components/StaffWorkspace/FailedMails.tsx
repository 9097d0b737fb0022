import React, { useEffect, useState } from 'react';
import { API_PATHS, withId } from '@site/src/domain/api';
import { staffGet, staffPost, when, type FailedMail } from './api';
import TableWrap from './TableWrap';
import styles from './styles.module.css';

/** Every mail the outbox gave up on, with its reason, and 'Opnieuw versturen' once the cause is fixed. */
export default function FailedMails({ onOpen }: { onOpen: (id: string) => void }) {
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
      <h2 id="failed-title">Mislukte mails</h2>
      <p role="status">{message}</p>
      {mails === null ? null : mails.length === 0 ? (
        <p>Er zijn geen mislukte mails.</p>
      ) : (
        <TableWrap label="Mails die na alle pogingen niet zijn aangekomen">
          <table className={styles.table}>
            <caption className={styles.caption}>Mails die na alle pogingen niet zijn aangekomen</caption>
            <thead>
              <tr>
                <th scope="col">Mislukt op</th>
                <th scope="col">Aan</th>
                <th scope="col">Formulier</th>
                <th scope="col">Pogingen</th>
                <th scope="col">Reden</th>
                <th scope="col">Actie</th>
              </tr>
            </thead>
            <tbody>
              {mails.map((mail) => (
                <tr key={mail.id}>
                  <td>{when(mail.failedAt)}</td>
                  <td>{mail.recipient}</td>
                  <td>
                    {mail.submissionId ? (
                      <button type="button" className={styles.linkButton} onClick={() => onOpen(mail.submissionId!)}>
                        {mail.label || 'Inzending'}
                      </button>
                    ) : (
                      mail.label
                    )}
                  </td>
                  <td>{mail.attempts}</td>
                  <td>{mail.lastError}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--secondary button--sm"
                      onClick={() => void retry(mail.id)}
                    >
                      Opnieuw versturen
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </section>
  );
}
