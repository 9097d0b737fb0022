import React, { useState } from 'react';
import { API_PATHS } from '@site/src/domain/api';
import { newsletterConfirmAnswer } from '@site/src/domain/api-answers';
import Translate from '@docusaurus/Translate';
import { newsletterCall } from './api';
import { OneClick } from './OneClick';
import { InvalidLink } from './InvalidLink';
import { useNewsletterLink } from './useNewsletterLink';
import { useFocusOnShow } from '../useFocusOnShow';
import styles from './styles.module.css';

type State = 'ready' | 'busy' | 'confirmed' | 'already' | 'invalid' | 'failed';

/** The states whose message takes focus when it appears. */
const ANSWERS: readonly State[] = ['confirmed', 'already', 'invalid', 'failed'];

/**
 * The page behind the link in the confirmation mail: one button that confirms. Opening the page
 * confirms nothing (mail filters open links); pressing the button posts the link's token. Pressed
 * again after confirming, it says the subscriber is signed up already instead of calling the link
 * invalid.
 */
export default function ConfirmSubscription() {
  const { isBrowser, locale, token } = useNewsletterLink();
  const [state, setState] = useState<State>('ready');
  const answer = useFocusOnShow<HTMLDivElement>(ANSWERS.includes(state) ? state : null);

  if (isBrowser && !token) return <InvalidLink />;
  if (state === 'invalid') {
    return (
      <div ref={answer} tabIndex={-1} className={styles.answer}>
        <InvalidLink />
      </div>
    );
  }
  if (state === 'confirmed' || state === 'already') {
    return (
      <div ref={answer} tabIndex={-1} className={styles.answer} role="status">
        {state === 'confirmed' ? (
          <p className={styles.done}>
            <Translate id="newsletter.confirm.done">
              Uw aanmelding is bevestigd. Welkom! U ontvangt een welkomstmail, en daarna de nieuwsbrief over de
              onderwerpen die u koos.
            </Translate>
          </p>
        ) : (
          <div className={styles.done}>
            <p className={styles.heading}>
              <Translate id="newsletter.confirm.already">U bent al aangemeld</Translate>
            </p>
            <p>
              <Translate id="newsletter.confirm.alreadyHelp">
                Uw aanmelding voor de nieuwsbrief was al bevestigd. U hoeft niets meer te doen.
              </Translate>
            </p>
          </div>
        )}
      </div>
    );
  }
  const confirm = async () => {
    if (!token || state === 'busy') return;
    setState('busy');
    try {
      const result = await newsletterCall(API_PATHS.newsletterConfirm, newsletterConfirmAnswer, locale, {
        method: 'POST',
        body: { token },
      });
      if (!result.ok) setState('invalid');
      else setState(result.value.state === 'already-confirmed' ? 'already' : 'confirmed');
    } catch {
      setState('failed');
    }
  };
  return (
    <div>
      <OneClick
        intro={
          <Translate id="newsletter.confirm.intro">
            Bijna klaar. Bevestig met de knop hieronder dat u de nieuwsbrief van AMN wilt ontvangen.
          </Translate>
        }
        label={<Translate id="newsletter.confirm.button">Bevestig mijn aanmelding</Translate>}
        failed={state === 'failed'}
        disabled={!token || state === 'busy'}
        onPress={() => void confirm()}
        answer={answer}
      />
    </div>
  );
}
