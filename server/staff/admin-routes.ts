import { decodeTopics } from '../submissions/store/payload';
import { API_ROUTES } from '../../src/domain/api';
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { STORED_TYPES } from '../../src/domain/forms';
import { toCsv, writeChunks } from '../http/csv';
import { spooled } from '../http/spooled-file';
import { readSnapshot } from '../storage/read-snapshot';
import { dutchDayOf } from '../../src/domain/dutch-day';
import { withValibot } from '../http/valibot-provider';
import { exportCsv, exportJson } from './workspace/export';
import { limit } from '../security/rate-limits';
import { toLocale } from '../../src/domain/locale';
import { newsletterLinks } from '../newsletter-store/links';
import { ADMIN_TOKEN_ACTOR, recordAudit } from '../audit/audit';

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  // Hash both sides: timingSafeEqual needs equal lengths, and the length must not leak either.
  const digest = (text: string) => crypto.createHash('sha256').update(text).digest();
  return crypto.timingSafeEqual(digest(given), digest(token));
}

const FORMAT = v.optional(v.picklist(['json', 'csv']));
/** An empty type means all of them. */
const SUBMISSIONS_QUERY = v.object({ type: v.optional(v.picklist(['', ...STORED_TYPES])), format: FORMAT });
const SUBSCRIBERS_QUERY = v.object({
  format: FORMAT,
  unsubscribedSince: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/))),
});

/**
 * Staff export: GET /api/admin/submissions?type=&format=json|csv with `Authorization: Bearer
 * ADMIN_TOKEN`, and GET /api/admin/bot-drops. Not registered at all without ADMIN_TOKEN.
 */
export async function adminRoutes(scope: FastifyInstance, { adminToken }: { adminToken: string }) {
  const app = withValibot(scope);
  const { db, rateLimitScale, publicUrl, now } = app;
  // preValidation, not onRequest: the rate limit counts in the routes' own onRequest hooks, which
  // run after the scope's, so a refusal there would never be counted. Every refusal is audited.
  app.addHook('preValidation', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!tokenMatches(request.headers.authorization, adminToken)) {
      await recordAudit(
        db,
        {
          actor: ADMIN_TOKEN_ACTOR,
          action: 'access-refused',
          detail: `${request.method} ${request.routeOptions.url ?? ''} ${request.headers.authorization ? 'onjuist token' : 'geen token'}`,
        },
        new Date(now()),
      );
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="amn-admin"')
        .type('text/plain; charset=utf-8')
        .send('Geen toegang.');
    }
  });

  app.get(
    API_ROUTES.adminSubmissions,
    { config: { rateLimit: limit(30, rateLimitScale) }, schema: { querystring: SUBMISSIONS_QUERY } },
    async (request, reply) => {
      // The operator's export holds every submission, newsletter sign-ups included.
      const filter = { type: request.query.type || undefined, everything: true as const };
      const format = request.query.format ?? 'json';
      // Who exported what, never the data: the format and the form type.
      await recordAudit(
        db,
        { actor: ADMIN_TOKEN_ACTOR, action: 'export', detail: `${format} ${request.query.type || 'alle'}` },
        new Date(now()),
      );
      // Read a thousand rows at a time, as the workspace's export: never every row in memory. The
      // CSV reads them twice (its columns, then its rows), in one snapshot, spooled to a file.
      if (format !== 'csv')
        return reply.type('application/json; charset=utf-8').send(Readable.from(exportJson(db, filter)));
      const name = `inzendingen-${request.query.type || 'alle'}-${dutchDayOf(now())}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`)
        .send(await readSnapshot(app.storage, (trx) => spooled((out) => writeChunks(out, exportCsv(trx, filter)))));
    },
  );

  app.get(API_ROUTES.adminBotDrops, { config: { rateLimit: limit(30, rateLimitScale) } }, async () =>
    app.submissions.botDropCounts(),
  );

  // For the tool that sends the newsletter: one row per address, with its state and unsubscribe
  // address; `unsubscribedSince` gives the addresses to suppress. Training sign-ups are no subscribers.
  app.get(
    API_ROUTES.adminSubscribers,
    { config: { rateLimit: limit(30, rateLimitScale) }, schema: { querystring: SUBSCRIBERS_QUERY } },
    async (request, reply) => {
      const { unsubscribedSince } = request.query;
      // Every address with its unsubscribe link leaves the server: who took it, and when.
      await recordAudit(
        db,
        {
          actor: ADMIN_TOKEN_ACTOR,
          action: 'subscribers-export',
          detail: `${request.query.format ?? 'json'}${unsubscribedSince ? ' afgemeld' : ''}`,
        },
        new Date(now()),
      );
      let query = db.selectFrom('newsletter_subscriptions').selectAll().orderBy('email');
      if (unsubscribedSince) {
        // Signing up again does not lift the suppression: only a new confirmation does.
        query = query.where('state', '!=', 'confirmed').where('unsubscribed_at', '>=', unsubscribedSince);
      }
      const subscribers = (await query.execute()).map((row) => {
        const links = newsletterLinks(publicUrl, app.signingKey, row, toLocale(row.locale), now());
        // Every newsletter links "Uw onderwerpen" (the address, its topics, the way out) beside the one-click address.
        return {
          email: row.email,
          state: row.state,
          changedAt: row.state_changed_at,
          topics: decodeTopics(row.topics),
          locale: row.locale,
          unsubscribe: links.oneClick,
          topicsPage: links.topics,
        };
      });
      if (request.query.format !== 'csv') return subscribers;
      const csv = toCsv(
        ['email', 'state', 'changed_at', 'topics', 'locale', 'unsubscribe', 'topics_page'],
        subscribers.map((row) => [
          row.email,
          row.state,
          row.changedAt,
          row.topics.join(' '),
          row.locale,
          row.unsubscribe,
          row.topicsPage,
        ]),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="abonnees-${dutchDayOf(now())}.csv"`)
        .send(`\ufeff${csv}`);
    },
  );
}
