import { API_PATHS, API_ROUTES } from '../../src/domain/api';
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { localeFromAcceptLanguage, toLocale, type Locale } from '../../src/domain/locale';
import { NEWSLETTER_TOPICS, type NewsletterTopic } from '../../src/domain/options';
import { CONFIRM_PURPOSE, UNSUBSCRIBE_PURPOSE } from '../newsletter/links';
import { changeTopics, confirmSubscription, subscriptionOfLink, unsubscribe } from '../newsletter/subscriptions';
import { clientKey } from '../security/client-address';
import { limit } from '../security/rate-limits';
import { verifyToken } from '../security/signed-tokens';
import type { Database } from '../storage/schema';
import { queueMail } from '../storage/submissions';
import { askedBy } from '../storage/outbox';
import type { MailCaps } from '../mail/caps';

export const INVALID_LINK: Record<Locale, string> = {
  nl: 'Deze link is niet (meer) geldig',
  ro: 'Acest link nu (mai) este valabil',
};

/** Topics that are not on the list (the page offers only those). */
export const UNKNOWN_TOPICS: Record<Locale, string> = {
  nl: 'Kies onderwerpen uit de lijst.',
  ro: 'Alegeți subiecte din listă.',
};

/** An unsubscribe link of a subscription that ended since (unsubscribed, or replaced by a new sign-up). */
export const ALREADY_UNSUBSCRIBED: Record<Locale, string> = {
  nl: 'U bent al afgemeld',
  ro: 'V-ați dezabonat deja',
};

type Options = {
  db: Kysely<Database>;
  rateLimitScale: number;
  onMailQueued?: () => void;
  /** The app's clock: links expire and consent changes are dated by it. */
  now?: () => number;
  /** The outbox's caps (a welcome the person asked for is outside their address's caps). */
  mailCaps?: MailCaps;
};

const TOPIC_KEYS = NEWSLETTER_TOPICS.map((topic) => topic.key) as string[];

/** The token of a request: in the query string (links), or in a JSON body (the pages' buttons). */
function tokenOf(request: FastifyRequest): unknown {
  const query = request.query as { token?: unknown };
  if (query.token !== undefined) return query.token;
  const body = request.body as { token?: unknown } | undefined;
  return body && typeof body === 'object' && !(body instanceof URLSearchParams) ? body.token : undefined;
}

const refuse = (request: FastifyRequest, reply: FastifyReply, status: 404 | 409, texts: Record<Locale, string>) =>
  reply
    .code(status)
    .type('text/plain; charset=utf-8')
    .send(texts[localeFromAcceptLanguage(request.headers['accept-language'])]);

const invalid = (request: FastifyRequest, reply: FastifyReply) => refuse(request, reply, 404, INVALID_LINK);
const alreadyUnsubscribed = (request: FastifyRequest, reply: FastifyReply) =>
  refuse(request, reply, 409, ALREADY_UNSUBSCRIBED);

/**
 * The newsletter's links: confirm a sign-up (a POST from the page's button: a GET never confirms,
 * since mail filters open links), read and change a subscription, and unsubscribe, also with the
 * RFC 8058 one-click request mail providers send (form-encoded, no cookie, no Origin: the token is
 * the authority, so this route alone is exempt from the API's JSON and CSRF checks). A confirm link
 * pressed again on a confirmed subscription answers `already-confirmed`. A link carries
 * its subscription's version: one made before a new consent or an unsubscribe is refused (404 for a
 * confirm link, 409 "already unsubscribed" for an unsubscribe link).
 */
