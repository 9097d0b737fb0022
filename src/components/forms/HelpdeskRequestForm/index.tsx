import React, { useCallback, useMemo } from 'react';
import { translate } from '@docusaurus/Translate';
import { API_PATHS } from '@site/src/domain/api';
import { emptyHelpdeskRequest, finalFormErrors, helpdeskRequestSchema } from '@site/src/domain/forms';
import SchemaForm, { type JsonSchema } from '../SchemaForm';
import { useFormLocale } from '../useFormLocale';
import { helpdeskUiSchema } from './uiSchema';
import helpdeskJsonSchema from './jsonSchema.json';

export const SEND_ENDPOINT = API_PATHS.send;

/** The helpdesk request of /help/aanvraag: rendered from a JSON Schema, posted to /api/send. */
export default function HelpdeskRequestForm() {
  // Derived from the valibot schema when the code is written (jsonSchema.ts; a test keeps the two
  // equal), so the form is in the page the server sends and the converter in no page's script.
  const schema = helpdeskJsonSchema as JsonSchema;
  const uischema = helpdeskUiSchema();
  const initialValues = useMemo(() => emptyHelpdeskRequest(), []);
  const locale = useFormLocale();
  const validate = useCallback(
    (values: Record<string, unknown>) => finalFormErrors(helpdeskRequestSchema, values, locale),
    [locale],
  );
  return (
    <SchemaForm
      schema={schema}
      uischema={uischema}
      endpoint={SEND_ENDPOINT}
      label={translate({ id: 'forms.helpdesk.label', message: 'Helpdeskaanvraag' })}
      initialValues={initialValues}
      validate={validate}
    />
  );
}
