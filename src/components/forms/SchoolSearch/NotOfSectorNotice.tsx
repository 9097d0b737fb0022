import React from 'react';
import Translate from '@docusaurus/Translate';
import { helpdeskLinks } from '@site/src/components/HelpdeskLinks';
import styles from './styles.module.css';

/** A school was found, but not of the sector the form is for (a secondary school on a primary form). */
export function NotOfSectorNotice() {
  const { email: helpdesk, phone } = helpdeskLinks();
  return (
    <p className={styles.notOfSector}>
      <Translate id="forms.school.notPrimary" values={{ helpdesk, phone }}>
        {
          'Deze school is geen school voor primair onderwijs. Dit formulier is voor het basisonderwijs en (voortgezet) speciaal onderwijs. Vragen? Mail naar {helpdesk} of bel {phone}.'
        }
      </Translate>
    </p>
  );
}
