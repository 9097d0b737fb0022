import React from 'react';
import Translate from '@docusaurus/Translate';
import { SITE } from '@site/src/data/site';
import styles from './styles.module.css';

const telHref = `tel:${SITE.helpdeskPhone.replace(/[^\d+]/g, '')}`;

/** A school was found, but not of the sector the form is for (a secondary school on a primary form). */
export function NotOfSectorNotice() {
  const helpdesk = <a href={`mailto:${SITE.helpdeskEmail}`}>{SITE.helpdeskEmail}</a>;
  const phone = <a href={telHref}>{SITE.helpdeskPhone}</a>;
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
