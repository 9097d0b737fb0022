import type { ConsentState, HandlingStatus, MailState } from '@site/src/domain/staff';
import { postJson } from '@site/src/components/forms/http';

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
  type: string;
  round: string;
  from: string;
  to: string;
  status: string;
  state: string;
  consent: string;
  q: string;
};

export const EMPTY_FILTER: Filter = {
  type: '',
  round: '',
  from: '',
  to: '',
  status: '',
  state: '',
  consent: '',
  q: '',
};

/** The filter as a query string, without the empty fields. */
export function filterQuery(filter: Filter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...extra })) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export type { FailedMail, ListItem, Stats, SubmissionDetail as Detail } from '@site/src/domain/staff';

/** How staff read the stored codes. */
export const HANDLING_LABELS: Record<HandlingStatus, string> = {
  nieuw: 'Nieuw',
  'in-behandeling': 'In behandeling',
  afgehandeld: 'Afgehandeld',
};
export { REGISTRATION_STATE_LABELS as REGISTRATION_LABELS } from '@site/src/domain/registrationStates';
export const CONSENT_LABELS: Record<ConsentState, string> = {
  pending: 'Nog niet bevestigd',
  confirmed: 'Bevestigd',
  unsubscribed: 'Afgemeld',
};
export const MAIL_LABELS: Record<MailState, string> = {
  'in-wachtrij': 'In de wachtrij',
  verzonden: 'Verzonden',
  mislukt: 'Mislukt',
  vastgehouden: 'Vastgehouden',
};
/** Why a cap holds a mail, as staff read it. */
export const HELD_REASON_LABELS: Record<string, string> = {
  'recipient-hour': 'Limiet per adres per uur bereikt',
  'recipient-day': 'Limiet per adres per dag bereikt',
  'global-hour': 'Limiet van alle mails per uur bereikt',
};
export const TEMPLATE_LABELS: Record<string, string> = {
  confirmation: 'Bevestiging',
  'helpdesk-notice': 'Melding aan de helpdesk',
  'personal-link': 'Persoonlijke link',
  'registration-changed': 'Wijziging',
  'registration-withdrawn': 'Intrekking',
  'contact-removed': 'Niet langer contactpersoon',
  'newsletter-confirm': 'Bevestigingslink nieuwsbrief',
  'newsletter-welcome': 'Welkom bij de nieuwsbrief',
  'newsletter-topics': 'Onderwerpen nieuwsbrief',
};

/** A stored time as staff read it: 25-11-2026 10:04. */
export function when(iso: string): string {
  return new Intl.DateTimeFormat('nl-NL', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));
}
