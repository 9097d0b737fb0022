import React from 'react';
import { translate } from '@docusaurus/Translate';
import FormPage from '@site/src/components/forms/FormPage';
import TrainingForm from '@site/src/components/forms/TrainingForm';

/** /trainingen/aanmelden: sign up for a training; links prefill it with ?training= and ?datum=. */
export default function TrainingSignUpPage() {
  return (
    <FormPage
      keywords={['AMN', 'training', 'aanmelden', 'interpretatietraining', 'casusbespreking']}
      image="/img/content/trainingen/social/trainingen.png"
      title={translate({ id: 'trainingSignUp.title', message: 'Aanmelden voor een training' })}
      description={translate({
        id: 'trainingSignUp.description',
        message: 'Meld u of uw team aan voor een training van AMN.',
      })}
      introduction={translate({
        id: 'trainingSignUp.introduction',
        message:
          'Kies de training en de datum, vul uw gegevens in en verstuur het formulier. U ontvangt een bevestiging per e-mail.',
      })}
    >
      <TrainingForm />
    </FormPage>
  );
}
