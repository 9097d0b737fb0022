import { mailingStorage } from '../mail/caps';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_ROUTES, FORM_EXPIRED_HEADER } from '../../src/domain/api';
import { takeSubmission, type Answer, type IntakeDeps, type IntakeKind } from './intake';
import { limit } from '../security/rate-limits';
import { clientKey } from '../security/client-address';
import { localeFromAcceptLanguage } from '../../src/domain/locale';

/** Sends an intake answer. A 307 carries the thank-you address in its BODY and no Location header:
 * fetch() then hands the 307 to the form instead of following it (navigate to the body). */
export function sendAnswer(reply: FastifyReply, answer: Answer) {
  // The form tells this refusal apart by the header, to keep its values over the reload it asks for.
  if (answer.formExpired) reply.header(FORM_EXPIRED_HEADER, '1');
  return reply.code(answer.status).type('text/plain; charset=utf-8').send(answer.text);
}

function idempotencyKey(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header.join(',') : header;
}

/** What only the intake needs; the rest of its deps are the app's shared services. */
export type IntakeOptions = Pick<
  IntakeDeps,
  'minFillTimeMs' | 'onBot' | 'schoolSector' | 'schoolFacts' | 'indexedSchool' | 'registrationsPerHour'
> & {
  /** Called after a commit that stored a submission of this type (metrics); the worker is woken too. */
  onStored?: (type: string) => void;
};

function route(kind: IntakeKind, max: number) {
  return async (app: FastifyInstance, options: IntakeOptions) => {
    // Every mail intake queues goes through the caps app.ts sets.
    const intake: IntakeDeps = {
      ...options,
      storage: mailingStorage(app),
      publicUrl: app.publicUrl,
      helpdeskEmail: app.helpdeskEmail,
      now: app.now,
      signingKey: app.signingKey,
      onStored: (type) => {
        options.onStored?.(type);
        app.mailQueued();
      },
      onMailQueued: () => app.mailQueued(),
    };
    app.post(
      kind === 'form' ? API_ROUTES.processForm : API_ROUTES.send,
      { config: { rateLimit: limit(max, app.rateLimitScale) } },
      // The forms name their page's locale in Accept-Language: the answer comes in that language.
      async (request, reply) =>
        sendAnswer(
          reply,
          await takeSubmission(
            intake,
            kind,
            request.body,
            idempotencyKey(request.headers['idempotency-key']),
            localeFromAcceptLanguage(request.headers['accept-language']),
            clientKey(request.ip),
          ),
        ),
    );
  };
}

/** POST /api/process-form: every form type. */
export const processFormRoute = route('form', 20);
/** POST /api/send: the helpdesk request rendered from a schema. */
export const sendRoute = route('send', 10);
