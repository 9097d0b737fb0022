import React from 'react';
import FormPage from '@site/src/components/forms/FormPage';
import { FORM_PAGES } from '@site/src/components/forms/FormPage/pages';
import MyRegistration from '@site/src/components/forms/MyRegistration';

/** /formulier/mijn-aanmelding?token=…: a registration's own page behind a contact's personal link. Not for search engines. */
export default function MyRegistrationPage() {
  return (
    <FormPage {...FORM_PAGES.myRegistration()}>
      <MyRegistration />
    </FormPage>
  );
}
