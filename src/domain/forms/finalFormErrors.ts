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
  const last = keys.at(-1);
  if (last === undefined) {
    errors[FORM_ERROR] ??= message;
    return;
  }
  let node: Node = errors;
  for (const [index, key] of keys.slice(0, -1).entries()) {
    const next = node[key];
    if (next === undefined) node[key] = typeof keys[index + 1] === 'number' ? [] : {};
    else if (!isNode(next)) return; // a message on the parent already covers this field
    node = node[key] as Node;
  }
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

/** 'contacts[0].job_title' → ['contacts', 0, 'job_title']: only a bracketed index is a number ('contacts[0].7544' keeps its key). */
export function pathKeys(path: string): PathKey[] {
  return path
    .split('.')
    .flatMap((part) => part.split(/(?=\[)/))
    .map((part) => (/^\[\d+\]$/.test(part) ? Number(part.slice(1, -1)) : part))
    .filter((part) => part !== '');
}

/**
 * Adds the problems a schema cannot know (the day's first dates, what only a new submission must
 * choose) to final-form's errors, each on its field. `replace`: its message wins over the schema's
 * on the same field (the day knows the range the field shows; the schema only the window).
 */
export function withProblems(
  errors: FormErrors,
  problems: readonly { path: string; message: string }[],
  { replace = false } = {},
): FormErrors {
  for (const problem of problems) {
    const keys = pathKeys(problem.path);
    if (replace) clear(errors, keys);
    place(errors, keys, problem.message, false);
  }
  return errors;
}

/** Takes a field's message away, so another can take its place. */
function clear(errors: FormErrors, keys: readonly PathKey[]): void {
  let node: Node | undefined = errors;
  for (const key of keys.slice(0, -1)) {
    const next: unknown = node[key];
    if (!isNode(next)) return;
    node = next;
  }
  const last = keys[keys.length - 1];
  if (last !== undefined && typeof node[last] === 'string') delete node[last];
}
