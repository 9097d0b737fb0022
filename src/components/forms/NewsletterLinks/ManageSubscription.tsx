import React, { useEffect, useState } from 'react';
import { API_PATHS } from '@site/src/domain/api';
import { newsletterUnsubscribeAnswer, subscriptionAnswer } from '@site/src/domain/api-answers';
import { useLocalPageRoute } from '@site/src/hooks/useLocalPageRoute';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { newsletterCall, type LinkAnswer, type Subscription } from './api';
import { AlreadyUnsubscribed, SignUpAgain } from './AlreadyUnsubscribed';
import { OneClick } from './OneClick';
import { InvalidLink } from './InvalidLink';
import { SubscribedAddress } from './SubscribedAddress';
import { useNewsletterLink } from './useNewsletterLink';
import { useFocusOnShow } from '../useFocusOnShow';
import styles from './styles.module.css';

type State = 'loading' | 'ready' | 'busy' | 'unsubscribed' | 'already' | 'invalid' | 'failed';

/** The state a refused link leaves the page in. */
const refusal = (answer: LinkAnswer<unknown>): State | null =>
  answer.ok ? null : answer.refused === 'invalid' ? 'invalid' : 'already';

/** The answers to a press that take focus when they appear (what the page opens with does not). */
const ANSWERS: readonly State[] = ['unsubscribed', 'already', 'failed'];

/**
 * The page behind the unsubscribe link: the address, one button that unsubscribes, and for a
 * confirmed subscriber the way to "Uw onderwerpen" instead. Every answer appears in view and focused.
 */
export default function ManageSubscription() {
  const { isBrowser, locale, token } = useNewsletterLink();
  const topicsPage = useLocalPageRoute('newsletterTopics');
  const [state, setState] = useState<State>('loading');
  const [subscription, setSubscription] = useState<Subscription | null>(null);
  const [answered, setAnswered] = useState(0);
  const answer = useFocusOnShow<HTMLDivElement>(
    answered > 0 && ANSWERS.includes(state) ? `${state}:${answered}` : null,
  );

  useEffect(() => {
    if (!token) return;
    newsletterCall(
      `${API_PATHS.newsletterSubscription}?token=${encodeURIComponent(token)}`,
      subscriptionAnswer,
      locale,
      { method: 'GET' },
    ).then(
      (result) => {
        if (!result.ok) return setState(refusal(result)!);
        setSubscription(result.value);
        setState(result.value.state === 'unsubscribed' ? 'unsubscribed' : 'ready');
      },
      () => setState('failed'),
    );
  }, [token, locale]);

  if ((isBrowser && !token) || state === 'invalid') return <InvalidLink kind="manage" />;
  if (state === 'already') return <AlreadyUnsubscribed answer={answer} />;
  if (state === 'unsubscribed') {
    return (
      <div ref={answer} tabIndex={-1} className={styles.answer} role="status">
        <p className={styles.done}>
          <Translate id="newsletter.manage.unsubscribed">
            U bent afgemeld. U ontvangt de nieuwsbrief van AMN niet meer.
          </Translate>
        </p>
        <SignUpAgain />
      </div>
    );
  }
  const unsubscribe = async () => {
    if (!token || state === 'busy' || state === 'loading') return;
    setState('busy');
    try {
      const result = await newsletterCall(API_PATHS.newsletterUnsubscribe, newsletterUnsubscribeAnswer, locale, {
        method: 'POST',
        body: { token },
      });
      setState(refusal(result) ?? 'unsubscribed');
    } catch {
      setState('failed');
    }
    setAnswered((count) => count + 1);
  };
  const busy = !token || state === 'busy' || state === 'loading';

  return (
    <div>
      {subscription && <SubscribedAddress email={subscription.email} />}
      <OneClick
        intro={
          <Translate id="newsletter.manage.intro">
            Wilt u de nieuwsbrief van AMN niet meer ontvangen? Meld u hier af met één klik.
          </Translate>
        }
        label={<Translate id="newsletter.manage.unsubscribe">Meld mij af</Translate>}
        failed={state === 'failed'}
        disabled={busy}
        onPress={() => void unsubscribe()}
        answer={answer}
      />
      {subscription?.state === 'confirmed' && token && (
        <p className={styles.notice}>
          <Translate
            id="newsletter.manage.otherTopics"
            values={{
              link: (
                <Link to={`${topicsPage}?token=${encodeURIComponent(token)}`}>
                  <Translate id="newsletter.manage.otherTopicsLink">Kies uw onderwerpen</Translate>
                </Link>
              ),
            }}
          >
            {'Liever andere onderwerpen dan afmelden? {link}'}
          </Translate>
        </p>
      )}
    </div>
  );
}
