import React, { useEffect, useState } from 'react';
import { API_PATHS } from '@site/src/domain/api';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate from '@docusaurus/Translate';
import { NEWSLETTER_TOPICS } from '@site/src/domain/options';
import { topicLabels } from '../NewsletterForm';
import { useFormLocale } from '../useFormLocale';
import { linkToken, newsletterCall, type LinkAnswer } from './api';
import { InvalidLink } from './InvalidLink';
import styles from './styles.module.css';

type Subscription = { state: 'pending' | 'confirmed' | 'unsubscribed'; topics: string[] };
type State = 'loading' | 'ready' | 'busy' | 'unsubscribed' | 'already' | 'saved' | 'invalid' | 'failed';

/** The state a refused link leaves the page in. */
const refusal = (answer: LinkAnswer<unknown>): State | null =>
  answer.ok ? null : answer.refused === 'invalid' ? 'invalid' : 'already';

/**
 * The page behind the unsubscribe link of every newsletter mail: one button that unsubscribes, and
 * the topics to change instead for a confirmed subscriber.
 */
export default function ManageSubscription() {
  const isBrowser = useIsBrowser();
  const { search } = useLocation();
  const locale = useFormLocale();
  const token = isBrowser ? linkToken(search) : null;
  const [state, setState] = useState<State>('loading');
  const [topics, setTopics] = useState<string[]>([]);
  const [subscription, setSubscription] = useState<Subscription | null>(null);
  const labels = topicLabels();

  useEffect(() => {
    if (!token) return;
    newsletterCall<Subscription>(`${API_PATHS.newsletterSubscription}?token=${encodeURIComponent(token)}`, locale, {
      method: 'GET',
    }).then(
      (answer) => {
        if (!answer.ok) return setState(refusal(answer)!);
        setSubscription(answer.value);
        setTopics(answer.value.topics);
        setState(answer.value.state === 'unsubscribed' ? 'unsubscribed' : 'ready');
      },
      () => setState('failed'),
    );
  }, [token, locale]);

  if ((isBrowser && !token) || state === 'invalid') return <InvalidLink />;
  if (state === 'already') {
    return (
      <div className={styles.notice} role="status">
        <p className={styles.heading}>
          <Translate id="newsletter.manage.already">U bent al afgemeld.</Translate>
        </p>
        <p>
          <Translate id="newsletter.manage.alreadyHelp">
            Deze link hoort bij een aanmelding die al is beëindigd. Ontvangt u de nieuwsbrief toch nog? Gebruik dan de
            afmeldlink in de nieuwste nieuwsbrief die u kreeg.
          </Translate>
        </p>
      </div>
    );
  }
  if (state === 'unsubscribed') {
    return (
      <p className={styles.done} role="status">
        <Translate id="newsletter.manage.unsubscribed">
          U bent afgemeld. U ontvangt de nieuwsbrief van AMN niet meer.
        </Translate>
      </p>
    );
  }
  const act = async (path: string, body: object, done: State) => {
    setState('busy');
    try {
      const answer = await newsletterCall(path, locale, { method: 'POST', body: { token, ...body } });
      setState(refusal(answer) ?? done);
    } catch {
      setState('failed');
    }
  };
  const toggle = (key: string) =>
    setTopics((current) => (current.includes(key) ? current.filter((item) => item !== key) : [...current, key]));

  return (
    <div>
      <p>
        <Translate id="newsletter.manage.intro">
          Wilt u de nieuwsbrief van AMN niet meer ontvangen? Meld u hier af met één klik.
        </Translate>
      </p>
      {state === 'failed' && (
        <p role="alert">
          <Translate id="newsletter.confirm.failed">Dat lukte niet. Probeer het zo nog eens.</Translate>
        </p>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={!token || state === 'busy' || state === 'loading'}
        onClick={() => act(API_PATHS.newsletterUnsubscribe, {}, 'unsubscribed')}
      >
        <Translate id="newsletter.manage.unsubscribe">Meld mij af</Translate>
      </button>
      {subscription?.state === 'confirmed' && (
        <fieldset className={styles.topics}>
          <legend>
            <Translate id="newsletter.manage.topics">Of kies andere onderwerpen</Translate>
          </legend>
          {NEWSLETTER_TOPICS.map((topic) => (
            <label key={topic.key}>
              <input type="checkbox" checked={topics.includes(topic.key)} onChange={() => toggle(topic.key)} />{' '}
              {labels[topic.key]}
            </label>
          ))}
          <div className={styles.actions}>
            <button
              type="button"
              className="button button--secondary"
              disabled={state === 'busy'}
              onClick={() => act(API_PATHS.newsletterTopics, { topics }, 'saved')}
            >
              <Translate id="newsletter.manage.save">Onderwerpen opslaan</Translate>
            </button>
          </div>
          {state === 'saved' && (
            <p className={styles.done} role="status">
              <Translate id="newsletter.manage.saved">Uw onderwerpen zijn opgeslagen.</Translate>
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
}
