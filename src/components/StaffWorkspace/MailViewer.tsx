import { API_PATHS, withId } from '@site/src/domain/api';
import { staffMailAnswer } from '@site/src/domain/api-answers';
import React, { useEffect, useRef, useState } from 'react';
import { MAIL_LABELS, STAFF_TEXTS, TEMPLATE_LABELS, staffGet, when, type MailView } from './api';
import styles from './styles.module.css';

const T = STAFF_TEXTS.mail;

/**
 * One mail of the record as it was sent: rebuilt by the server from its stored template (so marked
 * "Opnieuw opgebouwd"), its links' tokens masked. The HTML runs in a frame with every sandbox
 * restriction (no scripts, no forms, no navigation of this page); its text version stands beside it.
 */
export default function MailViewer({ id, onClose }: { id: string; onClose: () => void }) {
  const [mail, setMail] = useState<MailView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let current = true;
    staffGet(withId(API_PATHS.staffMail, id), staffMailAnswer).then(
      (answer) => {
        if (!current) return;
        setMail(answer);
        requestAnimationFrame(() => heading.current?.focus());
      },
      (failure: Error) => current && setError(failure.message),
    );
    return () => {
      current = false;
    };
  }, [id]);

  if (error) return <p role="alert">{error}</p>;
  if (!mail) return <p role="status">{STAFF_TEXTS.detail.loading}</p>;
  const kind = mail.template ? (TEMPLATE_LABELS[mail.template] ?? mail.template) : STAFF_TEXTS.message;
  return (
    <section className={styles.mailView} aria-labelledby="mail-title">
      <div className={styles.mailHead}>
        <h3 id="mail-title" ref={heading} tabIndex={-1}>
          {T.title}: {kind} <span className={styles.badge}>{T.rebuilt}</span>
        </h3>
        <button type="button" className="button button--secondary button--sm" onClick={onClose}>
          {T.close}
        </button>
      </div>
      <p className={styles.hint}>{T.rebuiltText}</p>
      <dl className={styles.mailFacts}>
        <dt>{T.subject}</dt>
        <dd>{mail.subject || '–'}</dd>
        <dt>{T.to}</dt>
        <dd className={styles.breakAnywhere}>{mail.recipient}</dd>
        <dt>{mail.sentAt ? T.sentAt : T.queuedAt}</dt>
        <dd>
          {when(mail.sentAt ?? mail.createdAt)} ({MAIL_LABELS[mail.state] ?? mail.state})
        </dd>
      </dl>
      {mail.problem ? (
        <p role="alert">
          {T.cannot} {mail.problem}
        </p>
      ) : (
        <div className={styles.mailBodies}>
          {mail.html && (
            <iframe
              className={styles.mailFrame}
              title={T.html}
              sandbox=""
              srcDoc={mail.html}
              referrerPolicy="no-referrer"
            />
          )}
          {/* Scrolls on its own, so it takes focus (keyboard users must be able to scroll it). */}
          <div className={styles.mailText} role="region" aria-labelledby="mail-text-title" tabIndex={0}>
            <h4 id="mail-text-title">{T.text}</h4>
            <pre>{mail.text}</pre>
          </div>
        </div>
      )}
    </section>
  );
}
