import React from 'react';
import FormPage from '@site/src/components/forms/FormPage';
import { FORM_PAGES } from '@site/src/components/forms/FormPage/pages';
import TrainingForm from '@site/src/components/forms/TrainingForm/island';

/** /trainingen/aanmelden: sign up for a training; links prefill it with ?training= and ?datum=. */
export default function TrainingSignUpPage() {
  return (
    <FormPage {...FORM_PAGES.trainingSignUp()}>
      <TrainingForm />
    </FormPage>
  );
}
