import React, { useEffect, useState } from 'react';
import { API_PATHS } from '@site/src/domain/api';
import { useLocalPageRoute } from '@site/src/hooks/useLocalPageRoute';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { newsletterCall, type LinkAnswer } from './api';
import { OneClick } from './OneClick';
import { InvalidLink } from './InvalidLink';
import { useNewsletterLink } from './useNewsletterLink';
import { TopicsForm } from './TopicsForm';
import { useFocusOnShow } from '../useFocusOnShow';
import styles from './styles.module.css';

type Subscription = { state: 'pending' | 'confirmed' | 'unsubscribed'; topics: string[] };
type State = 'loading' | 'ready' | 'busy' | 'unsubscribed' | 'already' | 'saved' | 'invalid' | 'failed';

/** The state a refused link leaves the page in. */
const refusal = (answer: LinkAnswer<unknown>): State | null =>
  answer.ok ? null : answer.refused === 'invalid' ? 'invalid' : 'already';

/** The answers to a press that take focus when they appear (what the page opens with does not). */
const ANSWERS: readonly State[] = ['unsubscribed', 'already', 'saved', 'failed'];

/** For whoever left by mistake: the way back in, one click away. */
function SignUpAgain() {
  const signUp = useLocalPageRoute('newsletterSignUp');
  return (
    <p>
      <Translate
        id="newsletter.manage.signUpAgain"
        values={{
          link: (
            <Link to={signUp}>
              <Translate id="newsletter.manage.signUpAgainLink">Meld u opnieuw aan</Translate>
            </Link>
          ),
        }}
      >
        {'Per ongeluk afgemeld? {link}'}
      </Translate>
    </p>
  );
}

/**
 * The page behind the unsubscribe link of every newsletter mail: one button that unsubscribes, and
 * the topics to change instead for a confirmed subscriber. Every answer appears in view and focused.
 */
export default function ManageSubscription() {
  const { isBrowser, locale, token } = useNewsletterLink();
  const [state, setState] = useState<State>('loading');
  const [subscription, setSubscription] = useState<Subscription | null>(null);
  const [answered, setAnswered] = useState(0);
  const answer = useFocusOnShow<HTMLDivElement>(
    answered > 0 && ANSWERS.includes(state) ? `${state}:${answered}` : null,
  );

  useEffect(() => {
    if (!token) return;
    newsletterCall<Subscription>(`${API_PATHS.newsletterSubscription}?token=${encodeURIComponent(token)}`, locale, {
      method: 'GET',
    }).then(
      (result) => {
        if (!result.ok) return setState(refusal(result)!);
        setSubscription(result.value);
        setState(result.value.state === 'unsubscribed' ? 'unsubscribed' : 'ready');
      },
      () => setState('failed'),
    );
  }, [token, locale]);

  if ((isBrowser && !token) || state === 'invalid') return <InvalidLink kind="manage" />;
  if (state === 'already') {
    return (
      <div ref={answer} tabIndex={-1} className={`${styles.notice} ${styles.answer}`} role="status">
        <p className={styles.heading}>
          <Translate id="newsletter.manage.already">U bent al afgemeld.</Translate>
        </p>
        <p>
          <Translate id="newsletter.manage.alreadyHelp">
            Deze link hoort bij een aanmelding die al is beëindigd. Ontvangt u de nieuwsbrief toch nog? Gebruik dan de
            afmeldlink in de nieuwste nieuwsbrief die u kreeg.
          </Translate>
        </p>
        <SignUpAgain />
      </div>
    );
  }
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
  const act = async (path: string, body: object, done: State) => {
    if (!token || state === 'busy' || state === 'loading') return;
    setState('busy');
    try {
      const result = await newsletterCall(path, locale, { method: 'POST', body: { token, ...body } });
      setState(refusal(result) ?? done);
    } catch {
      setState('failed');
    }
    setAnswered((count) => count + 1);
  };
  const busy = !token || state === 'busy' || state === 'loading';

  return (
    <div>
      <OneClick
        intro={
          <Translate id="newsletter.manage.intro">
            Wilt u de nieuwsbrief van AMN niet meer ontvangen? Meld u hier af met één klik.
          </Translate>
        }
        label={<Translate id="newsletter.manage.unsubscribe">Meld mij af</Translate>}
        failed={state === 'failed'}
        disabled={busy}
        onPress={() => void act(API_PATHS.newsletterUnsubscribe, {}, 'unsubscribed')}
        answer={answer}
      />
      {subscription?.state === 'confirmed' && (
        <>
          <TopicsForm
            topics={subscription.topics}
            busy={busy}
            onSave={(topics) => act(API_PATHS.newsletterTopics, { topics }, 'saved')}
          />
          {state === 'saved' && (
            <div ref={answer} tabIndex={-1} role="status" className={styles.answer}>
              <p className={styles.done}>
                <Translate id="newsletter.manage.saved">Uw onderwerpen zijn opgeslagen.</Translate>
              </p>
            </div>
          )}
        </>
      )}
    </div>
  );
}
