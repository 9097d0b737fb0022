import { API_ROUTES } from '../../src/domain/api';
import type { FastifyInstance } from 'fastify';
import { ensureXsrfCookie } from '../security/csrf';
import { limit } from '../security/rate-limits';

/** GET /api/csrf: sets the XSRF-TOKEN cookie when missing and returns the token in force (HEAD: the time only). */
export async function csrfTokenRoute(app: FastifyInstance) {
  app.get(API_ROUTES.csrf, { config: { rateLimit: limit(60, app.rateLimitScale) } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // A HEAD only asks the server's time (its Date header): it sets no cookie, so opening a form
    // leaves the visitor without one until the form fetches its token before its first post.
    if (request.method === 'HEAD') return '';
    return { token: ensureXsrfCookie(request, reply) };
  });
}
