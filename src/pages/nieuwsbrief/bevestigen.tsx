import React from 'react';
import FormPage from '@site/src/components/forms/FormPage';
import { FORM_PAGES } from '@site/src/components/forms/FormPage/pages';
import ConfirmSubscription from '@site/src/components/forms/NewsletterLinks/ConfirmSubscription';

/** /nieuwsbrief/bevestigen?token=…: where the confirmation mail's link leads. Not for search engines. */
export default function ConfirmNewsletterPage() {
  return (
    <FormPage {...FORM_PAGES.newsletterConfirm()}>
      <ConfirmSubscription />
    </FormPage>
  );
}
