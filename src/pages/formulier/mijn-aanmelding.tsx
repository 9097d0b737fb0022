import React from 'react';
import { translate } from '@docusaurus/Translate';
import FormPage from '@site/src/components/forms/FormPage';
import MyRegistration from '@site/src/components/forms/MyRegistration';

/** /formulier/mijn-aanmelding?token=…: a registration's own page behind a contact's personal link. Not for search engines. */
export default function MyRegistrationPage() {
  return (
    <FormPage
      noIndex
      keywords={['AMN', 'aanmelding', 'wijzigen']}
      image="/img/icons/school.svg"
      title={translate({ id: 'myRegistration.title', message: 'Mijn aanmelding' })}
      description={translate({
        id: 'myRegistration.description',
        message: 'Bekijk de aanmelding van uw school, wijzig hem of trek hem in.',
      })}
    >
      <MyRegistration />
    </FormPage>
  );
}
