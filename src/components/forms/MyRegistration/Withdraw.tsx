import React, { useState } from 'react';
import Translate from '@docusaurus/Translate';
import { useFocusOnShow } from '../useFocusOnShow';
import { useFormLocale } from '../useFormLocale';
import { withdrawRegistration } from './api';
import styles from './styles.module.css';

/** 'Aanmelding intrekken', confirmed with 'Ja, intrekken': the registration is kept, marked withdrawn. */
export default function Withdraw({
  token,
  version,
  onDone,
}: {
  token: string;
  version: number;
  onDone: (text: string) => void;
}) {
  const locale = useFormLocale();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorRef = useFocusOnShow<HTMLParagraphElement>(error);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await withdrawRegistration(token, version, locale);
      if (answer.status === 200) onDone(answer.text);
      else setError(answer.text);
    } catch {
      setError('Dat lukte niet. Probeer het zo nog eens.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="withdraw-title" className={styles.withdraw}>
      <h2 id="withdraw-title">
        <Translate id="myRegistration.withdrawTitle">Aanmelding intrekken</Translate>
      </h2>
      {asking ? (
        <div role="group" aria-labelledby="withdraw-question">
          <p id="withdraw-question">
            <Translate id="myRegistration.withdrawQuestion">
              Weet u het zeker? Alle contactpersonen en de helpdesk krijgen bericht. Daarna kan uw school zich opnieuw
              aanmelden.
            </Translate>
          </p>
          <button type="button" className={`button ${styles.danger}`} onClick={() => void confirm()} disabled={busy}>
            <Translate id="myRegistration.withdrawConfirm">Ja, intrekken</Translate>
          </button>{' '}
          <button type="button" className="button button--secondary" onClick={() => setAsking(false)} disabled={busy}>
            <Translate id="myRegistration.withdrawCancel">Nee, niet intrekken</Translate>
          </button>
        </div>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
          <Translate id="myRegistration.withdraw">Aanmelding intrekken</Translate>
        </button>
      )}
      <p ref={errorRef} tabIndex={-1} role="alert">
        {error}
      </p>
    </section>
  );
}
