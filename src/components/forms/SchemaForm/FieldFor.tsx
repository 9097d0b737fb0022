import React from 'react';
import {
  CheckboxField,
  DateField,
  EmailField,
  NumberField,
  RadioGroupField,
  SelectField,
  TextareaField,
  TextField,
  type Option,
} from '../fields';
import { ArrayTable } from './ArrayTable';
import { ObjectGroup } from './ObjectGroup';
import { enumOptions, enumValues } from './enumOptions';
import { schemaTypes } from './scope';
import type { ControlOptions, JsonSchema } from './types';
import { Unknown } from './Unknown';

export type FieldForProps = {
  schema: JsonSchema;
  name: string;
  label: string;
  required: boolean;
  options?: ControlOptions;
  /** Inside an array table: a primitive control with a hidden label, or 'No applicable cell found.' */
  cell?: boolean;
};

/** Picks the kit control for a property schema (the renderer's testers, in order of precedence). */
export function FieldFor({ schema, name, label, required, options, cell = false }: FieldForProps) {
  const types = schemaTypes(schema);
  const common = { name, label, required, hint: options?.hint, hideLabel: cell };

  if (enumValues(schema)) {
    const choices = enumOptions(schema, options);
    if (options?.format === 'radio' && !options.groups) {
      return <RadioGroupField {...common} options={choices as Option[]} />;
    }
    return <SelectField {...common} options={choices} placeholder={options?.placeholder} />;
  }
  if (types.includes('boolean')) return <CheckboxField {...common} />;
  if (types.includes('integer') || types.includes('number')) {
    const step = types.includes('integer') ? 1 : 'any';
    return <NumberField {...common} min={schema.minimum} max={schema.maximum} step={step} />;
  }
  if (types.includes('string')) {
    if (schema.format === 'email') return <EmailField {...common} maxLength={schema.maxLength} />;
    if (schema.format === 'date') return <DateField {...common} />;
    if (options?.multi) return <TextareaField {...common} maxLength={schema.maxLength} />;
    return <TextField {...common} maxLength={schema.maxLength} />;
  }
  if (!cell && types.includes('array') && schema.items?.properties) {
    return <ArrayTable {...common} schema={schema} options={options} />;
  }
  if (!cell && types.includes('object') && schema.properties) {
    return <ObjectGroup name={name} label={label} schema={schema} />;
  }
  return <Unknown type={cell ? 'cell' : 'renderer'} />;
}
