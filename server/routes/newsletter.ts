import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { localeFromAcceptLanguage, toLocale, type Locale } from '../../src/domain/locale';
import { NEWSLETTER_TOPICS, type NewsletterTopic } from '../../src/domain/options';
import { CONFIRM_PURPOSE, UNSUBSCRIBE_PURPOSE } from '../newsletter/links';
import { changeTopics, confirmSubscription, findSubscription, unsubscribe } from '../newsletter/subscriptions';
import { clientKey } from '../security/client-address';
import { limit } from '../security/rate-limits';
import { verifyToken } from '../security/signed-tokens';
import type { Database } from '../storage/schema';
import { queueMail } from '../storage/submissions';

export const INVALID_LINK: Record<Locale, string> = {
  nl: 'Deze link is niet (meer) geldig',
  ro: 'Acest link nu (mai) este valabil',
};

type Options = { db: Kysely<Database>; rateLimitScale: number; onMailQueued?: () => void };

const TOPIC_KEYS = NEWSLETTER_TOPICS.map((topic) => topic.key) as string[];

/** The token of a request: in the query string (links), or in a JSON body (the pages' buttons). */
function tokenOf(request: FastifyRequest): unknown {
  const query = request.query as { token?: unknown };
  if (query.token !== undefined) return query.token;
  const body = request.body as { token?: unknown } | undefined;
  return body && typeof body === 'object' && !(body instanceof URLSearchParams) ? body.token : undefined;
}

const invalid = (request: FastifyRequest, reply: FastifyReply) =>
  reply
    .code(404)
    .type('text/plain; charset=utf-8')
    .send(INVALID_LINK[localeFromAcceptLanguage(request.headers['accept-language'])]);

/**
 * The newsletter's links: confirm a sign-up (a POST from the page's button: a GET never confirms,
 * since mail filters open links), read and change a subscription, and unsubscribe, also with the
 * RFC 8058 one-click request mail providers send (form-encoded, no cookie, no Origin: the token is
 * the authority, so this route alone is exempt from the API's JSON and CSRF checks).
 */
export async function newsletterRoutes(app: FastifyInstance, { db, rateLimitScale, onMailQueued }: Options) {
  const rateLimit = limit(30, rateLimitScale);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, new URLSearchParams(String(body))),
  );

  app.post('/newsletter/confirm', { config: { rateLimit } }, async (request, reply) => {
    const claims = verifyToken(app.signingKey, tokenOf(request), CONFIRM_PURPOSE);
    const now = new Date().toISOString();
    if (!claims || !(await confirmSubscription(db, claims.subject, claims.version, now)))
      return invalid(request, reply);
    const subscription = await findSubscription(db, claims.subject);
    await queueMail(db, {
      submissionId: subscription?.submission_id ?? null,
      recipient: claims.subject,
      template: 'newsletter-welcome',
      locale: toLocale(subscription?.locale),
    });
    onMailQueued?.();
    return { state: 'confirmed' };
  });

  app.get('/newsletter/subscription', { config: { rateLimit } }, async (request, reply) => {
    const claims = verifyToken(app.signingKey, tokenOf(request), UNSUBSCRIBE_PURPOSE);
    const subscription = claims ? await findSubscription(db, claims.subject) : undefined;
    if (!claims || !subscription || subscription.version !== claims.version) return invalid(request, reply);
    return { state: subscription.state, topics: JSON.parse(subscription.topics) as string[] };
  });

  app.post('/newsletter/topics', { config: { rateLimit } }, async (request, reply) => {
    const claims = verifyToken(app.signingKey, tokenOf(request), UNSUBSCRIBE_PURPOSE);
    const topics = (request.body as { topics?: unknown })?.topics;
    if (!Array.isArray(topics) || !topics.every((topic) => TOPIC_KEYS.includes(topic as string))) {
      return reply.code(400).type('text/plain; charset=utf-8').send('Kies onderwerpen uit de lijst.');
    }
    const now = new Date().toISOString();
    if (!claims || !(await changeTopics(db, claims.subject, claims.version, topics as NewsletterTopic[], now))) {
      return invalid(request, reply);
    }
    return { state: 'confirmed', topics };
  });

  // Mail providers send RFC 8058 one-click requests for all their users from a few addresses: a
  // validly signed token in the address is counted on its own (by its hash: tokens are never kept),
  // anything else per client as everywhere.
  const perToken = rateLimit && {
    ...rateLimit,
    keyGenerator: (request: FastifyRequest) => {
      const token = (request.query as { token?: unknown }).token;
      if (typeof token === 'string' && verifyToken(app.signingKey, token, UNSUBSCRIBE_PURPOSE)) {
        return `token:${crypto.createHash('sha256').update(token).digest('base64url')}`;
      }
      return clientKey(request.ip);
    },
  };

  app.post('/newsletter/unsubscribe', { config: { rateLimit: perToken } }, async (request, reply) => {
    const claims = verifyToken(app.signingKey, tokenOf(request), UNSUBSCRIBE_PURPOSE);
    const now = new Date().toISOString();
    if (!claims || !(await unsubscribe(db, claims.subject, claims.version, now))) return invalid(request, reply);
    return { state: 'unsubscribed' };
  });
}

/** The one request the API takes without JSON and CSRF: RFC 8058's one-click unsubscribe. */
export function isOneClickUnsubscribe(request: FastifyRequest): boolean {
  return (
    request.method === 'POST' &&
    request.url.startsWith('/api/newsletter/unsubscribe?') &&
    (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
  );
}
