import type { JsonSchema, UiElement } from './types';

export type ResolvedScope = {
  /** final-form field name, e.g. `contact.email`. */
  name: string;
  /** The property's own key (the last step). */
  key: string;
  schema: JsonSchema | undefined;
  /** Whether its parent object lists it as required. */
  required: boolean;
};

/** Resolves a UI-schema scope (`#/properties/a/properties/b`) to the field it stands for. */
export function resolveScope(root: JsonSchema, scope: string): ResolvedScope {
  const steps = scope.replace(/^#\/?/, '').split('/').filter(Boolean);
  let schema: JsonSchema | undefined = root;
  let parent: JsonSchema | undefined;
  const keys: string[] = [];
  for (let index = 0; index < steps.length; index += 2) {
    const key = decodeURIComponent(steps[index + 1] ?? '');
    if (steps[index] !== 'properties' || !key) return { name: keys.join('.'), key, schema: undefined, required: false };
    parent = schema;
    schema = schema?.properties?.[key];
    keys.push(key);
  }
  const key = keys[keys.length - 1] ?? '';
  return { name: keys.join('.'), key, schema, required: Boolean(parent?.required?.includes(key)) };
}

/** A readable label from a property key when neither the UI schema nor the schema gives one. */
export function labelFromKey(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The UI schema used when none is given: every property of the object, one under the other. */
export function defaultUiSchema(schema: JsonSchema): UiElement {
  return {
    type: 'VerticalLayout',
    elements: Object.keys(schema.properties ?? {}).map((key) => ({
      type: 'Control' as const,
      scope: `#/properties/${encodeURIComponent(key)}`,
    })),
  };
}

export function schemaTypes(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.enum) return [...new Set(schema.enum.map((value) => typeof value))];
  return [];
}
