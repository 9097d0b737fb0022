import React, { useCallback, useEffect, useMemo, useState } from 'react';
import { translate } from '@docusaurus/Translate';
import { API_PATHS } from '@site/src/domain/api';
import { emptyHelpdeskRequest, finalFormErrors, helpdeskRequestSchema } from '@site/src/domain/forms';
import SchemaForm, { type JsonSchema } from '../SchemaForm';
import { useFormLocale } from '../useFormLocale';
import { helpdeskUiSchema } from './uiSchema';

export const SEND_ENDPOINT = API_PATHS.send;

/** The JSON Schema arrives in its own chunk (the converter stays out of the page's first load). */
function useHelpdeskSchema(): JsonSchema | undefined {
  const [schema, setSchema] = useState<JsonSchema>();
  useEffect(() => {
    let live = true;
    void import('./jsonSchema').then(({ helpdeskJsonSchema }) => {
      if (live) setSchema(helpdeskJsonSchema());
    });
    return () => {
      live = false;
    };
  }, []);
  return schema;
}

/** The helpdesk request of /help/aanvraag: rendered from a JSON Schema, posted to /api/send. */
export default function HelpdeskRequestForm() {
  const schema = useHelpdeskSchema();
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
