import { postJson } from '@site/src/components/forms/http';
import { PAGE_ROUTES } from '@site/src/domain/routes';

/** GETs JSON from the workspace API (a path of API_PATHS); a failure throws with the server's text. */
export async function staffGet<T>(path: string): Promise<T> {
  const response = await fetch(path, { credentials: 'same-origin', cache: 'no-store' });
  const text = await response.text();
  if (!response.ok) throw new Error(text || `De server antwoordde ${response.status}.`);
  return JSON.parse(text) as T;
}

/** POSTs JSON with the XSRF header; the answer's text (or its `text` field) and whether it succeeded. */
export async function staffPost(path: string, body: unknown = {}): Promise<{ ok: boolean; text: string }> {
  const response = await postJson(path, body);
  const text = await response.text();
  let message = text;
  try {
    const parsed = JSON.parse(text) as { text?: string };
    if (typeof parsed.text === 'string') message = parsed.text;
  } catch {
    // A plain-text answer.
  }
  return { ok: response.ok, text: message };
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
