import { decodeTopics } from '../submissions/store/payload';
import { API_PATHS, API_ROUTES } from '../../src/domain/api';
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localeFromAcceptLanguage, toLocale, type Locale } from '../../src/domain/locale';
import * as v from 'valibot';
import { NEWSLETTER_TOPICS } from '../../src/domain/options';
import { lengthFirst } from '../../src/domain/forms/fields';
import { jsonObject } from '../../src/domain/api-requests';
import { withValibot } from '../http/valibot-provider';
import { INVALID_LINK } from '../http/error-texts';
import { CONFIRM_PURPOSE, UNSUBSCRIBE_PURPOSE } from '../newsletter-store/links';
import { changeTopics, confirmSubscription, subscriptionOfLink, unsubscribe } from '../newsletter-store/subscriptions';
import { clientKey } from '../security/client-address';
import { limit } from '../security/rate-limits';
import { verifyToken } from '../security/signed-tokens';
import { outboxRow } from '../mail/outbox';
import { askedBy, insertOutbox } from '../mail/outbox';

/** Topics that are not on the list (the page offers only those). */
export const UNKNOWN_TOPICS: Record<Locale, string> = {
  nl: 'Kies onderwerpen uit de lijst.',
  ro: 'Alegeți subiecte din listă.',
};

/** No topic at all: that is unsubscribing, which the page offers with its own button. */
export const NO_TOPICS: Record<Locale, string> = {
  nl: 'Kies minimaal één onderwerp, of meld u af.',
  ro: 'Alegeți cel puțin un subiect sau dezabonați-vă.',
};

/** An unsubscribe link of a subscription that ended since (unsubscribed, or replaced by a new sign-up). */
export const ALREADY_UNSUBSCRIBED: Record<Locale, string> = {
  nl: 'U bent al afgemeld',
  ro: 'V-ați dezabonat deja',
};

/** At most every topic once: the length is checked before the items. */
const TOPICS = lengthFirst(v.array(v.picklist(NEWSLETTER_TOPICS.map((topic) => topic.key))), NEWSLETTER_TOPICS.length, {
  tooMany: 'too many topics',
  notAList: 'not a list',
});

/** A link's token: in the query string (links), or in a JSON body (the pages' buttons); its signature decides. */
const TOKEN_QUERY = v.object({ token: v.optional(v.unknown()) });
/**
 * A JSON body's token (and topics); any other body (a one-click request's form, none, not an object)
 * has none, and its request is answered as an invalid link.
 */
const LINK_BODY = v.fallback(jsonObject({ token: v.optional(v.unknown()), topics: v.optional(v.unknown()) }), {});
const LINK = { querystring: TOKEN_QUERY, body: LINK_BODY };

/** The token in the query string, read before validation (the rate limit's key). */
function queryToken(request: FastifyRequest): unknown {
  const { query } = request;
  return typeof query === 'object' && query !== null && 'token' in query ? query.token : undefined;
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
export async function newsletterRoutes(scope: FastifyInstance) {
  const app = withValibot(scope);
  const { db, rateLimitScale } = app;
  const clock = app.now;
  const rateLimit = limit(30, rateLimitScale);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, new URLSearchParams(String(body))),
  );

  /** The subscription a request's token is for, with the version the token carries. */
  async function linked(token: unknown, purpose: string) {
    const claims = verifyToken(app.signingKey, token, purpose, clock());
    if (!claims) return null;
    const link = await subscriptionOfLink(db, claims);
    return link && { link, version: claims.version };
  }

  app.post(API_ROUTES.newsletterConfirm, { config: { rateLimit }, schema: LINK }, async (request, reply) => {
    const token = request.query.token ?? request.body.token;
    const found = await linked(token, CONFIRM_PURPOSE);
    const now = new Date(clock()).toISOString();
    if (found?.link.kind !== 'current') return invalid(request, reply);
    const { subscription } = found.link;
    // The link pressed again (or in a second tab at once) by the subscriber it confirmed: that is
    // said as it is, and no second welcome goes out. The version check keeps an older consent's
    // link out: its version moved on with the new sign-up.
    if (subscription.state === 'confirmed') return { state: 'already-confirmed' };
    // The confirmation and its welcome mail are one write: a crash between them loses neither.
    // Asked for with their own confirm link: outside the caps of their address, not the client's share.
    const confirmed = await app.storage.write(async (trx) => {
      if (!(await confirmSubscription(trx, subscription.id, found.version, now))) return false;
      const welcome = {
        recipient: subscription.email,
        template: 'newsletter-welcome',
        locale: toLocale(subscription.locale),
      } as const;
      await insertOutbox(
        trx,
        [outboxRow(welcome, subscription.submission_id, now)],
        askedBy(subscription.email, app.mailCaps, clientKey(request.ip)),
      );
      return true;
    });
    if (!confirmed) {
      const again = await linked(token, CONFIRM_PURPOSE);
      if (again?.link.kind === 'current' && again.link.subscription.state === 'confirmed') {
        return { state: 'already-confirmed' };
      }
      return invalid(request, reply);
    }
    app.mailQueued();
    return { state: 'confirmed' };
  });

  const inQuery = { querystring: TOKEN_QUERY };
  app.get(API_ROUTES.newsletterSubscription, { config: { rateLimit }, schema: inQuery }, async (request, reply) => {
    const found = await linked(request.query.token, UNSUBSCRIBE_PURPOSE);
    if (!found) return invalid(request, reply);
    if (found.link.kind === 'superseded') return alreadyUnsubscribed(request, reply);
    const { subscription } = found.link;
    // The address the link is for, said on the page (the token's holder is its subscriber, or their mail provider).
    return { state: subscription.state, email: subscription.email, topics: decodeTopics(subscription.topics) };
  });

  app.post(API_ROUTES.newsletterTopics, { config: { rateLimit }, schema: LINK }, async (request, reply) => {
    const { topics } = request.body;
    if (!v.is(TOPICS, topics)) {
      return reply
        .code(400)
        .type('text/plain; charset=utf-8')
        .send(UNKNOWN_TOPICS[localeFromAcceptLanguage(request.headers['accept-language'])]);
    }
    if (topics.length === 0) {
      return reply
        .code(400)
        .type('text/plain; charset=utf-8')
        .send(NO_TOPICS[localeFromAcceptLanguage(request.headers['accept-language'])]);
    }
    const found = await linked(request.query.token ?? request.body.token, UNSUBSCRIBE_PURPOSE);
    if (!found) return invalid(request, reply);
    if (found.link.kind === 'superseded') return alreadyUnsubscribed(request, reply);
    const now = new Date(clock()).toISOString();
    const { subscription } = found.link;
    if (!(await changeTopics(db, subscription.id, found.version, topics, now))) {
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
      const token = queryToken(request);
      if (typeof token === 'string' && verifyToken(app.signingKey, token, UNSUBSCRIBE_PURPOSE, clock())) {
        return `token:${crypto.createHash('sha256').update(token).digest('base64url')}`;
      }
      return clientKey(request.ip);
    },
  };

  const unsubscribing = { config: { rateLimit: perToken }, schema: LINK };
  app.post(API_ROUTES.newsletterUnsubscribe, unsubscribing, async (request, reply) => {
    const found = await linked(request.query.token ?? request.body.token, UNSUBSCRIBE_PURPOSE);
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
