import React from 'react';
import FormPage from '@site/src/components/forms/FormPage';
import { FORM_PAGES } from '@site/src/components/forms/FormPage/pages';
import SubscriptionTopics from '@site/src/components/forms/NewsletterLinks/SubscriptionTopics';

/** /nieuwsbrief/onderwerpen?token=…: "Uw onderwerpen", behind the button of the newsletter's mails. Not for search engines. */
export default function NewsletterTopicsPage() {
  return (
    <FormPage {...FORM_PAGES.newsletterTopics()}>
      <SubscriptionTopics />
    </FormPage>
  );
}
