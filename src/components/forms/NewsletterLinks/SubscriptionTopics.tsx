import React, { useEffect, useMemo, useState } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { useLocation } from '@docusaurus/router';
import { API_PATHS } from '@site/src/domain/api';
import { newsletterTopicsAnswer, subscriptionAnswer } from '@site/src/domain/api-answers';
import { useLocalPageRoute } from '@site/src/hooks/useLocalPageRoute';
import { newsletterCall, askedTopics, type LinkAnswer, type Subscription } from './api';
import { AlreadyUnsubscribed } from './AlreadyUnsubscribed';
import { FailedAnswer } from './FailedAnswer';
import { InvalidLink } from './InvalidLink';
import { SubscribedAddress } from './SubscribedAddress';
import { TopicsForm } from './TopicsForm';
import { useNewsletterLink } from './useNewsletterLink';
import { useFocusOnShow } from '../useFocusOnShow';
import styles from './styles.module.css';

type State = 'loading' | 'ready' | 'busy' | 'saved' | 'invalid' | 'already' | 'failed';

/** The state a refused link leaves the page in. */
const refusal = (answer: LinkAnswer<unknown>): State | null =>
  answer.ok ? null : answer.refused === 'invalid' ? 'invalid' : 'already';

/**
 * "Uw onderwerpen", behind the button of the welcome mail and of the mail a confirmed subscriber's
 * new sign-up gets: the subscribed address and its topics, ticked as they are or, from a new
 * sign-up's mail (`&onderwerpen=`), as it asked; saved with one button. Leaving is one link away.
 */
export default function SubscriptionTopics() {
  const { isBrowser, locale, token } = useNewsletterLink();
  const { search } = useLocation();
  const asked = useMemo(() => (isBrowser ? askedTopics(search) : []), [isBrowser, search]);
  const manage = useLocalPageRoute('newsletterManage');
  const [state, setState] = useState<State>('loading');
  const [subscription, setSubscription] = useState<Subscription | null>(null);
  const [answered, setAnswered] = useState(0);
  const answer = useFocusOnShow<HTMLDivElement>(
    answered > 0 && ['saved', 'failed', 'already'].includes(state) ? `${state}:${answered}` : null,
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
        setState(result.value.state === 'unsubscribed' ? 'already' : 'ready');
      },
      () => setState('failed'),
    );
  }, [token, locale]);

  if ((isBrowser && !token) || state === 'invalid') return <InvalidLink kind="manage" />;
  if (state === 'already') return <AlreadyUnsubscribed answer={answer} />;
  if (!subscription) {
    return state === 'failed' ? <FailedAnswer ref={answer} /> : null;
  }
  if (subscription.state === 'pending') {
    return (
      <div className={styles.notice} role="status">
        <SubscribedAddress email={subscription.email} />
        <p>
          <Translate id="newsletter.topics.pending">
            Deze aanmelding is nog niet bevestigd. Bevestig haar eerst met de knop in de e-mail die we u stuurden;
            daarna kunt u hier uw onderwerpen kiezen.
          </Translate>
        </p>
      </div>
    );
  }

  const save = async (topics: string[]) => {
    if (!token || state === 'busy') return;
    setState('busy');
    try {
      const result = await newsletterCall(API_PATHS.newsletterTopics, newsletterTopicsAnswer, locale, {
        method: 'POST',
        body: { token, topics },
      });
      setState(refusal(result) ?? 'saved');
    } catch {
      setState('failed');
    }
    setAnswered((count) => count + 1);
  };

  return (
    <div>
      <SubscribedAddress email={subscription.email} />
      {asked.length > 0 && (
        <p>
          <Translate id="newsletter.topics.asked">
            De onderwerpen van uw nieuwe aanmelding staan aangevinkt. Sla ze op om ze te bewaren; zonder opslaan blijven
            uw onderwerpen zoals ze waren.
          </Translate>
        </p>
      )}
      <TopicsForm
        legend={<Translate id="newsletter.topics.legend">Uw onderwerpen</Translate>}
        topics={asked.length > 0 ? asked : subscription.topics}
        busy={state === 'busy'}
        onSave={(topics) => void save(topics)}
      />
      {state === 'failed' && <FailedAnswer ref={answer} />}
      {state === 'saved' && (
        <div ref={answer} tabIndex={-1} role="status" className={styles.answer}>
          <p className={styles.done}>
            <Translate id="newsletter.manage.saved">Uw onderwerpen zijn opgeslagen.</Translate>
          </p>
        </div>
      )}
      <p>
        <Translate
          id="newsletter.topics.leave"
          values={{
            link: (
              <Link to={`${manage}?token=${encodeURIComponent(token ?? '')}`}>
                <Translate id="newsletter.topics.leaveLink">Afmelden voor de nieuwsbrief</Translate>
              </Link>
            ),
          }}
        >
          {'Wilt u de nieuwsbrief helemaal niet meer ontvangen? {link}'}
        </Translate>
      </p>
    </div>
  );
}
