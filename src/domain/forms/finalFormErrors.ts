/** Valibot issues as the nested error object react-final-form's `validate` returns. */
import * as v from 'valibot';
import { DEFAULT_LOCALE, type Locale } from '../locale';
import { issueKeys, type PathKey } from './issues';

/** final-form's own keys (its ARRAY_ERROR and FORM_ERROR), repeated so the domain stays free of it. */
export const ARRAY_ERROR = 'FINAL_FORM/array-error';
export const FORM_ERROR = 'FINAL_FORM/form-error';

export type FormErrors = { [key: string]: unknown };
type Node = { [key: string | number]: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/**
 * The first message per field wins; a message about a whole list goes to the list's ARRAY_ERROR.
 * Not final-form's setIn: it reads a contact's product-id key ('7544') as an array index and turns
 * the contact's errors into an array of 7545 entries (see the test).
 */
function place(errors: FormErrors, keys: readonly PathKey[], message: string, listError: boolean): void {
  if (keys.length === 0) {
    errors[FORM_ERROR] ??= message;
    return;
  }
  let node: Node = errors;
  for (let index = 0; index < keys.length - 1; index++) {
    const key = keys[index];
    const next = node[key];
    if (next === undefined) node[key] = typeof keys[index + 1] === 'number' ? [] : {};
    else if (!isNode(next)) return; // a message on the parent already covers this field
    node = node[key] as Node;
  }
  const last = keys[keys.length - 1];
  const current = node[last];
  if (listError) {
    if (current === undefined) node[last] = Object.assign([], { [ARRAY_ERROR]: message });
    else if (Array.isArray(current)) (current as unknown as Node)[ARRAY_ERROR] ??= message;
  } else if (current === undefined) node[last] = message;
  else if (Array.isArray(current)) (current as unknown as Node)[ARRAY_ERROR] ??= message;
}

/**
 * Errors for react-final-form: `{ contacts: [{ email: '…' }], products: { Doorstroomtoets: { amount: '…' } } }`.
 * An empty object means valid. A missing list item (e.g. no contact at all) is reported on the list.
 * The messages are in `locale` (the page's), Dutch by default.
 */
export function finalFormErrors(schema: v.GenericSchema, values: unknown, locale: Locale = DEFAULT_LOCALE): FormErrors {
  const result = v.safeParse(schema, values, { lang: locale });
  const errors: FormErrors = {};
  if (result.success) return errors;
  for (const issue of result.issues) {
    const keys = issueKeys(issue);
    const lastItem = issue.path?.[issue.path.length - 1];
    const missingItem = lastItem?.type === 'array' && lastItem.value === undefined;
    place(errors, missingItem ? keys.slice(0, -1) : keys, issue.message, missingItem);
  }
  return errors;
}
