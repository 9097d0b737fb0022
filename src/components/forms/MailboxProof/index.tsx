import React, { useState } from 'react';
import Translate from '@docusaurus/Translate';
import { API_PATHS, type MailboxConfirmAnswer } from '@site/src/domain/api';
import { mailboxConfirmAnswer } from '@site/src/domain/api-answers';
import { SITE } from '@site/src/data/site';
import { newsletterCall } from '../NewsletterLinks/api';
import { OneClick } from '../NewsletterLinks/OneClick';
import { useNewsletterLink } from '../NewsletterLinks/useNewsletterLink';
import { useFocusOnShow } from '../useFocusOnShow';
import styles from '../NewsletterLinks/styles.module.css';

type Outcome = MailboxConfirmAnswer['state'];
type State = { kind: 'ready' | 'busy' | 'invalid' | 'failed' } | { kind: 'done'; outcome: Outcome };

/** What the click did, in the visitor's words. */
function Done({ outcome }: { outcome: Outcome }) {
  switch (outcome) {
    case 'registration':
      return (
        <Translate id="mailboxProof.done.registration">
          Uw e-mailadres is bevestigd. De bevestiging van de aanmelding, met uw persoonlijke link, is onderweg naar uw
          mailbox.
        </Translate>
      );
    case 'form':
      return (
        <Translate id="mailboxProof.done.form">
          Uw e-mailadres is bevestigd. De bevestiging van wat u verstuurde is onderweg naar uw mailbox.
        </Translate>
      );
    case 'claim':
      return (
        <Translate id="mailboxProof.done.claim">
          Uw e-mailadres is bevestigd. Uw verzoek om de aanmelding over te nemen is nu bij de helpdesk; die laat u per
          e-mail weten wat ermee gebeurt.
        </Translate>
      );
    case 'taken-back':
      return (
        <Translate id="mailboxProof.done.takenBack">
          Uw e-mailadres is bevestigd en de aanmelding staat nu op naam van uw school, met wat u invulde. De bevestiging
          met uw persoonlijke link is onderweg; de vorige contactpersonen hebben bericht gekregen.
        </Translate>
      );
    case 'already':
      return (
        <Translate id="mailboxProof.done.already">
          Uw e-mailadres was al bevestigd. U hoeft niets meer te doen.
        </Translate>
      );
  }
}

/** An expired or unknown link: said plainly, with the way on. */
function Invalid() {
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.heading}>
        <Translate id="mailboxProof.invalid">Deze link is niet (meer) geldig</Translate>
      </p>
      <p>
        <Translate id="mailboxProof.invalidHelp" values={{ email: SITE.helpdeskEmail, phone: SITE.helpdeskPhone }}>
          {
            'Een link om uw e-mailadres te bevestigen werkt zeven dagen. Verstuur het formulier opnieuw; u krijgt dan een nieuwe link. Lukt het niet? Mail naar {email} of bel {phone}.'
          }
        </Translate>
      </p>
    </div>
  );
}

/**
 * The page behind the link in the neutral mail to an address nobody has proven: one button that
 * proves it. Opening the page proves nothing (mail filters open links); the press posts the token.
 */
export default function MailboxProof() {
  const { isBrowser, locale, token } = useNewsletterLink();
  const [state, setState] = useState<State>({ kind: 'ready' });
  const answer = useFocusOnShow<HTMLDivElement>(state.kind === 'ready' || state.kind === 'busy' ? null : state.kind);

  if ((isBrowser && !token) || state.kind === 'invalid') {
    return (
      <div ref={answer} tabIndex={-1} className={styles.answer}>
        <Invalid />
      </div>
    );
  }
  if (state.kind === 'done') {
    return (
      <div ref={answer} tabIndex={-1} className={styles.answer} role="status">
        <p className={styles.done}>
          <Done outcome={state.outcome} />
        </p>
      </div>
    );
  }
  const confirm = async () => {
    if (!token || state.kind === 'busy') return;
    setState({ kind: 'busy' });
    try {
      const result = await newsletterCall(API_PATHS.mailboxConfirm, mailboxConfirmAnswer, locale, {
        method: 'POST',
        body: { token },
      });
      setState(result.ok ? { kind: 'done', outcome: result.value.state } : { kind: 'invalid' });
    } catch {
      setState({ kind: 'failed' });
    }
  };
  return (
    <OneClick
      intro={
        <Translate id="mailboxProof.intro">
          Bevestig met de knop hieronder dat dit uw e-mailadres is. Daarna sturen we u de bevestiging van wat u
          verstuurde.
        </Translate>
      }
      label={<Translate id="mailboxProof.button">Bevestig het adres</Translate>}
      failed={state.kind === 'failed'}
      disabled={!token || state.kind === 'busy'}
      onPress={() => void confirm()}
      answer={answer}
    />
  );
}
