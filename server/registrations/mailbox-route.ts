import { mailingStorage } from '../mail/caps';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { API_ROUTES, type MailboxConfirmAnswer } from '../../src/domain/api';
import { jsonObject } from '../../src/domain/api-requests';
import { localeFromAcceptLanguage } from '../../src/domain/locale';
import { withValibot } from '../http/valibot-provider';
import { clientKey } from '../security/client-address';
import { limit } from '../security/rate-limits';
import { proofSubject } from '../mail/proof';
import { INVALID_LINK } from '../http/error-texts';
import { proveMailbox } from './mailbox-proof';

const BODY = v.fallback(jsonObject({ token: v.optional(v.unknown()) }), {});

/**
 * POST /api/mailbox/confirm: the button on the page behind a proof mail's link (a GET proves
 * nothing: mail filters open links). The token is the authority; its answer says what the click
 * did, or 404 "Deze link is niet (meer) geldig".
 */
export async function mailboxRoute(scope: FastifyInstance) {
  const app = withValibot(scope);
  app.post(
    API_ROUTES.mailboxConfirm,
    { config: { rateLimit: limit(30, app.rateLimitScale) }, schema: { body: BODY } },
    async (request, reply) => {
      const now = app.now();
      const subject = proofSubject(app.signingKey, request.body.token, now);
      const outcome = subject
        ? await proveMailbox(
            {
              storage: mailingStorage(app),
              helpdeskEmail: app.helpdeskEmail,
              client: clientKey(request.ip),
              at: new Date(now),
            },
            subject,
          )
        : ({ kind: 'invalid' } as const);
      if (outcome.kind === 'invalid') {
        return reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .send(INVALID_LINK[localeFromAcceptLanguage(request.headers['accept-language'])]);
      }
      app.mailQueued();
      const answer: MailboxConfirmAnswer = { state: outcome.kind };
      return answer;
    },
  );
}
