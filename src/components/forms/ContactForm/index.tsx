import React, { useMemo } from 'react';
import { translate } from '@docusaurus/Translate';
import { LIMITS, contactFormSchema, emptyValues, type InitialValues } from '@site/src/domain/forms';
import FormShell from '../FormShell';
import { useSchemaValidation } from '../useFormLocale';
import PersonFields from '../PersonFields';
import { FieldRow, TextField } from '../fields';
import { MessageField, OrganisationField } from '../TextFields';

type Values = InitialValues<'contact-form'>;

/** The contact form of /contactformulier (type 'contact-form'). */
export default function ContactForm() {
  const initialValues = useMemo(() => emptyValues('contact-form'), []);
  const validate = useSchemaValidation<Values>(contactFormSchema);
  return (
    <FormShell<Values>
      type="contact-form"
      label={translate({ id: 'forms.contact.label', message: 'Contactformulier' })}
      initialValues={initialValues}
      validate={validate}
    >
      <PersonFields />
      <FieldRow>
        <TextField
          name="phone"
          type="tel"
          label={translate({ id: 'forms.field.phone', message: 'Telefoonnummer' })}
          autoComplete="tel"
          maxLength={LIMITS.phone}
        />
        <OrganisationField
          name="organisation"
          label={translate({ id: 'forms.field.organisation', message: 'School of organisatie' })}
        />
      </FieldRow>
      <MessageField name="message" label={translate({ id: 'forms.contact.message', message: 'Uw bericht' })} />
    </FormShell>
  );
}
