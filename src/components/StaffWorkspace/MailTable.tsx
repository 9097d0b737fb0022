import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { ColumnHeads } from './ColumnHeads';
import { EMPTY_FILTER, addressOf, when } from './api';
import styles from './styles.module.css';

type Texts = { title: string; none: string; caption: string };

/**
 * What the failed and the held mails share: the section with its title, the server's answer, and
 * 'none' or a table of the mails (one row each, as `row` makes it).
 */
export function MailTable<Mail>({
  id,
  texts,
  intro,
  message,
  mails,
  columns,
  row,
}: {
  /** The title's id, that names the section. */
  id: string;
  texts: Texts;
  intro?: string;
  message: string | null;
  /** Null while loading. */
  mails: Mail[] | null;
  columns: readonly string[];
  row: (mail: Mail) => ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{texts.title}</h2>
      {intro ? <p>{intro}</p> : null}
      <p role="status">{message}</p>
      {mails === null ? null : mails.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <table className={`${styles.table} ${styles.cards}`}>
          <caption className={styles.caption}>{texts.caption}</caption>
          <thead>
            <tr>
              <ColumnHeads labels={columns} />
            </tr>
          </thead>
          <tbody>{mails.map(row)}</tbody>
        </table>
      )}
    </section>
  );
}

/** A mail's first two cells: when it failed or was held (`at`), and to whom it goes. */
export function MailWhenAndTo({
  labels,
  at,
  recipient,
}: {
  labels: { at: string; to: string };
  at: string;
  recipient: string;
}) {
  return (
    <>
      <td data-label={labels.at}>{when(at)}</td>
      <td data-label={labels.to} className={styles.breakAnywhere}>
        {recipient}
      </td>
    </>
  );
}

/** A mail's name, linking to the submission it belongs to (opened on that mail) when it has one. */
export function MailSubmissionLink({
  mail,
  children,
}: {
  mail: { id: string; submissionId: string | null };
  children: ReactNode;
}) {
  if (!mail.submissionId) return <>{children}</>;
  return <Link to={addressOf({ filter: EMPTY_FILTER, record: mail.submissionId, mail: mail.id })}>{children}</Link>;
}
