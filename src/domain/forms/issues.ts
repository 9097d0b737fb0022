/** Turning valibot issues into paths and sentences (Dutch, or the locale asked for). */
import type * as v from 'valibot';
import { DEFAULT_LOCALE, type Locale } from '../locale';
import { formTexts } from './texts';

export type PathKey = string | number;
export type IssueSummary = { path: string; message: string };

/** The keys of an issue's path: ['contacts', 0, 'email']. */
export function issueKeys(issue: v.BaseIssue<unknown>): PathKey[] {
  return (issue.path ?? []).map((item) => (typeof item.key === 'number' ? item.key : String(item.key)));
}

/** ['contacts', 0, 'email'] → 'contacts[0].email' (the field name react-final-form uses). */
export function formatPath(keys: readonly PathKey[]): string {
  return keys.reduce<string>(
    (path, key) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key),
    '',
  );
}

export function summarize(issues: readonly v.BaseIssue<unknown>[]): IssueSummary[] {
  return issues.map((issue) => ({ path: formatPath(issueKeys(issue)), message: issue.message }));
}

/** One sentence: the first problem, its field, and how many more there are. */
export function issueSentence(issues: readonly IssueSummary[], locale: Locale = DEFAULT_LOCALE): string {
  const texts = formTexts(locale);
  const [first] = issues;
  if (!first) return texts.invalidInput;
  return texts.issueSentence(first.message.replace(/\.$/, ''), first.path, issues.length - 1);
}
