import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { helpdeskLinks } from '@site/src/components/HelpdeskLinks';
import styles from './styles.module.css';

/**
 * A withdrawn registration: how the school registers again — the round's form while it takes
 * registrations, else the helpdesk.
 */
export default function Withdrawn({ againRoute }: { againRoute: string | null }) {
  return (
    <p className={styles.closed}>
      {againRoute ? (
        <Translate
          id="myRegistration.isWithdrawnAgain"
          values={{
            form: (
              <Link to={againRoute}>
                <Translate id="myRegistration.againForm">het aanmeldformulier</Translate>
              </Link>
            ),
          }}
        >
          {'Deze aanmelding is ingetrokken. Uw school kan zich opnieuw aanmelden via {form}.'}
        </Translate>
      ) : (
        <Translate id="myRegistration.isWithdrawnClosed" values={helpdeskLinks()}>
          {
            'Deze aanmelding is ingetrokken. Het aanmeldformulier is gesloten: wilt u uw school toch aanmelden, mail dan naar {email} of bel {phone}.'
          }
        </Translate>
      )}
    </p>
  );
}
