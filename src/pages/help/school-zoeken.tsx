import React from 'react';
import FormPage from '@site/src/components/forms/FormPage';
import { FORM_PAGES } from '@site/src/components/forms/FormPage/pages';
import SchoolLookup from '@site/src/components/forms/SchoolLookup';

/** /help/school-zoeken: the school finder on its own, to look up a school's BRIN and branch number. */
export default function SchoolLookupPage() {
  return (
    <FormPage {...FORM_PAGES.schoolLookup()}>
      <SchoolLookup />
    </FormPage>
  );
}
