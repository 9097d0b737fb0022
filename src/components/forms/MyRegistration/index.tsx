import React, { useEffect, useState } from 'react';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate from '@docusaurus/Translate';
import type { MyRegistrationResponse } from '@site/src/domain/api';
import { useFocusOnShow } from '../useFocusOnShow';
import { loadRegistration } from './api';
import ChangeForm from './ChangeForm';
import History from './History';
import InvalidLink from './InvalidLink';
import Overview from './Overview';
import Withdraw from './Withdraw';
import styles from './styles.module.css';

type State =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'failed' }
  | { kind: 'ready'; registration: MyRegistrationResponse };

/**
 * A registration's own page behind a contact's personal link (`?token=`, read once hydrated: the
 * static HTML knows none): the registration as stored, its history, and — until the round's
 * `changesUntil` — the form to change it and the way to withdraw it.
 */
export default function MyRegistration() {
  const isBrowser = useIsBrowser();
  const { search } = useLocation();
  const token = isBrowser ? new URLSearchParams(search).get('token') : null;
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [message, setMessage] = useState<{ text: string; count: number } | null>(null);
  // Each saved change's answer is brought into view and focused (the form it came from stays below).
  const messageRef = useFocusOnShow<HTMLParagraphElement>(message ? String(message.count) : null);

  // Raised after a change or withdrawal: the page loads the registration again.
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (!token) return undefined;
    let current = true;
    loadRegistration(token).then(
      (answer) => {
        if (!current) return;
        if (answer.data) setState({ kind: 'ready', registration: answer.data });
        else setState({ kind: answer.status === 404 ? 'invalid' : 'failed' });
      },
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [token, reloads]);

  const saved = (text: string) => {
    setMessage((last) => ({ text, count: (last?.count ?? 0) + 1 }));
    setReloads((count) => count + 1);
  };

  if (isBrowser && (!token || state.kind === 'invalid')) return <InvalidLink />;
  if (state.kind !== 'ready' && state.kind !== 'failed') {
    return (
      <p role="status">
        <Translate id="myRegistration.loading">Uw aanmelding wordt geladen…</Translate>
      </p>
    );
  }
  if (state.kind === 'failed' || !token) {
    return (
      <p role="alert">
        <Translate id="myRegistration.failed">
          Uw aanmelding kon niet worden geladen. Probeer het zo nog eens.
        </Translate>
      </p>
    );
  }
  const { registration } = state;
  return (
    <div className={styles.page}>
      <p ref={messageRef} tabIndex={-1} role="status" className={message ? styles.saved : undefined}>
        {message?.text}
      </p>
      <Overview registration={registration} token={token} />
      <History history={registration.history} />
      {registration.changesOpen ? (
        <div className={styles.printHide}>
          <section aria-labelledby="change-title">
            <h2 id="change-title">
              <Translate id="myRegistration.changeTitle">Aanmelding wijzigen</Translate>
            </h2>
            <ChangeForm
              key={registration.version}
              type={registration.type}
              values={registration.values}
              version={registration.version}
              token={token}
              onSaved={saved}
            />
          </section>
          <Withdraw token={token} version={registration.version} onDone={saved} />
        </div>
      ) : (
        <p className={styles.closed}>
          {registration.state === 'ingetrokken' ? (
            <Translate id="myRegistration.isWithdrawn">
              Deze aanmelding is ingetrokken. Uw school kan zich opnieuw aanmelden via het aanmeldformulier.
            </Translate>
          ) : (
            registration.closedText
          )}
        </p>
      )}
    </div>
  );
}
