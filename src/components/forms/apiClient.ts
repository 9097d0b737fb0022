import * as v from 'valibot';
import { translate } from '@docusaurus/Translate';
import type { Locale } from '@site/src/domain/locale';
import { isRecord } from '@site/src/domain/values';
import { jsonHeaders, xsrfHeader } from './http';

/**
 * The browser's one way to call the API: same-origin cookies, JSON headers with the XSRF token
 * (fetched first for a POST when the cookie is missing), the body read once, and an ok answer parsed
 * by its route's schema (src/domain/api-answers.ts). A network failure or an abort rejects, as
 * fetch does; every answer the server gives is a result.
 */
export type ApiRequest = {
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  /** The page's language: the server answers its texts in it. */
  locale?: Locale;
  /** A form's submission carries one, so a repeated post is stored once. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Never answered from the browser's cache (the staff pages). */
  noStore?: boolean;
  /** The one status that counts as success; without it any 2xx does. */
  okStatus?: number;
};

/** What the server said, and how. */
type Answered = { status: number; headers: Headers };

/** An ok answer, typed by its schema. */
export type ApiSuccess<T> = Answered & { ok: true; data: T };

/**
 * Any other answer: the server's text (in the visitor's language, from a text body or a JSON one's
 * `text` or `error`), or, for an ok answer that did not match its schema, `malformed` and a text saying so.
 */
export type ApiFailure = Answered & { ok: false; text: string; malformed: boolean };

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** A text answer (a form's submission: its thank-you text, or a redirect's address). */
export type ApiTextResult = Answered & { ok: boolean; text: string };

async function send(path: string, request: ApiRequest): Promise<{ response: Response; text: string }> {
  const post = request.method === 'POST';
  const response = await fetch(path, {
    method: request.method ?? 'GET',
    headers: jsonHeaders({
      ...(request.locale ? { 'Accept-Language': request.locale } : {}),
      ...(request.idempotencyKey ? { 'Idempotency-Key': request.idempotencyKey } : {}),
      ...(post ? await xsrfHeader() : {}),
    }),
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    credentials: 'same-origin',
    ...(request.noStore ? { cache: 'no-store' as const } : {}),
    signal: request.signal,
  });
  return { response, text: await response.text() };
}

const isOk = (response: Response, request: ApiRequest): boolean =>
  request.okStatus === undefined ? response.ok : response.status === request.okStatus;

/** The body as JSON, or undefined when it is none. */
function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** An answer's words: a JSON answer's `text` or `error`, else the body as it came. */
export function serverText(text: string): string {
  const json = jsonOf(text);
  if (isRecord(json)) {
    if (typeof json.text === 'string') return json.text;
    if (typeof json.error === 'string') return json.error;
  }
  return text;
}

/** Said when the server's answer is not what its route promises (an old page against a newer server, a proxy's page). */
export const malformedAnswerText = (): string =>
  translate({
    id: 'forms.api.malformedAnswer',
    message: 'Het antwoord van de server was onleesbaar. Probeer het later opnieuw.',
  });

/** Calls a route whose ok answer is JSON, and parses that answer by `schema`. */
export async function apiCall<T>(
  path: string,
  schema: v.GenericSchema<unknown, T>,
  request: ApiRequest = {},
): Promise<ApiResult<T>> {
  const { response, text } = await send(path, request);
  const answered = { status: response.status, headers: response.headers };
  if (!isOk(response, request)) return { ...answered, ok: false, text: serverText(text), malformed: false };
  const parsed = v.safeParse(schema, jsonOf(text));
  if (!parsed.success) return { ...answered, ok: false, text: malformedAnswerText(), malformed: true };
  return { ...answered, ok: true, data: parsed.output };
}

/** Calls a route that answers in text (a form's submission, a registration's withdrawal). */
export async function apiText(path: string, request: ApiRequest = {}): Promise<ApiTextResult> {
  const { response, text } = await send(path, request);
  return { status: response.status, headers: response.headers, ok: isOk(response, request), text };
}