export async function newsletterRoutes(
  app: FastifyInstance,
  { db, rateLimitScale, onMailQueued, now: clock = Date.now, mailCaps }: Options,
) {
  const rateLimit = limit(30, rateLimitScale);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, new URLSearchParams(String(body))),
  );

  /** The subscription a request's token is for, with the version the token carries. */
  async function linked(request: FastifyRequest, purpose: string) {
    const claims = verifyToken(app.signingKey, tokenOf(request), purpose, clock());
    if (!claims) return null;
    const link = await subscriptionOfLink(db, claims);
    return link && { link, version: claims.version };
  }

  app.post(API_ROUTES.newsletterConfirm, { config: { rateLimit } }, async (request, reply) => {
    const found = await linked(request, CONFIRM_PURPOSE);
    const now = new Date(clock()).toISOString();
    if (found?.link.kind !== 'current') return invalid(request, reply);
    const { subscription } = found.link;
    // The link pressed again (or in a second tab at once) by the subscriber it confirmed: that is
    // said as it is, and no second welcome goes out. The version check keeps an older consent's
    // link out: its version moved on with the new sign-up.
    if (subscription.state === 'confirmed') return { state: 'already-confirmed' };
    if (!(await confirmSubscription(db, subscription.id, found.version, now))) {
      const again = await linked(request, CONFIRM_PURPOSE);
      if (again?.link.kind === 'current' && again.link.subscription.state === 'confirmed') {
        return { state: 'already-confirmed' };
      }
      return invalid(request, reply);
    }
    // Asked for with their own confirm link: outside the caps of their address.
    await queueMail(
      db,
      {
        submissionId: subscription.submission_id,
        recipient: subscription.email,
        template: 'newsletter-welcome',
        locale: toLocale(subscription.locale),
      },
      now,
      askedBy(subscription.email, mailCaps),
    );
    onMailQueued?.();
    return { state: 'confirmed' };
  });

  app.get(API_ROUTES.newsletterSubscription, { config: { rateLimit } }, async (request, reply) => {
    const found = await linked(request, UNSUBSCRIBE_PURPOSE);
    if (!found) return invalid(request, reply);
    if (found.link.kind === 'superseded') return alreadyUnsubscribed(request, reply);
    const { subscription } = found.link;
    return { state: subscription.state, topics: JSON.parse(subscription.topics) as string[] };
  });

  app.post(API_ROUTES.newsletterTopics, { config: { rateLimit } }, async (request, reply) => {
    const topics = (request.body as { topics?: unknown })?.topics;
    if (!Array.isArray(topics) || !topics.every((topic) => TOPIC_KEYS.includes(topic as string))) {
      return reply
        .code(400)
        .type('text/plain; charset=utf-8')
        .send(UNKNOWN_TOPICS[localeFromAcceptLanguage(request.headers['accept-language'])]);
    }
    const found = await linked(request, UNSUBSCRIBE_PURPOSE);
    if (!found) return invalid(request, reply);
    if (found.link.kind === 'superseded') return alreadyUnsubscribed(request, reply);
    const now = new Date(clock()).toISOString();
    const { subscription } = found.link;
    if (!(await changeTopics(db, subscription.id, found.version, topics as NewsletterTopic[], now))) {
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
      if (typeof token === 'string' && verifyToken(app.signingKey, token, UNSUBSCRIBE_PURPOSE, clock())) {
        return `token:${crypto.createHash('sha256').update(token).digest('base64url')}`;
      }
      return clientKey(request.ip);
    },
  };

  app.post(API_ROUTES.newsletterUnsubscribe, { config: { rateLimit: perToken } }, async (request, reply) => {
    const found = await linked(request, UNSUBSCRIBE_PURPOSE);
    if (!found) return invalid(request, reply);
    const now = new Date(clock()).toISOString();
    if (found.link.kind === 'superseded' || !(await unsubscribe(db, found.link.subscription.id, found.version, now))) {
      return alreadyUnsubscribed(request, reply);
    }
    return { state: 'unsubscribed' };
  });
}

/** The one request the API takes without JSON and CSRF: RFC 8058's one-click unsubscribe. */
export function isOneClickUnsubscribe(request: FastifyRequest): boolean {
  return (
    request.method === 'POST' &&
    request.url.startsWith(`${API_PATHS.newsletterUnsubscribe}?`) &&
    (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
  );
}
