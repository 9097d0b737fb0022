import React from 'react';
import Translate from '@docusaurus/Translate';
import { SITE } from '@site/src/data/site';
import styles from './styles.module.css';

const telHref = `tel:${SITE.helpdeskPhone.replace(/[^\d+]/g, '')}`;

/** For a school that is not in the list or is abroad: mail the form's data to the helpdesk. */
export function HelpdeskNotice() {
  const email = <a href={`mailto:${SITE.helpdeskEmail}`}>{SITE.helpdeskEmail}</a>;
  const phone = <a href={telHref}>{SITE.helpdeskPhone}</a>;
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
