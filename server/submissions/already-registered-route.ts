import type { FastifyInstance } from 'fastify';
import { API_ROUTES, type SchoolAlreadyRegisteredResponse } from '../../src/domain/api';
import { definitionOf, isFormType } from '../../src/domain/forms';
import { schoolAlreadyRegisteredQuery } from '../../src/domain/api-requests';
import { withValibot } from '../http/valibot-provider';
import { roundOfType, schoolKeys } from '../schools/school-keys';
import { limit } from '../security/rate-limits';
import { placeHolder, type PlaceHolder } from '../submissions/store/places';

/**
 * Who holds the place is told by how it is held, and by its contacts' domain only when the holder is
 * trusted: enough for a school to see whether it was its own, nothing a stranger's registration gives
 * away (which domain chose us) or could mislead with (a typed address on the school's domain).
 */
function answerOf(registered: boolean, holder: PlaceHolder | null): SchoolAlreadyRegisteredResponse {
  return {
    schoolAlreadyRegistered: registered,
    heldBy: holder?.heldBy ?? null,
    registeredBy: holder?.heldBy === 'trusted' ? (holder.domains[0] ?? null) : null,
  };
}

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
      // school and round.
      if (type && isFormType(type) && definitionOf(type).signUp) {
        const signedUp = await app.submissions.isSchoolSignedUp(keys, round);
        return answerOf(signedUp, signedUp ? await placeHolder(app.db, keys, { type }, round) : null);
      }
      const registered = await app.submissions.isSchoolRegistered(keys, mode, round);
      return answerOf(registered, registered ? await placeHolder(app.db, keys, { mode }, round) : null);
    },
  );
}
