import React from 'react';
import FormPage from '@site/src/components/forms/FormPage';
import { FORM_PAGES } from '@site/src/components/forms/FormPage/pages';
import ManageSubscription from '@site/src/components/forms/NewsletterLinks/ManageSubscription';

/** /nieuwsbrief/afmelden?token=…: the visible unsubscribe link of every newsletter mail. Not for search engines. */
export default function ManageNewsletterPage() {
  return (
    <FormPage {...FORM_PAGES.newsletterManage()}>
      <ManageSubscription />
    </FormPage>
  );
}
