import React from 'react';
import FormPage from '@site/src/components/forms/FormPage';
import { FORM_PAGES } from '@site/src/components/forms/FormPage/pages';
import HelpdeskRequestForm from '@site/src/components/forms/HelpdeskRequestForm/island';

/** /help/aanvraag: a helpdesk request on the form kit, sent to /api/send. */
export default function HelpdeskRequestPage() {
  return (
    <FormPage {...FORM_PAGES.helpRequest()}>
      <HelpdeskRequestForm />
    </FormPage>
  );
}
