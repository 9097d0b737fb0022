import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { API_ROUTES, type RegistrationResponse } from '../../src/domain/api';
import { isPreRegistrationType } from '../../src/domain/forms';
import type { Database } from '../storage/schema';
import { findSubmission } from '../storage/submissions';
import { limit } from '../security/rate-limits';

const ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * GET /api/registration/:id: the stored pre-registration behind the final-registration link
 * (the final registration's page with `?registratie=ID`), to prefill the final form.
 * The id is the secret: 128 random bits, never sequential; anything else is a plain 404.
 */
export async function registrationRoute(
  app: FastifyInstance,
  { db, rateLimitScale }: { db: Kysely<Database>; rateLimitScale: number },
) {
  app.get<{ Params: { id: string } }>(
    API_ROUTES.registration,
    { config: { rateLimit: limit(30, rateLimitScale) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      const { id } = request.params;
      const found = ID.test(id) ? await findSubmission(db, id) : null;
      if (!found || !isPreRegistrationType(found.type)) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Deze vooraanmelding bestaat niet.');
      }
      const answer: RegistrationResponse = {
        id: found.id,
        type: found.type,
        createdAt: found.createdAt,
        values: found.values as Record<string, unknown>,
      };
      return answer;
    },
  );
}
