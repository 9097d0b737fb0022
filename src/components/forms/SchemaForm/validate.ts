import { ARRAY_ERROR, type ValidationErrors } from 'final-form';
import { translate } from '@docusaurus/Translate';
import { enumValues } from './enumOptions';
import { schemaTypes } from './scope';
import type { JsonSchema } from './types';

type ErrorTree = string | { [key: string]: ErrorTree | undefined } | ErrorTree[] | undefined;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const isMissing = (value: unknown) => value === undefined || value === null || value === '';

/** The renderer's message for a missing required property. */
export function requiredMessage(key: string): string {
  return translate({ id: 'forms.schema.required', message: "should have required property '{key}'" }, { key });
}

function scalarError(schema: JsonSchema, value: unknown): string | undefined {
  const allowed = enumValues(schema);
  if (allowed && !allowed.includes(String(value))) {
    return translate({ id: 'forms.schema.enum', message: 'Kies een van de mogelijkheden' });
  }
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength) {
      return translate(
        { id: 'forms.schema.minLength', message: 'Vul minimaal {count} tekens in' },
        { count: schema.minLength },
      );
    }
    if (schema.maxLength !== undefined && value.length > schema.maxLength) {
      return translate(
        { id: 'forms.schema.maxLength', message: 'Gebruik hoogstens {count} tekens' },
        { count: schema.maxLength },
      );
    }
    if (schema.format === 'email' && !EMAIL.test(value)) {
      return translate({ id: 'forms.schema.email', message: 'Vul een geldig e-mailadres in' });
    }
    if (schema.format === 'date' && !ISO_DAY.test(value)) {
      return translate({ id: 'forms.schema.date', message: 'Vul een datum in' });
    }
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) {
      return translate({ id: 'forms.schema.pattern', message: 'Dit klopt nog niet' });
    }
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) {
      return translate({ id: 'forms.schema.minimum', message: 'Vul minimaal {count} in' }, { count: schema.minimum });
    }
    if (schema.maximum !== undefined && value > schema.maximum) {
      return translate({ id: 'forms.schema.maximum', message: 'Vul hoogstens {count} in' }, { count: schema.maximum });
    }
  }
  return undefined;
}

function hasAny(tree: ErrorTree): boolean {
  if (tree === undefined) return false;
  if (typeof tree === 'string') return true;
  if (Array.isArray(tree))
    return tree.some(hasAny) || (tree as unknown as Record<string, unknown>)[ARRAY_ERROR] !== undefined;
  return Object.values(tree).some(hasAny);
}

function check(schema: JsonSchema, value: unknown): ErrorTree {
  const types = schemaTypes(schema);
  if (types.includes('object') && schema.properties) {
    const record = (value ?? {}) as Record<string, unknown>;
    const errors: Record<string, ErrorTree> = {};
    for (const [key, property] of Object.entries(schema.properties)) {
      if (isMissing(record[key])) {
        if (schema.required?.includes(key)) errors[key] = requiredMessage(key);
      } else {
        const error = check(property, record[key]);
        if (hasAny(error)) errors[key] = error;
      }
    }
    return Object.keys(errors).length ? errors : undefined;
  }
  if (types.includes('array') && Array.isArray(value)) {
    const errors: ErrorTree[] = schema.items ? value.map((item) => check(schema.items!, item)) : [];
    if (schema.minItems !== undefined && value.length < schema.minItems) {
      (errors as unknown as Record<string, string>)[ARRAY_ERROR] = translate(
        { id: 'forms.schema.minItems', message: 'Voeg er minimaal {count} toe' },
        { count: schema.minItems },
      );
    }
    return hasAny(errors) ? errors : undefined;
  }
  return scalarError(schema, value);
}

/** Validates form values against the JSON Schema, as final-form errors keyed like the fields. */
export function validateWithSchema(schema: JsonSchema, values: unknown): ValidationErrors {
  const errors = check(schema, values);
  return typeof errors === 'object' && !Array.isArray(errors) ? (errors as ValidationErrors) : {};
}
