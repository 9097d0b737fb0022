import React from 'react';
import Translate from '@docusaurus/Translate';

/** Which subscription the page is about: the address the link was mailed to. */
export function SubscribedAddress({ email }: { email: string }) {
  return (
    <p>
      <Translate id="newsletter.topics.address" values={{ email: <strong>{email}</strong> }}>
        {'Uw aanmelding voor de nieuwsbrief van AMN op {email}.'}
      </Translate>
    </p>
  );
}
