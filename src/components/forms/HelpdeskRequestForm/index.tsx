import React, { useMemo } from 'react';
import { translate } from '@docusaurus/Translate';
import { API_PATHS } from '@site/src/domain/api';
import { LIMITS, emptyHelpdeskRequest, helpdeskRequestSchema, type HelpdeskRequestInput } from '@site/src/domain/forms';
import FormShell from '../FormShell';
import { useSchemaValidation } from '../useFormLocale';
import { EmailField, FieldRow, SelectField, TextField } from '../fields';
import { MessageField, OrganisationField } from '../TextFields';
import { categoryOptions, productOptions } from './options';
import { StepsList } from './StepsList';

export const SEND_ENDPOINT = API_PATHS.send;

type Values = Partial<HelpdeskRequestInput>;

/** The helpdesk request of /help/aanvraag, on the form kit; posted to /api/send (no form type). */
export default function HelpdeskRequestForm() {
  const initialValues = useMemo(() => emptyHelpdeskRequest(), []);
  const validate = useSchemaValidation<Values>(helpdeskRequestSchema);
  return (
    <FormShell<Values>
      endpoint={SEND_ENDPOINT}
      label={translate({ id: 'forms.helpdesk.label', message: 'Helpdeskaanvraag' })}
      initialValues={initialValues}
      validate={validate}
    >
      <FieldRow>
        <TextField
          name="name"
          label={translate({ id: 'forms.helpdesk.name', message: 'Naam' })}
          required
          autoComplete="name"
          maxLength={LIMITS.name}
        />
        <EmailField
          name="email"
          label={translate({ id: 'forms.field.email', message: 'E-mail' })}
          required
          autoComplete="email"
        />
      </FieldRow>
      <OrganisationField
        name="school_or_company"
        label={translate({ id: 'forms.helpdesk.school_or_company', message: 'School of bedrijf' })}
        required
      />
      <FieldRow>
        <SelectField
          name="category"
          label={translate({ id: 'forms.helpdesk.category', message: 'Waar gaat uw aanvraag over?' })}
          required
          options={categoryOptions()}
        />
        <SelectField
          name="product"
          label={translate({ id: 'forms.helpdesk.product', message: 'Product' })}
          required
          options={productOptions()}
        />
      </FieldRow>
      <MessageField
        name="description"
        label={translate({ id: 'forms.helpdesk.description', message: 'Omschrijving' })}
      />
      <StepsList />
    </FormShell>
  );
}
