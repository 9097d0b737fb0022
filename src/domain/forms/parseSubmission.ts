/**
 * The server's entry point: `{ type, …values }` in, a typed submission or a reason out, in the locale
 * of the page that posted (Dutch by default).
 */
import * as v from 'valibot';
import { DEFAULT_LOCALE, type Locale } from '../locale';
import type { RegistrationRound } from '../rounds';
import { issueSentence, summarize, type IssueSummary } from './issues';
import { formSchema, isFormType, type Submission } from './definitions';
import { formTexts } from './texts';

export type ParseResult =
  { success: true; output: Submission } | { success: false; message: string; issues: IssueSummary[] };

/** More top-level fields than any form has (a dozen): such a body is refused before it is copied. */
export const MAX_FIELDS = 64;

/** Counts keys only up to `max`: thousands of keys are not walked. */
export function hasMoreKeysThan(input: object, max: number): boolean {
  let count = 0;
  for (const key in input) {
    if (Object.prototype.hasOwnProperty.call(input, key) && ++count > max) return true;
  }
  return false;
}

/** `round`: the round a form without a year is checked against (default: today's). */
export function parseSubmission(
  input: unknown,
  locale: Locale = DEFAULT_LOCALE,
  round?: RegistrationRound,
): ParseResult {
  const texts = formTexts(locale);
  const failure = (issues: IssueSummary[]): ParseResult => ({
    success: false,
    message: issueSentence(issues, locale),
    issues,
  });
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return failure([{ path: '', message: texts.notAnObject }]);
  }
  if (hasMoreKeysThan(input, MAX_FIELDS)) return failure([{ path: '', message: texts.tooManyFields }]);
  const { type, ...values } = input as Record<string, unknown>;
  if (!isFormType(type)) {
    return failure([{ path: 'type', message: type === undefined ? texts.typeMissing : texts.typeUnknown }]);
  }
  const result = v.safeParse(formSchema(type, round), values, { lang: locale });
  if (!result.success) return failure(summarize(result.issues));
  return { success: true, output: { type, ...result.output } as Submission };
}
