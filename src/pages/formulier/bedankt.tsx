import React from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import FormPage from '@site/src/components/forms/FormPage';
import ThankYouDetails from '@site/src/components/forms/ThankYouDetails';
import { helpdeskLinks } from '@site/src/components/HelpdeskLinks';

/** /formulier/bedankt: where a registration's 307 answer sends the browser. */
export default function ThankYouPage() {
  return (
    <FormPage
      keywords={['AMN', 'aanmelding', 'bevestiging']}
      image="/img/content/onderwijs/social/doorstroomtoets.png"
      noIndex
      title={translate({ id: 'thankYou.title', message: 'Bedankt voor uw aanmelding' })}
      description={translate({ id: 'thankYou.description', message: 'Uw aanmelding is ontvangen.' })}
    >
      <ThankYouDetails />
      <p>
        <Translate id="thankYou.questions" values={helpdeskLinks()}>
          {'Heeft u vragen over uw aanmelding? Mail naar {email} of bel {phone}.'}
        </Translate>
      </p>
      <p>
        <Link className="button button--primary" to="/">
          <Translate id="thankYou.home">Naar de homepage</Translate>
        </Link>
      </p>
    </FormPage>
  );
}
