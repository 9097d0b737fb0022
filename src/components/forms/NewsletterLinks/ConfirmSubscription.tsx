import React, { useState } from 'react';
import { API_PATHS } from '@site/src/domain/api';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate from '@docusaurus/Translate';
import { useFormLocale } from '../useFormLocale';
import { linkToken, newsletterCall } from './api';
import { InvalidLink } from './InvalidLink';
import styles from './styles.module.css';

type State = 'ready' | 'busy' | 'confirmed' | 'invalid' | 'failed';

/**
 * The page behind the link in the confirmation mail: one button that confirms. Opening the page
 * confirms nothing (mail filters open links); pressing the button posts the link's token.
 */
export default function ConfirmSubscription() {
  const isBrowser = useIsBrowser();
  const { search } = useLocation();
  const locale = useFormLocale();
  const token = isBrowser ? linkToken(search) : null;
  const [state, setState] = useState<State>('ready');

  if (isBrowser && !token) return <InvalidLink />;
  if (state === 'invalid') return <InvalidLink />;
  if (state === 'confirmed') {
    return (
      <p className={styles.done} role="status">
        <Translate id="newsletter.confirm.done">
          Uw aanmelding is bevestigd. Welkom! U ontvangt een welkomstmail, en daarna de nieuwsbrief over de onderwerpen
          die u koos.
        </Translate>
      </p>
    );
  }
  const confirm = async () => {
    setState('busy');
    try {
      const answer = await newsletterCall(API_PATHS.newsletterConfirm, locale, { method: 'POST', body: { token } });
      setState(answer.ok ? 'confirmed' : 'invalid');
    } catch {
      setState('failed');
    }
  };
  return (
    <div>
      <p>
        <Translate id="newsletter.confirm.intro">
          Bijna klaar. Bevestig met de knop hieronder dat u de nieuwsbrief van AMN wilt ontvangen.
        </Translate>
      </p>
      {state === 'failed' && (
        <p role="alert">
          <Translate id="newsletter.confirm.failed">Dat lukte niet. Probeer het zo nog eens.</Translate>
        </p>
      )}
      <button type="button" className="button button--primary" disabled={!token || state === 'busy'} onClick={confirm}>
        <Translate id="newsletter.confirm.button">Bevestig mijn aanmelding</Translate>
      </button>
    </div>
  );
}
