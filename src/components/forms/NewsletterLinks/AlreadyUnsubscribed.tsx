import React, { type Ref } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { useLocalPageRoute } from '@site/src/hooks/useLocalPageRoute';
import styles from './styles.module.css';

/** For whoever left by mistake: the way back in, one click away. */
export function SignUpAgain() {
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

/** The link of a subscription that ended (unsubscribed, or replaced by a new sign-up): said so, with the way back. */
export function AlreadyUnsubscribed({ answer }: { answer: Ref<HTMLDivElement> }) {
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
