import type * as v from 'valibot';
import { apiCall } from '../apiClient';
import type { subscriptionAnswer } from '@site/src/domain/api-answers';
import type { Locale } from '@site/src/domain/locale';
import { NEWSLETTER_TOPICS } from '@site/src/domain/options';
import { ASKED_TOPICS_PARAM } from '@site/src/domain/routes';

/** What a newsletter link's subscription is: its state, the address it was mailed to, its topics. */
export type Subscription = v.InferOutput<typeof subscriptionAnswer>;

/** The token of the link the page was opened with (read once hydrated: the static HTML knows none). */
export function linkToken(search: string): string | null {
  return new URLSearchParams(search).get('token');
}

/** The topics a new sign-up asked for, as its mail's link names them (only the list's keys). */
export function askedTopics(search: string): string[] {
  const named = new URLSearchParams(search).get(ASKED_TOPICS_PARAM)?.split(',') ?? [];
  return NEWSLETTER_TOPICS.map((topic) => topic.key).filter((key) => named.includes(key));
}

/**
 * What a newsletter route answered: its JSON, or why the link was refused — not (or no longer)
 * valid (404), or the unsubscribe link of a subscription that already ended (409).
 */
export type LinkAnswer<T> = { ok: true; value: T } | { ok: false; refused: 'invalid' | 'already-unsubscribed' };

/**
 * Calls a newsletter route with the link's token, its answer parsed by `schema`; throws for anything
 * else, a malformed answer included (the page offers to try again).
 */
export async function newsletterCall<T>(
  path: string,
  schema: v.GenericSchema<unknown, T>,
  locale: Locale,
  init: { method: 'GET' | 'POST'; body?: unknown },
): Promise<LinkAnswer<T>> {
  const result = await apiCall(path, schema, { ...init, locale });
  if (result.status === 404) return { ok: false, refused: 'invalid' };
  if (result.status === 409) return { ok: false, refused: 'already-unsubscribed' };
  if (!result.ok) throw new Error(result.text);
  return { ok: true, value: result.data };
}
