import { API_PATHS } from '@site/src/domain/api';
import React from 'react';
import { STAFF_TEXTS } from './api';
import { MailSubmissionLink, MailTable, MailWhenAndTo } from './MailTable';
import { useMailList } from './useMailList';
import { staffFailedMailsAnswer } from '@site/src/domain/api-answers';

/** Every mail the outbox gave up on, with its reason, and 'Opnieuw versturen' once the cause is fixed. */
const T = STAFF_TEXTS.failed;

export default function FailedMails() {
  const { mails, message, act } = useMailList(API_PATHS.staffFailedMails, staffFailedMailsAnswer);

  const retry = async (id: string) => {
    await act(API_PATHS.staffMailRetry, id);
  };

  return (
    <MailTable
      id="failed-title"
      texts={T}
      message={message}
      mails={mails}
      columns={[T.failedAt, T.to, T.form, T.attempts, T.reason, T.action]}
      row={(mail) => (
        <tr key={mail.id}>
          <MailWhenAndTo labels={{ at: T.failedAt, to: T.to }} at={mail.failedAt} recipient={mail.recipient} />
          <td data-label={T.form}>
            <MailSubmissionLink mail={mail}>
              {mail.submissionId ? mail.label || STAFF_TEXTS.submission : mail.label}
            </MailSubmissionLink>
          </td>
          <td data-label={T.attempts}>{mail.attempts}</td>
          <td data-label={T.reason}>{mail.lastError}</td>
          <td data-label={T.action}>
            <button type="button" className="button button--secondary button--sm" onClick={() => void retry(mail.id)}>
              {T.retry}
            </button>
          </td>
        </tr>
      )}
    />
  );
}
