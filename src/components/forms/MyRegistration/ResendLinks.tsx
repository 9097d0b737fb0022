import React, { useState } from 'react';
import Translate from '@docusaurus/Translate';
import type { RegistrationLinksRequest } from '@site/src/domain/api';
import { requestLinks } from './api';
import styles from './styles.module.css';

/**
 * 'Stuur de link opnieuw': the links go to the contacts on file of the registration or school, never
 * to an address typed here. The answer is the same whether or not anything was sent.
 */
export default function ResendLinks({
  target,
  first = false,
}: {
  target: RegistrationLinksRequest | null;
  /** The visitor had no link yet: 'Stuur mij de link' rather than 'opnieuw'. */
  first?: boolean;
}) {
  const [answer, setAnswer] = useState<{ text: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!target) return;
    setBusy(true);
    try {
      const result = await requestLinks(target);
      setAnswer({ text: result.ok ? result.data.text : result.text, failed: result.status !== 202 });
    } catch {
      setAnswer({ text: 'Dat lukte niet. Probeer het zo nog eens.', failed: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.resend}>
      <button type="button" className="button button--primary" onClick={() => void send()} disabled={!target || busy}>
        {first ? (
          <Translate id="myRegistration.send">Stuur de link</Translate>
        ) : (
          <Translate id="myRegistration.resend">Stuur de link opnieuw</Translate>
        )}
      </button>
      <p role={answer?.failed ? 'alert' : 'status'} className={styles.answer}>
        {answer?.text}
      </p>
    </div>
  );
}
