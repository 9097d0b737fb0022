import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { useLocalPageRoute } from '@site/src/hooks/useLocalPageRoute';
import styles from './styles.module.css';

/** An expired, unknown or used link: said plainly, with the way to sign up again. */
export function InvalidLink() {
  const signUp = useLocalPageRoute('newsletterSignUp');
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.heading}>
        <Translate id="newsletter.link.invalid">Deze link is niet (meer) geldig</Translate>
      </p>
      <p>
        <Translate id="newsletter.link.invalidHelp">
          Een bevestigingslink werkt zeven dagen en één keer. Meld u opnieuw aan; u krijgt dan een nieuwe link.
        </Translate>
      </p>
      <p>
        <Link className="button button--primary" to={signUp}>
          <Translate id="newsletter.link.signUpAgain">Opnieuw aanmelden voor de nieuwsbrief</Translate>
        </Link>
      </p>
    </div>
  );
}
