import React from 'react';
import Translate from '@docusaurus/Translate';
import { helpdeskLinks } from '@site/src/components/HelpdeskLinks';
import type { School } from '@site/src/domain/school';
import { linksOfSchool } from '../../MyRegistration/api';
import ResendLinks from '../../MyRegistration/ResendLinks';
import type { FormType } from '@site/src/domain/forms';
import ClaimForm from './ClaimForm';
import HeldBy, { type PlaceHolderShown } from './HeldBy';
import styles from './styles.module.css';

/**
 * Takes the place of the form when the chosen school already has a registration in this mode, with
 * 'Stuur de link opnieuw' for the contacts on file of the school's registrations, who registered it
 * (a trusted holder's domain, never an address) and, for a school that finds its place taken by someone
 * else, the way to claim it.
 */
export default function AlreadyRegistered({
  schoolName,
  school,
  type,
  holder,
}: {
  schoolName?: string;
  school?: School;
  /** The asking form: with it (and the school), the claim is offered. */
  type?: FormType;
  /** Who holds the place: how it is held, and a trusted holder's domain. */
  holder?: PlaceHolderShown | null;
}) {
  return (
    <section className={styles.notice} role="status" aria-labelledby="already-registered-title">
      <h2 id="already-registered-title" className={styles.title}>
        <Translate id="forms.alreadyRegistered.title">Deze school is al aangemeld</Translate>
      </h2>
      <p>
        {schoolName ? (
          <Translate id="forms.alreadyRegistered.named" values={{ school: <strong>{schoolName}</strong> }}>
            {'{school} is al aangemeld. De bevestigingsmails zijn naar alle contactpersonen van de school gestuurd.'}
          </Translate>
        ) : (
          <Translate id="forms.alreadyRegistered.text">
            De school is al aangemeld. De bevestigingsmails zijn naar alle contactpersonen van de school gestuurd.
          </Translate>
        )}
      </p>
      {holder && <HeldBy holder={holder} />}
      {school && (
        <>
          <p>
            <Translate id="forms.alreadyRegistered.ownPage">
              Op de eigen pagina van de aanmelding kunt u hem bekijken, wijzigen of intrekken. De contactpersonen vinden
              de link in hun bevestigingsmail, of vragen hem hier opnieuw aan.
            </Translate>
          </p>
          <ResendLinks target={linksOfSchool(school)} />
          {type && <ClaimForm school={school} type={type} />}
        </>
      )}
      <p>
        <Translate id="forms.alreadyRegistered.questions" values={helpdeskLinks()}>
          {'Klopt dit niet, of wilt u iets wijzigen? Mail naar {email} of bel {phone}.'}
        </Translate>
      </p>
    </section>
  );
}
