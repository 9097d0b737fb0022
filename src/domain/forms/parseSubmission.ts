/** The server's entry point: `{ type, …values }` in, a typed submission or a Dutch reason out. */
import * as v from 'valibot';
import { issueSentence, summarize, type IssueSummary } from './issues';
import { formSchema, isFormType, type Submission } from './definitions';

export type ParseResult =
  { success: true; output: Submission } | { success: false; message: string; issues: IssueSummary[] };

function failure(issues: IssueSummary[]): ParseResult {
  return { success: false, message: issueSentence(issues), issues };
}

export function parseSubmission(input: unknown): ParseResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return failure([{ path: '', message: 'Het verzoek moet een JSON-object zijn.' }]);
  }
  const { type, ...values } = input as Record<string, unknown>;
  if (!isFormType(type)) {
    const message = type === undefined ? 'Het formuliertype ontbreekt.' : 'Het formuliertype is onbekend.';
    return failure([{ path: 'type', message }]);
  }
  const result = v.safeParse(formSchema(type), values);
  if (!result.success) return failure(summarize(result.issues));
  return { success: true, output: { type, ...result.output } as Submission };
}
