import React, { useState, type FormEvent } from 'react';
import { STAFF_TEXTS } from '@site/src/domain/staff-texts';
import type { LoginAnswer } from './api';
import styles from './styles.module.css';

/** What the server refused, in its words; a generic text when it gave none. */
export const errorOf = (answer: LoginAnswer) => ('error' in answer ? answer.error : STAFF_TEXTS.somethingWrong);

/**
 * The login's and the set-up's forms: `submit(send)` handles a form's submit with its data, busy
 * while it runs and the last error cleared first; a request that does not reach the server shows
 * "no connection". `alert` shows the error, when there is one.
 */
export function useStaffForm() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = (send: (data: FormData) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      await send(data);
    } catch {
      setError(STAFF_TEXTS.noConnection);
    } finally {
      setBusy(false);
    }
  };

  const alert = error ? (
    <p role="alert" className={styles.error}>
      {error}
    </p>
  ) : null;

  return { busy, setBusy, setError, submit, alert };
}
