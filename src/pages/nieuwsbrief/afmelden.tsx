import React from 'react';
import { translate } from '@docusaurus/Translate';
import FormPage from '@site/src/components/forms/FormPage';
import ManageSubscription from '@site/src/components/forms/NewsletterLinks/ManageSubscription';

/** /nieuwsbrief/afmelden?token=…: the visible unsubscribe link of every newsletter mail. Not for search engines. */
export default function ManageNewsletterPage() {
  return (
    <FormPage
      noIndex
      keywords={['AMN', 'nieuwsbrief', 'afmelden']}
      image="/img/icons/nieuws.svg"
      title={translate({ id: 'newsletter.manage.title', message: 'Afmelden voor de nieuwsbrief' })}
      description={translate({
        id: 'newsletter.manage.description',
        message: 'Meld u af voor de nieuwsbrief van AMN of kies andere onderwerpen.',
      })}
    >
      <ManageSubscription />
    </FormPage>
  );
}
