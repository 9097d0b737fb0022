import { isWithdrawn } from '@site/src/domain/registrationStates';
import React, { useEffect, useState } from 'react';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate from '@docusaurus/Translate';
import type { MyRegistrationResponse } from '@site/src/domain/api';
import { useFocusOnShow } from '../useFocusOnShow';
import { loadRegistration } from './api';
import ChangeForm from './ChangeForm';
import FinishOnPage from '../registrations/DoorstroomtoetsRound/FinishOnPage';
import History from './History';
import InvalidLink from './InvalidLink';
import Overview from './Overview';
import Summary from './Summary';
import Withdraw from './Withdraw';
import Withdrawn from './Withdrawn';
import styles from './styles.module.css';

type State =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'failed' }
  | { kind: 'ready'; registration: MyRegistrationResponse };

/**
 * A registration's own page behind a contact's personal link (`?token=`, read once hydrated: the
 * static HTML knows none): first a short summary (state, deadline, next step, the change button),
 * then the registration as stored, its history, and — until the round's
 * `changesUntil` — the form to change it and the way to withdraw it.
 */
export default function MyRegistration() {
  const isBrowser = useIsBrowser();
  const { search } = useLocation();
  const token = isBrowser ? new URLSearchParams(search).get('token') : null;
  const [state, setState] = useState<State>({ kind: 'loading' });
  /** The server's answer to the last change or withdrawal, shown where it was asked for. */
  const [message, setMessage] = useState<{ kind: 'change' | 'withdraw'; text: string; count: number } | null>(null);
  // Each answer is brought into view and focused (read out), beside the button it answers.
  const answerRef = useFocusOnShow<HTMLParagraphElement>(message ? String(message.count) : null);

  // Raised after a change or withdrawal: the page loads the registration again.
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (!token) return undefined;
    let current = true;
    loadRegistration(token).then(
      (answer) => {
        if (!current) return;
        if (answer.ok) setState({ kind: 'ready', registration: answer.data });
        else setState({ kind: answer.status === 404 ? 'invalid' : 'failed' });
      },
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [token, reloads]);

  const answered = (kind: 'change' | 'withdraw') => (text: string) => {
    setMessage((last) => ({ kind, text, count: (last?.count ?? 0) + 1 }));
    setReloads((count) => count + 1);
  };

  // Once the registration is loaded again (its history grew above the form), the answer is brought
  // into view: it stands beside the button that was pressed.
  const shownVersion = state.kind === 'ready' ? state.registration.version : 0;
  useEffect(() => {
    if (message) answerRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message, shownVersion, answerRef]);

  if (isBrowser && !token) return <InvalidLink noLink />;
  if (isBrowser && state.kind === 'invalid') return <InvalidLink />;
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
      <Summary registration={registration} token={token} />
      <Overview registration={registration} />
      <History history={registration.history} />
      {registration.changesOpen ? (
        <div className={styles.printHide}>
          <section aria-labelledby="change-title">
            <h2 id="change-title">
              {registration.finishRoute ? (
                <Translate id="myRegistration.finishTitle">Aanmelding afronden of wijzigen</Translate>
              ) : (
                <Translate id="myRegistration.changeTitle">Aanmelding wijzigen</Translate>
              )}
            </h2>
            {/* An open pre-registration is completed here, first test day included. */}
            {registration.finishRoute ? (
              <FinishOnPage registration={registration} token={token} />
            ) : (
              <ChangeForm
                key={registration.version}
                type={registration.type}
                values={registration.values}
                version={registration.version}
                token={token}
                onSaved={answered('change')}
              />
            )}
            <p
              role="status"
              tabIndex={-1}
              ref={message?.kind === 'change' ? answerRef : undefined}
              className={message?.kind === 'change' ? styles.saved : styles.quiet}
            >
              {message?.kind === 'change' ? message.text : null}
            </p>
          </section>
          <Withdraw token={token} version={registration.version} onDone={answered('withdraw')} />
        </div>
      ) : isWithdrawn(registration.state) ? (
        <Withdrawn againRoute={registration.registerAgainRoute} />
      ) : (
        <p className={styles.closed}>{registration.closedText}</p>
      )}
      {/* Outside the branches: it stays in the page while the withdrawal turns the form into the notice. */}
      <p
        role="status"
        tabIndex={-1}
        ref={message?.kind === 'withdraw' ? answerRef : undefined}
        className={message?.kind === 'withdraw' ? styles.saved : styles.quiet}
      >
        {message?.kind === 'withdraw' ? message.text : null}
      </p>
    </div>
  );
}
