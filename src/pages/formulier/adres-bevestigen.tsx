import React from 'react';
import FormPage from '@site/src/components/forms/FormPage';
import { FORM_PAGES } from '@site/src/components/forms/FormPage/pages';
import MailboxProof from '@site/src/components/forms/MailboxProof';

/** /formulier/adres-bevestigen?token=…: where the neutral "bevestig het adres" mail's link leads. Not for search engines. */
export default function MailboxConfirmPage() {
  return (
    <FormPage {...FORM_PAGES.mailboxConfirm()}>
      <MailboxProof />
    </FormPage>
  );
}
