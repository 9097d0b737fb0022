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
 * for that registration's links instead. `noLink`: the page was opened without a link at all (from
 * a button on the site): nothing is wrong, the visitor asks for the link here.
 */
export default function InvalidLink({ registrationId, noLink = false }: { registrationId?: string; noLink?: boolean }) {
  const [school, setSchool] = useState<School | null>(null);
  const target = registrationId ? { registrationId } : school ? linksOfSchool(school) : null;
  return (
    <section className={styles.notice} aria-labelledby="invalid-link-title">
      <h2 id="invalid-link-title" className={styles.noticeTitle}>
        {registrationId ? (
          <Translate id="myRegistration.oldLink">Deze link werkt niet meer</Translate>
        ) : noLink ? (
          <Translate id="myRegistration.requestLink">Vraag de link naar uw aanmelding aan</Translate>
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
        ) : noLink ? (
          <Translate id="myRegistration.requestLinkText">
            U opent de aanmelding van uw school met een persoonlijke link. Kies hieronder uw school en vraag de link
            aan: de contactpersonen die bij ons bekend zijn, krijgen hem per e-mail. Daarmee bekijkt en wijzigt u de
            aanmelding.
          </Translate>
        ) : (
          <Translate id="myRegistration.invalidText">
            Kies hieronder uw school en vraag een nieuwe link aan. De contactpersonen die bij ons bekend zijn, krijgen
            hem per e-mail.
          </Translate>
        )}
      </p>
      {!registrationId && <SchoolSearch value={school} onSelect={setSchool} sector="po" showHelpdeskNotice={false} />}
      <ResendLinks target={target} first={noLink} />
      <p>
        <Translate id="myRegistration.helpdesk" values={helpdeskLinks()}>
          {'Lukt het niet? Mail naar {email} of bel {phone}.'}
        </Translate>
      </p>
    </section>
  );
}
