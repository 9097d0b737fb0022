import React from 'react';
import Translate from '@docusaurus/Translate';
import type { RegistrationOfSchool } from './check';

/** Who holds the school's place, as far as it may be told. */
export type PlaceHolderShown = Pick<RegistrationOfSchool, 'heldBy' | 'registeredBy'>;

/**
 * The line that says who registered the school: a trusted holder by its contacts' domain (never an
 * address); a holder the helpdesk still checks, or one that has not confirmed its address, only as
 * such, since their domain would mislead the school (a typed address on its own domain) or tell a
 * stranger who chose us.
 */
export default function HeldBy({ holder }: { holder: PlaceHolderShown }) {
  if (holder.heldBy === 'outside-domain') {
    return (
      <p>
        <Translate id="forms.alreadyRegistered.byOutsider">
          De school is aangemeld door iemand buiten het domein van de school.
        </Translate>
      </p>
    );
  }
  if (holder.heldBy === 'unconfirmed') {
    return (
      <p>
        <Translate id="forms.alreadyRegistered.byUnconfirmed">
          De school is aangemeld door iemand die het e-mailadres nog niet heeft bevestigd.
        </Translate>
      </p>
    );
  }
  if (!holder.registeredBy) return null;
  return (
    <p>
      <Translate id="forms.alreadyRegistered.by" values={{ domain: <strong>@{holder.registeredBy}</strong> }}>
        {'De school is aangemeld door iemand met een e-mailadres op {domain}.'}
      </Translate>
    </p>
  );
}
