import React, { useMemo } from 'react';
import type { ValidationErrors } from 'final-form';
import { translate } from '@docusaurus/Translate';
import FormShell from '../FormShell';
import { defaultValues } from './defaults';
import { SchemaElement } from './SchemaElement';
import { defaultUiSchema, schemaTypes } from './scope';
import type { JsonSchema, UiElement } from './types';
import { Unknown } from './Unknown';
import { validateWithSchema } from './validate';

export type { JsonSchema, UiElement, UiControl, UiLayout, ControlOptions } from './types';
export { validateWithSchema } from './validate';

type Values = Record<string, unknown>;

export type SchemaFormProps = {
  /** The JSON Schema of the values; `undefined` while it is still loading. */
  schema: JsonSchema | undefined;
  /** How to lay the controls out; default: every property one under the other. */
  uischema?: UiElement;
  label: string;
  endpoint?: string;
  type?: string;
  submitLabel?: string;
  initialValues?: Values;
  /** Extra checks on top of the schema's own (e.g. the valibot schema the server uses). */
  validate?: (values: Values) => ValidationErrors;
};

/** A form rendered from a JSON Schema and a UI schema with the kit's controls, sent through FormShell. */
export default function SchemaForm({ schema, uischema, initialValues, validate, ...shell }: SchemaFormProps) {
  const start = useMemo(
    () => ({ ...(schema ? defaultValues(schema) : {}), ...initialValues }),
    [schema, initialValues],
  );
  const layout = useMemo(() => uischema ?? (schema ? defaultUiSchema(schema) : undefined), [schema, uischema]);
  const check = useMemo(
    () => (values: Values) => ({ ...validate?.(values), ...(schema ? validateWithSchema(schema, values) : {}) }),
    [schema, validate],
  );

  if (!schema || !layout) {
    return <p role="status">{translate({ id: 'forms.schema.loading', message: 'Loading...' })}</p>;
  }
  if (!schemaTypes(schema).includes('object')) return <Unknown type="renderer" />;
  return (
    <FormShell<Values> {...shell} initialValues={start} validate={check}>
      <SchemaElement root={schema} element={layout} />
    </FormShell>
  );
}
