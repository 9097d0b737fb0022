/** Valibot issues as the nested error object react-final-form's `validate` returns. */
import { ARRAY_ERROR, FORM_ERROR, getIn, setIn } from 'final-form';
import * as v from 'valibot';
import { formatPath, issueKeys, type PathKey } from './issues';

/** final-form's own keys; final-form is plain TypeScript (no React), so the domain may use it. */
export { ARRAY_ERROR, FORM_ERROR };

export type FormErrors = { [key: string]: unknown };

/** final-form's `setIn` (typed as returning `object`) on our error object. */
const withError = (errors: FormErrors, name: string, value: unknown) => setIn(errors, name, value) as FormErrors;

/**
 * Adds one message to the errors (final-form's immutable `setIn`); the first message per field
 * wins, a message on a parent already covers its fields, and a message about a whole list goes to
 * the list's ARRAY_ERROR.
 */
function place(errors: FormErrors, keys: readonly PathKey[], message: string, listError: boolean): FormErrors {
  if (keys.length === 0) return errors[FORM_ERROR] === undefined ? { ...errors, [FORM_ERROR]: message } : errors;
  for (let depth = 1; depth < keys.length; depth++) {
    const parent: unknown = getIn(errors, formatPath(keys.slice(0, depth)));
    if (parent !== undefined && (typeof parent !== 'object' || parent === null)) return errors;
  }
  const name = formatPath(keys);
  const current: unknown = getIn(errors, name);
  if (Array.isArray(current)) {
    if ((current as unknown as Record<string, unknown>)[ARRAY_ERROR] !== undefined) return errors;
    // setIn cannot put a named key on an array: set a copy of the list that carries it.
    return withError(errors, name, Object.assign(current.slice(), { [ARRAY_ERROR]: message }));
  }
  if (current !== undefined) return errors;
  return withError(errors, name, listError ? Object.assign([], { [ARRAY_ERROR]: message }) : message);
}

/**
 * Errors for react-final-form: `{ contacts: [{ email: '…' }], products: { Doorstroomtoets: { amount: '…' } } }`.
 * An empty object means valid. A missing list item (e.g. no contact at all) is reported on the list.
 */
export function finalFormErrors(schema: v.GenericSchema, values: unknown): FormErrors {
  const result = v.safeParse(schema, values);
  let errors: FormErrors = {};
  if (result.success) return errors;
  for (const issue of result.issues) {
    const keys = issueKeys(issue);
    const lastItem = issue.path?.[issue.path.length - 1];
    const missingItem = lastItem?.type === 'array' && lastItem.value === undefined;
    errors = place(errors, missingItem ? keys.slice(0, -1) : keys, issue.message, missingItem);
  }
  return errors;
}
