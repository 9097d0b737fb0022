import React from 'react';
import Translate from '@docusaurus/Translate';
import { helpdeskLinks } from '@site/src/components/HelpdeskLinks';
import styles from './styles.module.css';

/**
 * For a school that is not in the list or is abroad: on a form, mail the form's data to the
 * helpdesk; on a page without a form (`standalone`, /help/school-zoeken), mail the school's details.
 */
export function HelpdeskNotice({ standalone = false }: { standalone?: boolean }) {
  const { email, phone } = helpdeskLinks();
  return (
    <p className={styles.notice}>
      {standalone ? (
        <Translate id="forms.school.helpdeskNoticeStandalone" values={{ email, phone }}>
          {
            'Staat uw school niet in de lijst of ligt uw school in het buitenland? Mail dan de naam, het adres en de plaats van uw school naar {email}: dan zoeken wij het voor u uit. Heeft u vragen? Bel ons op {phone} of mail naar {email}.'
          }
        </Translate>
      ) : (
        <Translate id="forms.school.helpdeskNotice" values={{ email, phone }}>
          {
            'Staat uw school niet in de lijst of ligt uw school in het buitenland? Stuur dan alle gegevens van dit formulier per e-mail naar {email}. Heeft u vragen? Bel ons op {phone} of mail naar {email}.'
          }
        </Translate>
      )}
    </p>
  );
}
