import { mailingStorage } from '../mail/caps';
import { isWithdrawn } from '../../src/domain/registrationStates';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SITE } from '../../src/data/site';
import * as v from 'valibot';
import { API_ROUTES, type RegistrationResponse } from '../../src/domain/api';
import { looseJsonObject, registrationLinksRequest } from '../../src/domain/api-requests';
import { withValibot } from '../http/valibot-provider';
import { isPreRegistrationType } from '../../src/domain/forms';
import { contactOfToken } from '../registration-records/personal-link';
import { changeRegistration, withdrawRegistration, type EditOutcome } from '../registration-service/edit';
import { mayAskForLinks, resendLinks, SCHOOLS_PER_CLIENT_HOUR } from '../registration-service/resend';
import { clientKey } from '../security/client-address';
import { errorTextsFor } from '../http/error-texts';
import { CHANGES_CLOSED, registrationView } from './view';
import { schoolKeys } from '../schools/school-keys';
import { limit } from '../security/rate-limits';
import { localeFromAcceptLanguage } from '../../src/domain/locale';
import { CHANGED_MEANWHILE, CHANGED_TOO_OFTEN } from '../registration-service/texts';

export const INVALID_REGISTRATION_LINK = `Deze link is niet (meer) geldig. Vraag hieronder een nieuwe link aan, of neem contact op met de helpdesk: ${SITE.helpdeskEmail}, ${SITE.helpdeskPhone}.`;

/** The same answer whoever asks and whatever exists: a request for links reveals nothing. */
export const LINKS_SENT =
  'Als deze school bij ons is aangemeld, sturen we de link naar de contactpersonen van die aanmelding. Kijk ook in de map met ongewenste e-mail.';

/** A personal link's token, as the page sends it back (its query string or its JSON body). */
const TOKEN = v.pipe(v.string(), v.minLength(1), v.maxLength(2048));
/** The token of a link: checked by its signature, so any value is taken here (a wrong one is the 404). */
const TOKEN_QUERY = v.object({ token: v.optional(v.unknown()) });
/** The version of the registration the page showed: a change or withdrawal is made on it. */
const VERSION = v.pipe(v.number(), v.integer(), v.minValue(1));
/** Change and withdraw carry the token and the version shown; a change also the form's values beside them. */
const EDIT_BODY = looseJsonObject({ token: TOKEN, version: VERSION });
const ID_PARAMS = v.object({ id: v.string() });

const text = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/plain; charset=utf-8').send(body);

/** The sent values without the token and version (and without `type`: a registration keeps its own). */
function valuesOf(body: Record<string, unknown>): Record<string, unknown> {
  const { token: _token, type: _type, version: _version, ...values } = body;
  return values;
}

/**
 * A registration's own page behind a contact's personal link: read it (and, for a pre-registration,
 * prefill its final form), change or withdraw it, and ask for the links again. Every answer to a
 * token that is forged, revoked, for another purpose or for a contact taken off is the same 404.
 */
