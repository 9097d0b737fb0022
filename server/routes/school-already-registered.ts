import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  API_ROUTES,
  type SchoolAlreadyRegisteredQuery,
  type SchoolAlreadyRegisteredResponse,
} from '../../src/domain/api';
import { REGISTRATION_MODES } from '../../src/domain/forms';
import type { Database } from '../storage/schema';
import { isSchoolRegistered } from '../storage/submissions';
import { roundOfType, schoolKeys } from '../submissions/registration-keys';
import { limit } from '../security/rate-limits';

const ID = { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9._-]*$' } as const;

/**
 * GET /api/schoolAlreadyRegistered: whether the school has a registration in this mode and round: the
 * round of the asking form's `type`, or `round`, or else the current round.
 */
export async function schoolAlreadyRegisteredRoute(
  app: FastifyInstance,
  { db, rateLimitScale, now = Date.now }: { db: Kysely<Database>; rateLimitScale: number; now?: () => number },
) {
  app.get<{ Querystring: SchoolAlreadyRegisteredQuery; Reply: SchoolAlreadyRegisteredResponse | string }>(
    API_ROUTES.schoolAlreadyRegistered,
    {
      config: { rateLimit: limit(120, rateLimitScale) },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            onderwijsaanbiederid: ID,
            onderwijsbestuurid: ID,
            onderwijslocatiecode: ID,
            instellingscode: ID,
            vestigingscode: ID,
            mode: { type: 'string', enum: [...REGISTRATION_MODES] },
            type: { type: 'string', maxLength: 64, pattern: '^[a-z0-9-]*$' },
            round: { type: 'integer', minimum: 2000, maximum: 2999 },
          },
          required: ['mode'],
        },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (request.validationError) {
        return reply
          .code(400)
          .type('text/plain; charset=utf-8')
          .send('Geef mode (pre-registration of registration) en de codes van de school op.');
      }
      const keys = schoolKeys(request.query);
      if (!keys.brin && !keys.rio) {
        return reply
          .code(400)
          .type('text/plain; charset=utf-8')
          .send('Geef onderwijsaanbiederid en onderwijslocatiecode, of instellingscode en vestigingscode op.');
      }
      const answer: SchoolAlreadyRegisteredResponse = {
        schoolAlreadyRegistered: await isSchoolRegistered(
          db,
          keys,
          request.query.mode,
          request.query.round ?? roundOfType(request.query.type ?? '', now()),
        ),
      };
      return answer;
    },
  );
}
