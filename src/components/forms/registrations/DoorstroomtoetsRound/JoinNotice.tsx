import React from 'react';
import Translate from '@docusaurus/Translate';
import styles from '../AlreadyRegistered/styles.module.css';

/**
 * Above the form when the chosen school has an open pre-registration a colleague made (a trusted
 * holder, by its domain): sending the form adds the sender to it as a contact, no second registration.
 */
export default function JoinNotice({ domain }: { domain: string }) {
  const at = <strong>@{domain}</strong>;
  return (
    <section className={styles.notice} role="status" aria-labelledby="join-pre-registration-title">
      <h2 id="join-pre-registration-title" className={styles.title}>
        <Translate id="forms.joinPreRegistration.title">Deze school is al vooraangemeld</Translate>
      </h2>
      <p>
        <Translate id="forms.joinPreRegistration.text" values={{ domain: at }}>
          {
            'Iemand met een e-mailadres op {domain} heeft de school al vooraangemeld. Werkt u op deze school en vult u hieronder uw eigen e-mailadres op {domain} in? Dan wordt u contactpersoon van die vooraanmelding, zodat er één aanmelding blijft. U krijgt een e-mail met uw eigen link, waarmee u de aanmelding bekijkt en afrondt.'
          }
        </Translate>
      </p>
      <p>
        <Translate id="forms.joinPreRegistration.own">
          Hebt u de school zelf vooraangemeld? Rond de aanmelding dan af met de knop in uw bevestigingsmail.
        </Translate>
      </p>
    </section>
  );
}
