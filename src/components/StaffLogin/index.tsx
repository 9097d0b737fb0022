import { PAGE_ROUTES } from '@site/src/domain/routes';
import React, { useEffect, useId, useState } from 'react';
import { currentStaff, ENROLMENT_PARAMETER, postStaff, STAFF_API } from './api';
import Enrolment from './Enrolment';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { STAFF_TEXTS } from '@site/src/domain/staff-texts';
import StaffShell from '../StaffShell';
import StaffWorkspace from '../StaffWorkspace';
import styles from './styles.module.css';
import { CodeField } from './CodeField';
import { errorOf, useStaffForm } from './useStaffForm';

const T = STAFF_TEXTS.login;

/** The address logging out lands on: the form again, under "U bent uitgelogd". */
const LOGGED_OUT = 'uitgelogd';

/** A code as typed or pasted ("123 456", "123456\n"): its digits only. */
const digitsOf = (text: string) => text.replace(/\D/g, '');

type Stage = { kind: 'checking' } | { kind: 'password' } | { kind: 'code' } | { kind: 'in'; email: string };

/**
 * The staff login at /beheer: address and password, then the code from the authenticator app
 * (typed or pasted). Logged in, the workspace in its own frame with who is logged in and
 * 'Uitloggen'; logging out lands on "U bent uitgelogd". The address (`/beheer?inzending=…`) stays
 * as it was through logging in, so a record's link opens that record once logged in. The app is set up only through the one-time
 * link `npm run staff` prints (`/beheer?instellen=…`), never by logging in with the password.
 */
export default function StaffLogin() {
  const [stage, setStage] = useState<Stage>({ kind: 'checking' });
  const [notice, setNotice] = useState('');
  // The one-time enrolment link's token (`/beheer?instellen=…`), read once hydrated.
  const isBrowser = useIsBrowser();
  const { search } = useLocation();
  const [enrolled, setEnrolled] = useState(false);
  const enrolToken = isBrowser && !enrolled ? new URLSearchParams(search).get(ENROLMENT_PARAMETER) : null;
  const { busy, setBusy, setError, submit, alert } = useStaffForm();
  const ids = { email: useId(), password: useId(), code: useId(), codeHint: useId() };
  const loggedOut = isBrowser && new URLSearchParams(search).has(LOGGED_OUT);

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

  const submitPassword = submit(async (data) => {
    const { answer } = await postStaff(STAFF_API.login, { email: data.get('email'), password: data.get('password') });
    if ('step' in answer && answer.step === 'code') setStage({ kind: 'code' });
    else setError(errorOf(answer));
  });

  const submitCode = submit(async (data) => {
    const { status, answer } = await postStaff(STAFF_API.code, { code: digitsOf(String(data.get('code') ?? '')) });
    if ('email' in answer) setStage({ kind: 'in', email: answer.email });
    else {
      // 401 without a half-way session (expired): start again from the password. After a 429
      // (a wait after failed attempts) the code can be typed again here.
      if (status === 401 && !('error' in answer && answer.error.includes('code'))) {
        setStage({ kind: 'password' });
      }
      setError(errorOf(answer));
    }
  });

  async function logOut() {
    setBusy(true);
    try {
      await postStaff(STAFF_API.logout, {});
    } finally {
      // A full page load to a new history entry (the same address would replace the current one):
      // nothing of the logged-in page stays in memory, and going back loads /beheer afresh.
      window.location.assign(`${PAGE_ROUTES.staff}?${LOGGED_OUT}`);
    }
  }

  const shell = (children: React.ReactNode, email: string | null = null) => (
    <StaffShell email={email} onLogOut={() => void logOut()} busy={busy}>
      {children}
    </StaffShell>
  );

  if (enrolToken) {
    return shell(
      <Enrolment
        token={enrolToken}
        onDone={(text) => {
          setNotice(text);
          setEnrolled(true);
          setStage({ kind: 'password' });
        }}
      />,
    );
  }

  if (stage.kind === 'checking') return shell(<p aria-busy="true">{STAFF_TEXTS.wait}</p>);

  if (stage.kind === 'in') return shell(<StaffWorkspace />, stage.email);

  if (stage.kind === 'code') {
    return shell(
      <form className={styles.panel} onSubmit={(event) => void submitCode(event)} noValidate>
        <h1 id="code-title" className={styles.title}>
          {T.codeTitle}
        </h1>
        {alert}
        <p id={ids.codeHint} className={styles.hint}>
          {T.codeHint}
        </p>
        <CodeField id={ids.code} label={T.codeLabel} describedBy={ids.codeHint} autoFocus />
        <button type="submit" className="button button--primary" disabled={busy}>
          {T.submit}
        </button>
        <p className={styles.hint}>{T.codeLost}</p>
      </form>,
    );
  }

  return shell(
    <>
      {loggedOut && (
        <div className={styles.loggedOut} role="status">
          <h1 className={styles.title}>{STAFF_TEXTS.loggedOut}</h1>
          <p>{STAFF_TEXTS.loggedOutText}</p>
        </div>
      )}
      <form
        className={styles.panel}
        onSubmit={(event) => void submitPassword(event)}
        noValidate
        aria-labelledby="login-title"
      >
        {loggedOut ? (
          <h2 id="login-title" className={styles.subtitle}>
            {T.again}
          </h2>
        ) : (
          <h1 id="login-title" className={styles.title}>
            {T.title}
          </h1>
        )}
        <p>{T.intro}</p>
        {notice && <p role="status">{notice}</p>}
        {alert}
        <label htmlFor={ids.email}>{T.email}</label>
        <input id={ids.email} name="email" type="email" autoComplete="username" required />
        <label htmlFor={ids.password}>{T.password}</label>
        <input id={ids.password} name="password" type="password" autoComplete="current-password" required />
        <button type="submit" className="button button--primary" disabled={busy}>
          {T.submit}
        </button>
        <details className={styles.forgotten}>
          <summary>{T.forgotten}</summary>
          <p>{T.forgottenText}</p>
        </details>
      </form>
    </>,
  );
}
