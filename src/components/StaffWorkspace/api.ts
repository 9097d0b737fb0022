import type * as v from 'valibot';
import { apiCall, apiText, serverText } from '@site/src/components/forms/apiClient';
import { PAGE_ROUTES } from '@site/src/domain/routes';

/**
 * GETs JSON from the workspace API (a path of API_PATHS), parsed by its answer's schema
 * (src/domain/api-answers.ts); a failure throws with the server's text.
 */
export async function staffGet<T>(path: string, schema: v.GenericSchema<unknown, T>): Promise<T> {
  const answer = await apiCall(path, schema, { noStore: true });
  if (!answer.ok) throw new Error(answer.text || `De server antwoordde ${answer.status}.`);
  return answer.data;
}

/** POSTs JSON with the XSRF header; the answer's text (or its `text` field) and whether it succeeded. */
export async function staffPost(path: string, body: unknown = {}): Promise<{ ok: boolean; text: string }> {
  const answer = await apiText(path, { method: 'POST', body, noStore: true });
  return { ok: answer.ok, text: serverText(answer.text) };
}

export type Filter = {
  sort: string;
  type: string;
  round: string;
  from: string;
  to: string;
  status: string;
  state: string;
  consent: string;
  attention: string;
  q: string;
};

export const EMPTY_FILTER: Filter = {
  sort: '',
  type: '',
  round: '',
  from: '',
  to: '',
  status: '',
  state: '',
  consent: '',
  attention: '',
  q: '',
};

/** The filter as a query string, without the empty fields. */
export function filterQuery(filter: Filter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...extra })) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What the workspace's address says: the list's filters and order, the open record and mail. */
export type Address = { filter: Filter; record: string | null; mail: string | null };

/** The workspace's page; every view of it is this path with a query string (the site is a static build). */
export const WORKSPACE_PATH = PAGE_ROUTES.staff;

/** Reads the address (`/beheer?q=…&sort=school&inzending=…&mail=…`); unknown parameters are ignored. */
export function readAddress(search: string): Address {
  const params = new URLSearchParams(search);
  const filter = Object.fromEntries(Object.keys(EMPTY_FILTER).map((key) => [key, params.get(key) ?? ''])) as Filter;
  return { filter, record: params.get('inzending') || null, mail: params.get('mail') || null };
}

/** The address of a view of the workspace. */
export function addressOf({ filter, record, mail }: Address): string {
  const extra: Record<string, string> = {};
  if (record) extra.inzending = record;
  if (record && mail) extra.mail = mail;
  return `${WORKSPACE_PATH}${filterQuery(filter, extra)}`;
}

export type {
  BulkStatusAnswer,
  FailedMail,
  HeldMail,
  ListItem,
  MailView,
  Stats,
  SubmissionDetail as Detail,
} from '@site/src/domain/staff';
export {
  CONSENT_LABELS,
  HANDLING_LABELS,
  HELD_REASON_LABELS,
  MAIL_LABELS,
  REGISTRATION_LABELS,
  SORT_LABELS,
  STAFF_TEXTS,
  TEMPLATE_LABELS,
  localTime as when,
} from '@site/src/domain/staff-texts';
