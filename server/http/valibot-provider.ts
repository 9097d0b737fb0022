import type {
  FastifyInstance,
  FastifySchemaCompiler,
  FastifySchemaValidationError,
  FastifyTypeProvider,
} from 'fastify';
import * as v from 'valibot';

/**
 * Fastify's type provider for valibot (none is published for Fastify 5): a route's
 * `schema: { body, querystring, params }` given valibot schemas types its handler's request with
 * each schema's output. Response schemas stay JSON Schema, serialized by fast-json-stringify, so
 * they give no reply type (server/README.md, "Plugins, services and validation").
 */
export interface ValibotTypeProvider extends FastifyTypeProvider {
  readonly validator: this['schema'] extends v.GenericSchema ? v.InferOutput<this['schema']> : unknown;
  readonly serializer: this['schema'] extends v.GenericSchema ? v.InferInput<this['schema']> : unknown;
}

const isValibotSchema = (schema: unknown): schema is v.GenericSchema =>
  typeof schema === 'object' && schema !== null && 'kind' in schema && schema.kind === 'schema' && '~run' in schema;

/** Valibot's issues in the shape Fastify keeps on `error.validation` (the logs name the field). */
function validationErrors(issues: readonly v.BaseIssue<unknown>[]): FastifySchemaValidationError[] {
  return issues.map((issue) => ({
    keyword: issue.type,
    instancePath: `/${(issue.path ?? []).map((item) => String(item.key)).join('/')}`,
    schemaPath: '',
    params: {},
    message: issue.message,
  }));
}

/**
 * Runs the route's valibot schema on the request part: its output replaces the part (a transform's
 * numbers, an object's known keys); a failure is a 400 with `error.validation`, which the error
 * handler answers with the same short text as every bad request.
 */
export const valibotValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url, httpPart }) => {
  if (!isValibotSchema(schema)) {
    throw new Error(`${method} ${url}: the ${httpPart ?? 'request'} schema is not a valibot schema.`);
  }
  return (data: unknown) => {
    const result = v.safeParse(schema, data);
    if (result.success) return { value: result.output };
    const error = Object.assign(new Error(v.summarize(result.issues)), {
      statusCode: 400,
      validation: validationErrors(result.issues),
    });
    return { error };
  };
};

/**
 * A route plugin's instance with valibot as its schema language: its routes validate with valibot
 * and their handlers are typed by it. Set per plugin, so a plugin works wherever it is registered.
 */
export function withValibot(app: FastifyInstance) {
  app.setValidatorCompiler(valibotValidatorCompiler);
  return app.withTypeProvider<ValibotTypeProvider>();
}
