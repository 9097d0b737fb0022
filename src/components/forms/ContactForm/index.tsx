import React, { useCallback, useMemo } from 'react';
import { translate } from '@docusaurus/Translate';
import { LIMITS, contactFormSchema, emptyValues, finalFormErrors, type InitialValues } from '@site/src/domain/forms';
import FormShell from '../FormShell';
import { useFormLocale } from '../useFormLocale';
import PersonFields from '../PersonFields';
import { FieldRow, TextareaField, TextField } from '../fields';

type Values = InitialValues<'contact-form'>;

/** The contact form of /contactformulier (type 'contact-form'). */
export default function ContactForm() {
  const initialValues = useMemo(() => emptyValues('contact-form'), []);
  const locale = useFormLocale();
  const validate = useCallback((values: Values) => finalFormErrors(contactFormSchema, values, locale), [locale]);
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
        <TextField
          name="organisation"
          label={translate({ id: 'forms.field.organisation', message: 'School of organisatie' })}
          autoComplete="organization"
          maxLength={LIMITS.text}
        />
      </FieldRow>
      <TextareaField
        name="message"
        label={translate({ id: 'forms.contact.message', message: 'Uw bericht' })}
        required
        maxLength={LIMITS.message}
      />
    </FormShell>
  );
}
