import { API_PATHS } from '@site/src/domain/api';
import React, { useEffect, useRef, useState } from 'react';
import { HELD_REASON_LABELS, STAFF_TEXTS, TEMPLATE_LABELS } from './api';
import { MailSubmissionLink, MailTable, MailWhenAndTo } from './MailTable';
import styles from './styles.module.css';
import { useMailList } from './useMailList';
import { staffHeldMailsAnswer } from '@site/src/domain/api-answers';

const T = STAFF_TEXTS.held;

/**
 * The mails a cap holds (per address or per hour): 'Versturen' sends one past the caps,
 * 'Verwijderen' deletes it after a confirmation; both audited by the server. Of two colleagues
 * acting on one mail at once, the second is told it is no longer held.
 */
export default function HeldMails() {
  const { mails, message, act: post } = useMailList(API_PATHS.staffHeldMails, staffHeldMailsAnswer);
  // The mail whose 'Verwijderen' waits for 'Ja, verwijderen'.
  const [confirming, setConfirming] = useState<string | null>(null);
  // After 'Annuleren' the focus goes back to the 'Verwijderen' it came from.
  const refocus = useRef<string | null>(null);

  const act = async (id: string, path: string) => {
    setConfirming(null);
    await post(path, id);
  };

  return (
    <MailTable
      id="held-title"
      texts={T}
      intro={T.intro}
      message={message}
      mails={mails}
      columns={[T.heldAt, T.to, T.kind, T.reason, T.action]}
      row={(mail) => {
        const kind = mail.template ? (TEMPLATE_LABELS[mail.template] ?? mail.template) : T.otherKind;
        return (
          <tr key={mail.id}>
            <MailWhenAndTo labels={{ at: T.heldAt, to: T.to }} at={mail.heldAt} recipient={mail.recipient} />
            <td data-label={T.kind}>
              <MailSubmissionLink mail={mail}>{kind}</MailSubmissionLink>
            </td>
            <td data-label={T.reason}>{mail.reason ? (HELD_REASON_LABELS[mail.reason] ?? mail.reason) : '–'}</td>
            <td data-label={T.action}>
              {confirming === mail.id ? (
                <ConfirmDrop
                  question={T.confirmDrop(kind, mail.recipient)}
                  onYes={() => void act(mail.id, API_PATHS.staffMailDrop)}
                  onNo={() => {
                    refocus.current = mail.id;
                    setConfirming(null);
                  }}
                />
              ) : (
                <div className={styles.rowActions}>
                  <button
                    type="button"
                    className="button button--primary button--sm"
                    aria-label={T.sendLabel(kind, mail.recipient)}
                    onClick={() => void act(mail.id, API_PATHS.staffMailRelease)}
                  >
                    {T.send}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--sm"
                    aria-label={T.dropLabel(kind, mail.recipient)}
                    ref={(button) => {
                      if (button && refocus.current === mail.id) {
                        refocus.current = null;
                        button.focus();
                      }
                    }}
                    onClick={() => setConfirming(mail.id)}
                  >
                    {T.drop}
                  </button>
                </div>
              )}
            </td>
          </tr>
        );
      }}
    />
  );
}

/** The question before a held mail is deleted for good; focus goes to it so a keyboard user hears it. */
function ConfirmDrop({ question, onYes, onNo }: { question: string; onYes: () => void; onNo: () => void }) {
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => group.current?.focus(), []);
  return (
    <div role="group" aria-label={question} tabIndex={-1} ref={group}>
      <p>{question}</p>
      <div className={styles.rowActions}>
        <button type="button" className="button button--primary button--sm" onClick={onYes}>
          {T.confirmYes}
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={onNo}>
          {T.confirmNo}
        </button>
      </div>
    </div>
  );
}
