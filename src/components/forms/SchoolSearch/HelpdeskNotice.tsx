import React from 'react';
import Translate from '@docusaurus/Translate';
import { helpdeskLinks } from '@site/src/components/HelpdeskLinks';
import styles from './styles.module.css';

/** For a school that is not in the list or is abroad: mail the form's data to the helpdesk. */
export function HelpdeskNotice() {
  const { email, phone } = helpdeskLinks();
  return (
    <p className={styles.notice}>
      <Translate id="forms.school.helpdeskNotice" values={{ email, phone }}>
        {
          'Staat uw school niet in de lijst of ligt uw school in het buitenland? Stuur dan alle gegevens van dit formulier per e-mail naar {email}. Heeft u vragen? Bel ons op {phone} of mail naar {email}.'
        }
      </Translate>
    </p>
  );
}
