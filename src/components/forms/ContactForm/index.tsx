import React, { useMemo } from 'react';
import { translate } from '@docusaurus/Translate';
import { LIMITS, contactFormSchema, emptyValues, finalFormErrors, type InitialValues } from '@site/src/domain/forms';
import FormShell from '../FormShell';
import { EmailField, TextareaField, TextField } from '../fields';
import styles from './styles.module.css';

type Values = InitialValues<'contact-form'>;

const validate = (values: Values) => finalFormErrors(contactFormSchema, values);

/** The contact form of /contactformulier (type 'contact-form'). */
export default function ContactForm() {
  const initialValues = useMemo(() => emptyValues('contact-form'), []);
  return (
    <FormShell<Values>
      type="contact-form"
      label={translate({ id: 'forms.contact.label', message: 'Contactformulier' })}
      initialValues={initialValues}
      validate={validate}
    >
      <div className={styles.row}>
        <TextField
          name="first_name"
          label={translate({ id: 'forms.field.first_name', message: 'Voornaam' })}
          required
          autoComplete="given-name"
          maxLength={LIMITS.name}
        />
        <TextField
          name="last_name"
          label={translate({ id: 'forms.field.last_name', message: 'Achternaam' })}
          required
          autoComplete="family-name"
          maxLength={LIMITS.name}
        />
      </div>
      <EmailField name="email" label={translate({ id: 'forms.field.email', message: 'E-mail' })} required />
      <div className={styles.row}>
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
      </div>
      <TextareaField
        name="message"
        label={translate({ id: 'forms.contact.message', message: 'Uw bericht' })}
        required
        maxLength={LIMITS.message}
      />
    </FormShell>
  );
}
