import React, { useState } from 'react';
import Translate from '@docusaurus/Translate';
import { helpdeskLinks } from '@site/src/components/HelpdeskLinks';
import type { School } from '@site/src/domain/school';
import SchoolSearch from '../SchoolSearch';
import { linksOfSchool } from './api';
import ResendLinks from './ResendLinks';
import styles from './styles.module.css';

/**
 * A link that is tampered with, revoked or unknown: no school data, the helpdesk's contact, and a
 * way to get a new link by choosing the school. `registrationId` (an old `?registratie=` link) asks
 * for that registration's links instead.
 */
export default function InvalidLink({ registrationId }: { registrationId?: string }) {
  const [school, setSchool] = useState<School | null>(null);
  const target = registrationId ? { registrationId } : school ? linksOfSchool(school) : null;
  return (
    <section className={styles.notice} aria-labelledby="invalid-link-title">
      <h2 id="invalid-link-title" className={styles.noticeTitle}>
        {registrationId ? (
          <Translate id="myRegistration.oldLink">Deze link werkt niet meer</Translate>
        ) : (
          <Translate id="myRegistration.invalid">Deze link is niet (meer) geldig</Translate>
        )}
      </h2>
      <p>
        {registrationId ? (
          <Translate id="myRegistration.oldLinkText">
            Links naar een aanmelding zijn nu persoonlijk. Vraag hieronder een nieuwe link aan: de contactpersonen van
            deze aanmelding krijgen hem per e-mail.
          </Translate>
        ) : (
          <Translate id="myRegistration.invalidText">
            Kies hieronder uw school en vraag een nieuwe link aan. De contactpersonen die bij ons bekend zijn, krijgen
            hem per e-mail.
          </Translate>
        )}
      </p>
      {!registrationId && <SchoolSearch value={school} onSelect={setSchool} sector="po" showHelpdeskNotice={false} />}
      <ResendLinks target={target} />
      <p>
        <Translate id="myRegistration.helpdesk" values={helpdeskLinks()}>
          {'Lukt het niet? Mail naar {email} of bel {phone}.'}
        </Translate>
      </p>
    </section>
  );
}
