import type { FastifyInstance } from 'fastify';
import { API_ROUTES, type SchoolAlreadyRegisteredResponse } from '../../src/domain/api';
import { schoolAlreadyRegisteredQuery } from '../../src/domain/api-requests';
import { withValibot } from '../http/valibot-provider';
import { isSchoolRegistered, isSchoolSignedUp } from '../storage/submissions';
import { roundOfType, schoolKeys } from './registration-keys';
import { limit } from '../security/rate-limits';

/**
 * GET /api/schoolAlreadyRegistered: whether the school has a registration in this mode and round: the
 * round of the asking form's `type`, or `round`, or else the current round.
 */
export async function schoolAlreadyRegisteredRoute(scope: FastifyInstance) {
  const app = withValibot(scope);
  app.get(
    API_ROUTES.schoolAlreadyRegistered,
    {
      config: { rateLimit: limit(120, app.rateLimitScale) },
      schema: { querystring: schoolAlreadyRegisteredQuery },
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
      const round = request.query.round ?? roundOfType(request.query.type ?? '', app.now());
      // The primary sign-up asks for its own kind: one live sign-up per school and round.
      const answer: SchoolAlreadyRegisteredResponse = {
        schoolAlreadyRegistered:
          request.query.type === 'aanmeldformulier-po'
            ? await isSchoolSignedUp(app.db, keys, round)
            : await isSchoolRegistered(app.db, keys, request.query.mode, round),
      };
      return answer;
    },
  );
}