export async function registrationRoute(scope: FastifyInstance) {
  const app = withValibot(scope);
  const { db, rateLimitScale } = app;
  const now = () => new Date(app.now());
  const guarded = { config: { rateLimit: limit(30, rateLimitScale) } };

  /** The registration and contact of the request's token, or null (the 404 is sent). */
  async function opened(token: unknown, reply: FastifyReply) {
    reply.header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer');
    const contact = await contactOfToken(db, app.signingKey, token, app.now());
    const record = contact ? await app.submissions.findStoredRegistration(contact.submissionId) : null;
    if (!contact || !record) {
      text(reply, 404, INVALID_REGISTRATION_LINK);
      return null;
    }
    return { contact, record };
  }

  app.get(API_ROUTES.myRegistration, { ...guarded, schema: { querystring: TOKEN_QUERY } }, async (request, reply) => {
    const found = await opened(request.query.token, reply);
    if (!found) return reply;
    return registrationView(db, found.record, found.contact.email, now());
  });

  const forFinalForm = { ...guarded, schema: { querystring: TOKEN_QUERY, params: ID_PARAMS } };
  app.get(API_ROUTES.registration, forFinalForm, async (request, reply) => {
    const found = await opened(request.query.token, reply);
    if (!found) return reply;
    const { record } = found;
    if (record.id !== request.params.id || !isPreRegistrationType(record.type) || isWithdrawn(record.state)) {
      return text(reply, 404, INVALID_REGISTRATION_LINK);
    }
    const answer: RegistrationResponse = {
      id: record.id,
      type: record.type,
      createdAt: record.createdAt,
      values: record.values,
    };
    return answer;
  });

  // Change and withdraw answer in plain text, as the form intake does: the forms show it as it is.
  const answerEdit = (request: FastifyRequest, reply: FastifyReply, outcome: EditOutcome) => {
    switch (outcome.kind) {
      case 'changed':
        app.mailQueued();
        return text(reply, 200, 'Uw wijzigingen zijn opgeslagen. Alle contactpersonen krijgen een e-mail.');
      case 'withdrawn':
        app.mailQueued();
        return text(reply, 200, 'De aanmelding is ingetrokken. Alle contactpersonen krijgen een e-mail.');
      case 'unchanged':
        return text(reply, 200, 'Er was niets gewijzigd.');
      case 'invalid':
        return text(reply, 400, outcome.message);
      case 'closed':
        return text(reply, 409, outcome.text ?? CHANGES_CLOSED);
      case 'is-withdrawn':
        return text(reply, 409, 'Deze aanmelding is ingetrokken en kan niet meer worden gewijzigd.');
      case 'conflict':
        return text(reply, 409, CHANGED_MEANWHILE[localeFromAcceptLanguage(request.headers['accept-language'])]);
      case 'too-often':
        // The hour's count started with its first change: within the hour it allows again.
        reply.header('retry-after', '3600');
        return text(reply, 429, CHANGED_TOO_OFTEN[localeFromAcceptLanguage(request.headers['accept-language'])]);
    }
  };

  // The contact acts, from the request's client: the mails count to that client's share.
  const editBy = (email: string, request: FastifyRequest) => ({
    storage: mailingStorage(app),
    helpdeskEmail: app.helpdeskEmail,
    actor: email,
    client: clientKey(request.ip),
    now: now(),
  });

  const editing = {
    ...guarded,
    schema: { querystring: TOKEN_QUERY, body: EDIT_BODY },
  };

  app.post(API_ROUTES.registrationChange, editing, async (request, reply) => {
    const found = await opened(request.query.token ?? request.body.token, reply);
    if (!found) return reply;
    // Its round is over and gone from the code: only the helpdesk changes it.
    if ('retired' in found.record) return text(reply, 409, CHANGES_CLOSED);
    const outcome = await changeRegistration(
      editBy(found.contact.email, request),
      found.record,
      request.body.version,
      valuesOf(request.body),
    );
    return answerEdit(request, reply, outcome);
  });

  app.post(API_ROUTES.registrationWithdraw, editing, async (request, reply) => {
    const found = await opened(request.query.token ?? request.body.token, reply);
    if (!found) return reply;
    if ('retired' in found.record) return text(reply, 409, CHANGES_CLOSED);
    const outcome = await withdrawRegistration(
      editBy(found.contact.email, request),
      found.record,
      request.body.version,
    );
    return answerEdit(request, reply, outcome);
  });

  app.post(
    API_ROUTES.registrationLinks,
    {
      // Requests of any kind; what bounds the mails is the count of schools per client an hour below.
      config: { rateLimit: limit(20, rateLimitScale) },
      schema: { body: registrationLinksRequest },
    },
    async (request, reply) => {
      const body = request.body;
      const target =
        body.school === undefined ? { registrationId: body.registrationId } : { school: schoolKeys(body.school) };
      // At most 10 schools an hour per client (scaled like every limit; off with RATE_LIMIT_SCALE=0).
      if (
        rateLimitScale > 0 &&
        !(await mayAskForLinks(
          db,
          clientKey(request.ip),
          target,
          Math.ceil(SCHOOLS_PER_CLIENT_HOUR * rateLimitScale),
          now(),
        ))
      ) {
        return reply
          .code(429)
          .header('retry-after', '3600')
          .type('text/plain; charset=utf-8')
          .send(errorTextsFor(request.headers['accept-language']).tooManyRequests(3600));
      }
      const mailed = await resendLinks(mailingStorage(app), target, now(), clientKey(request.ip));
      if (mailed > 0) app.mailQueued();
      return reply.code(202).send({ text: LINKS_SENT });
    },
  );
}
