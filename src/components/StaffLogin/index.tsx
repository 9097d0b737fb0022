import { PAGE_ROUTES } from '@site/src/domain/routes';
import React, { useEffect, useId, useState, type FormEvent } from 'react';
import { currentStaff, ENROLMENT_PARAMETER, postStaff, STAFF_API, type LoginAnswer } from './api';
import Enrolment from './Enrolment';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import StaffWorkspace from '../StaffWorkspace';
import styles from './styles.module.css';
import { CodeField } from './CodeField';

type Stage = { kind: 'checking' } | { kind: 'password' } | { kind: 'code' } | { kind: 'in'; email: string };

const errorOf = (answer: LoginAnswer) => ('error' in answer ? answer.error : 'Er ging iets mis; probeer het opnieuw.');

/**
 * The staff login at /beheer: address and password, then the code from the authenticator app.
 * Logged in, it shows who is logged in and 'Uitloggen'. The app is set up only through the one-time
 * link `npm run staff` prints (`/beheer?instellen=…`), never by logging in with the password.
 */
export default function StaffLogin() {
  const [stage, setStage] = useState<Stage>({ kind: 'checking' });
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  // The one-time enrolment link's token (`/beheer?instellen=…`), read once hydrated.
  const isBrowser = useIsBrowser();
  const { search } = useLocation();
  const [enrolled, setEnrolled] = useState(false);
  const enrolToken = isBrowser && !enrolled ? new URLSearchParams(search).get(ENROLMENT_PARAMETER) : null;
  const [busy, setBusy] = useState(false);
  const ids = { email: useId(), password: useId(), code: useId() };

  useEffect(() => {
    // A page restored from the back/forward cache asks the server again instead of showing old data.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    currentStaff().then(
      (email) => setStage(email ? { kind: 'in', email } : { kind: 'password' }),
      () => setStage({ kind: 'password' }),
    );
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  async function submitPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      const { answer } = await postStaff(STAFF_API.login, { email: data.get('email'), password: data.get('password') });
      if ('step' in answer && answer.step === 'code') setStage({ kind: 'code' });
      else setError(errorOf(answer));
    } catch {
      setError('Geen verbinding; probeer het opnieuw.');
    } finally {
      setBusy(false);
    }
  }

  async function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      const { status, answer } = await postStaff(STAFF_API.code, { code: data.get('code') });
      if ('email' in answer) setStage({ kind: 'in', email: answer.email });
      else {
        // 401 without a half-way session (expired): start again from the password. After a 429
        // (a wait after failed attempts) the code can be typed again here.
        if (status === 401 && !('error' in answer && answer.error.includes('code'))) {
          setStage({ kind: 'password' });
        }
        setError(errorOf(answer));
      }
    } catch {
      setError('Geen verbinding; probeer het opnieuw.');
    } finally {
      setBusy(false);
    }
  }

  async function logOut() {
    setBusy(true);
    try {
      await postStaff(STAFF_API.logout, {});
    } finally {
      // A full page load to a new history entry (the same address would replace the current one):
      // nothing of the logged-in page stays in memory, and going back loads /beheer afresh.
      window.location.assign(`${PAGE_ROUTES.staff}?uitgelogd`);
    }
  }

  const alert = error ? (
    <p role="alert" className={styles.error}>
      {error}
    </p>
  ) : null;

  if (enrolToken) {
    return (
      <Enrolment
        token={enrolToken}
        onDone={(text) => {
          setNotice(text);
          setEnrolled(true);
          setStage({ kind: 'password' });
        }}
      />
    );
  }

  if (stage.kind === 'checking') return <p aria-busy="true">Even geduld…</p>;

  if (stage.kind === 'in') {
    return (
      <>
        <div className={styles.signedIn}>
          <p>
            Ingelogd als <strong>{stage.email}</strong>.
          </p>
          <button type="button" className="button button--secondary" onClick={logOut} disabled={busy}>
            Uitloggen
          </button>
        </div>
        <StaffWorkspace />
      </>
    );
  }

  if (stage.kind === 'code') {
    return (
      <form className={styles.panel} onSubmit={submitCode} noValidate>
        {alert}
        <CodeField id={ids.code} autoFocus />
        <button type="submit" className="button button--primary" disabled={busy}>
          Inloggen
        </button>
      </form>
    );
  }

  return (
    <form className={styles.panel} onSubmit={submitPassword} noValidate>
      {notice && <p role="status">{notice}</p>}
      {alert}
      <label htmlFor={ids.email}>E-mail</label>
      <input id={ids.email} name="email" type="email" autoComplete="username" required />
      <label htmlFor={ids.password}>Wachtwoord</label>
      <input id={ids.password} name="password" type="password" autoComplete="current-password" required />
      <button type="submit" className="button button--primary" disabled={busy}>
        Inloggen
      </button>
    </form>
  );
}
