import type { FastifyInstance } from 'fastify';
import { API_ROUTES, type SchoolAlreadyRegisteredResponse } from '../../src/domain/api';
import { definitionOf, isFormType } from '../../src/domain/forms';
import { schoolAlreadyRegisteredQuery } from '../../src/domain/api-requests';
import { withValibot } from '../http/valibot-provider';
import { roundOfType, schoolKeys } from './registration-keys';
import { limit } from '../security/rate-limits';
import { placeHolder } from '../registrations/claims';

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
      const { mode, type } = request.query;
      const round = request.query.round ?? roundOfType(type ?? '', app.now());
      // A form whose type signs up (the primary sign-up) asks for its own kind: one live sign-up per
      // school and round. Who holds a registration's place is told by its contacts' domain only:
      // enough for a school to see it was not its own, nothing a stranger could use.
      if (type && isFormType(type) && definitionOf(type).signUp) {
        const signedUp = await app.submissions.isSchoolSignedUp(keys, round);
        const holder = signedUp ? await placeHolder(app.db, keys, { type }, round) : null;
        const answer: SchoolAlreadyRegisteredResponse = {
          schoolAlreadyRegistered: signedUp,
          registeredBy: holder?.domains[0] ?? null,
        };
        return answer;
      }
      const registered = await app.submissions.isSchoolRegistered(keys, mode, round);
      const holder = registered ? await placeHolder(app.db, keys, { mode }, round) : null;
      const answer: SchoolAlreadyRegisteredResponse = {
        schoolAlreadyRegistered: registered,
        registeredBy: holder?.domains[0] ?? null,
      };
      return answer;
    },
  );
}
