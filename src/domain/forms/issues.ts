/** Turning valibot issues into paths and Dutch sentences. */
import type * as v from 'valibot';

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

/** One Dutch sentence: the first problem, its field, and how many more there are. */
export function issueSentence(issues: readonly IssueSummary[]): string {
  const [first] = issues;
  if (!first) return 'De invoer is ongeldig.';
  const text = first.message.replace(/\.$/, '');
  const where = first.path ? ` (veld ${first.path})` : '';
  const more = issues.length - 1;
  const rest = more === 0 ? '' : more === 1 ? ', en nog 1 andere fout' : `, en nog ${more} andere fouten`;
  return `${text}${where}${rest}.`;
}
