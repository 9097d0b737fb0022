import React from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { SITE } from '@site/src/data/site';
import { useLocalPageRoute } from '@site/src/hooks/useLocalPageRoute';
import styles from './styles.module.css';

/**
 * An expired, unknown or used link: said plainly, with what the visitor came for. A confirmation
 * link (`confirm`) leads to signing up again; the unsubscribe link of a mail (`manage`) to the ways
 * out that need no link: a newer mail's link, or a mail to us from the subscribed address.
 */
export function InvalidLink({ kind = 'confirm' }: { kind?: 'confirm' | 'manage' }) {
  const signUp = useLocalPageRoute('newsletterSignUp');
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.heading}>
        <Translate id="newsletter.link.invalid">Deze link is niet (meer) geldig</Translate>
      </p>
      {kind === 'confirm' ? (
        <>
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
        </>
      ) : (
        <>
          <p>
            <Translate id="newsletter.link.unsubscribeHelp" values={{ email: SITE.email }}>
              {
                'Wilt u de nieuwsbrief niet meer ontvangen? Gebruik de afmeldlink onderaan de nieuwste nieuwsbrief die u kreeg. Lukt dat niet, mail dan naar {email} vanaf het adres waarop u de nieuwsbrief ontvangt; wij melden u dan af.'
              }
            </Translate>
          </p>
          <p>
            <a
              className="button button--primary"
              href={`mailto:${SITE.email}?subject=${encodeURIComponent(
                translate({ id: 'newsletter.link.unsubscribeSubject', message: 'Afmelden voor de nieuwsbrief' }),
              )}`}
            >
              <Translate id="newsletter.link.unsubscribeByMail">Afmelden per e-mail</Translate>
            </a>
          </p>
        </>
      )}
    </div>
  );
}
