import { schemaTypes } from './scope';
import type { JsonSchema } from './types';

/** Initial values from a schema: its defaults, false for booleans, empty lists for arrays. */
export function defaultValues(schema: JsonSchema): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const types = schemaTypes(property);
    if (property.default !== undefined) values[key] = property.default;
    else if (types.includes('boolean')) values[key] = false;
    else if (types.includes('array')) values[key] = [];
    else if (types.includes('object') && property.properties) values[key] = defaultValues(property);
  }
  return values;
}
