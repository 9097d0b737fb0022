import React from 'react';
import { translate } from '@docusaurus/Translate';
import FormPage from '@site/src/components/forms/FormPage';
import ConfirmSubscription from '@site/src/components/forms/NewsletterLinks/ConfirmSubscription';

/** /nieuwsbrief/bevestigen?token=…: where the confirmation mail's link leads. Not for search engines. */
export default function ConfirmNewsletterPage() {
  return (
    <FormPage
      noIndex
      keywords={['AMN', 'nieuwsbrief']}
      image="/img/icons/nieuws.svg"
      title={translate({ id: 'newsletter.confirm.title', message: 'Aanmelding voor de nieuwsbrief bevestigen' })}
      description={translate({
        id: 'newsletter.confirm.description',
        message: 'Bevestig uw aanmelding voor de nieuwsbrief van AMN.',
      })}
    >
      <ConfirmSubscription />
    </FormPage>
  );
}
