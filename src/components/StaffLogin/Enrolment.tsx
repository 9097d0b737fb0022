import { STAFF_TEXTS } from '@site/src/domain/staff-texts';
import React, { useEffect, useId, useState } from 'react';
import { postStaff, STAFF_API } from './api';
import styles from './styles.module.css';
import { CodeField } from './CodeField';
import { errorOf, useStaffForm } from './useStaffForm';

type Shown = { email: string; secret: string; qr: string };

const T = STAFF_TEXTS.enrolment;

/**
 * The second factor's set-up behind the one-time link from `npm run staff`: the QR code of the new
 * secret, then the account's password and the first code from the app. Once confirmed, `onDone`
 * gets the text that sends the member of staff to the login.
 */
export default function Enrolment({ token, onDone }: { token: string; onDone: (text: string) => void }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const { busy, setError, submit, alert } = useStaffForm();
  const ids = { password: useId(), code: useId() };

  useEffect(() => {
    // Out of the address bar and the history at once: the page keeps the token for the set-up.
    window.history.replaceState(null, '', window.location.pathname);
    postStaff(STAFF_API.enrolmentShow, { token }).then(
      ({ answer }) => {
        if ('step' in answer && answer.step === 'enrol') setShown(answer);
        else setError(errorOf(answer));
      },
      () => setError(STAFF_TEXTS.noConnection),
    );
  }, [token, setError]);

  const confirm = submit(async (data) => {
    const { answer } = await postStaff(STAFF_API.enrolment, {
      token,
      password: data.get('password'),
      code: data.get('code'),
    });
    if ('step' in answer && answer.step === 'enrolled') onDone(answer.text);
    else setError(errorOf(answer));
  });
  if (!shown) return alert ?? <p aria-busy="true">{STAFF_TEXTS.wait}</p>;
  return (
    <form className={styles.panel} onSubmit={(event) => void confirm(event)} noValidate aria-label={T.form}>
      <div className={styles.enroll}>
        <p>
          {T.introBefore}
          <strong>{shown.email}</strong>
          {T.introAfter}
        </p>
        <img src={shown.qr} alt={T.qr} width={200} height={200} />
        <p>
          {T.key}: <code>{shown.secret}</code>
        </p>
      </div>
      {alert}
      <label htmlFor={ids.password}>{T.password}</label>
      <input id={ids.password} name="password" type="password" autoComplete="current-password" required />
      <CodeField id={ids.code} label={T.code} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {T.submit}
      </button>
    </form>
  );
}
