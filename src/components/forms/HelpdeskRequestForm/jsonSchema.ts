import { toJsonSchema } from '@valibot/to-json-schema';
import { helpdeskRequestSchema } from '@site/src/domain/forms';
import type { JsonSchema } from '../SchemaForm';

/**
 * The helpdesk request's JSON Schema, derived from the valibot schema the server checks with, so the
 * two cannot drift. Rules JSON Schema cannot say (trimming, custom checks) are left out here; the form
 * still runs the valibot schema itself.
 */
export function helpdeskJsonSchema(): JsonSchema {
  return toJsonSchema(helpdeskRequestSchema, { errorMode: 'ignore' }) as JsonSchema;
}
