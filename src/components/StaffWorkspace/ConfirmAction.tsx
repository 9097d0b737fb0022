import React, { useEffect, useId, useRef, useState } from 'react';
import { STAFF_TEXTS } from './api';
import styles from './styles.module.css';

/**
 * A button whose action asks first: a click shows what will happen and "Ja, …" / "Annuleren" in
 * its place, with the focus on the question (read out at once); "Annuleren" or Escape puts the
 * focus back on the button. For the decisions that mail people and move a school.
 */
export default function ConfirmAction({
  label,
  question,
  yes,
  primary = false,
  onConfirm,
}: {
  label: string;
  question: string;
  yes: string;
  primary?: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (asking) questionRef.current?.focus();
    else if (returnFocus.current) buttonRef.current?.focus();
  }, [asking]);
  const cancel = () => {
    returnFocus.current = true;
    setAsking(false);
  };
  if (!asking) {
    return (
      <button
        ref={buttonRef}
        type="button"
        className={`button ${primary ? 'button--primary' : 'button--secondary'} ${styles.wrapButton}`}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  }
  return (
    <div
      role="group"
      aria-labelledby={`${id}-question`}
      className={styles.confirmStep}
      onKeyDown={(event) => {
        if (event.key === 'Escape') cancel();
      }}
    >
      <p id={`${id}-question`} ref={questionRef} tabIndex={-1}>
        {question}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={`button button--primary ${styles.wrapButton}`}
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void onConfirm().finally(() => setBusy(false));
          }}
        >
          {yes}
        </button>
        <button type="button" className={`button button--secondary ${styles.wrapButton}`} onClick={cancel}>
          {STAFF_TEXTS.claims.cancel}
        </button>
      </div>
    </div>
  );
}
