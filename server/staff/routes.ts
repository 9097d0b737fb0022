import { API_ROUTES } from '../../src/domain/api';
import QRCode from 'qrcode';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { jsonObject } from '../../src/domain/api-requests';
import { withValibot } from '../http/valibot-provider';
import { clientKey } from '../security/client-address';
import { limit } from '../security/rate-limits';
import { recordAudit } from '../audit/audit';
import { checkCode, checkPassword, type Delayed, type Wrong } from './login';
import { completeEnrolment, enrolmentToShow } from './enrolment';
import { auditRefusedSession, NOT_LOGGED_IN } from './guard';
import { createSession, endSession, findSession } from '../staff-store/sessions';

export const STAFF_TEXTS = {
  delayed: (seconds: number) =>
    `Te veel pogingen. Probeer het over ${seconds === 1 ? '1 seconde' : `${seconds} seconden`} opnieuw.`,
  wrongPassword: 'E-mailadres of wachtwoord onjuist.',
  wrongCode: 'De code klopt niet.',
  notEnrolled:
    'Voor dit account is de tweede stap nog niet ingesteld. Open de link die u van de beheerder kreeg, of vraag om een nieuwe.',
  invalidEnrolment:
    'Deze link om de tweede stap in te stellen is niet (meer) geldig. Vraag de beheerder om een nieuwe link.',
  wrongEnrolment: 'Het wachtwoord of de code klopt niet.',
  enrolled: 'De tweede stap is ingesteld. Log nu in met uw wachtwoord en de volgende code die de app toont.',
  noSession: NOT_LOGGED_IN,
} as const;

const EMAIL = v.pipe(v.string(), v.maxLength(320));
const PASSWORD = v.pipe(v.string(), v.maxLength(1024));
const CODE = v.pipe(v.string(), v.maxLength(16));
const TOKEN = v.pipe(v.string(), v.maxLength(64));

/**
 * Staff login and session, under /api/staff (the API scope's CSRF check covers every POST):
 * POST /login {email, password}, POST /code {code}, POST /logout, GET /session; and the second
 * factor's set-up through a one-time link from `npm run staff`: POST /enrolment/show {token},
 * POST /enrolment {token, password, code}.
 */
export async function staffRoutes(scope: FastifyInstance) {
  const app = withValibot(scope);
  const { db, rateLimitScale } = app;
  const clock = () => new Date(app.now());
  const { name: cookieName, secure: https } = app.staffCookie;

  const setCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(cookieName, token, { path: '/', httpOnly: true, sameSite: 'strict', secure: https });
  const clearCookie = (reply: FastifyReply) =>
    reply.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'strict', secure: https });

  /** The request's live session (any stage), or null. */
  const sessionOf = (request: FastifyRequest) => findSession(db, request.cookies[cookieName], clock());

  const refuse = async (request: FastifyRequest, reply: FastifyReply) => {
    await auditRefusedSession(db, request, cookieName, clock());
    return reply.code(401).type('text/plain; charset=utf-8').send(STAFF_TEXTS.noSession);
  };

  const loginLimit = { config: { rateLimit: limit(20, rateLimitScale) } };

  /** Whole seconds of a wait, for Retry-After and the text. */
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

  /** 429 for an attempt made during its wait; it was not checked. */
  const delayed = (reply: FastifyReply, outcome: Delayed) =>
    reply
      .code(429)
      .header('retry-after', String(seconds(outcome.waitMs)))
      .send({ error: STAFF_TEXTS.delayed(seconds(outcome.waitMs)) });

  /** 401 for a wrong password or code; Retry-After says when the next attempt will be checked. */
  const wrong = (reply: FastifyReply, outcome: Wrong, error: string) => {
    if (outcome.waitMs > 0) reply.header('retry-after', String(seconds(outcome.waitMs)));
    return reply.code(401).send({ error });
  };

  app.post(
    API_ROUTES.staffLogin,
    { ...loginLimit, schema: { body: jsonObject({ email: EMAIL, password: PASSWORD }) } },
    async (request, reply) => {
      const at = clock();
      const outcome = await checkPassword(db, request.body.email, request.body.password, at, clientKey(request.ip));
      if (outcome.kind === 'delayed') return delayed(reply, outcome);
      if (outcome.kind === 'wrong') return wrong(reply, outcome, STAFF_TEXTS.wrongPassword);
      if (outcome.kind === 'not-enrolled') return reply.code(403).send({ error: STAFF_TEXTS.notEnrolled });
      // A fresh session for every login: a token set before login never becomes a logged-in one.
      const previous = await sessionOf(request);
      if (previous) await endSession(db, previous.id);
      setCookie(reply, await createSession(db, outcome.email, 'code', at));
      return { step: 'code' };
    },
  );

  app.post(
    API_ROUTES.staffCode,
    { ...loginLimit, schema: { body: jsonObject({ code: CODE }) } },
    async (request, reply) => {
      const session = await sessionOf(request);
      if (!session || session.stage !== 'code') return refuse(request, reply);
      const at = clock();
      const outcome = await checkCode(db, session.email, request.body.code, at, clientKey(request.ip));
      // The half-way session stays: after the wait, the code can be typed again.
      if (outcome.kind === 'delayed') return delayed(reply, outcome);
      if (outcome.kind === 'wrong') return wrong(reply, outcome, STAFF_TEXTS.wrongCode);
      // Logged in: a new token, so the half-way one cannot be reused.
      await endSession(db, session.id);
      setCookie(reply, await createSession(db, session.email, 'in', at));
      return { email: session.email };
    },
  );

  app.post(
    API_ROUTES.staffEnrolmentShow,
    { ...loginLimit, schema: { body: jsonObject({ token: TOKEN }) } },
    async (request, reply) => {
      const shown = await enrolmentToShow(db, request.body.token, clock());
      if (!shown) return reply.code(404).send({ error: STAFF_TEXTS.invalidEnrolment });
      // The QR code as an SVG `data:` image, made here: nothing of the secret leaves the server otherwise.
      const svg = await QRCode.toString(shown.uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
      const qr = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
      return { step: 'enrol', email: shown.email, secret: shown.secret, qr };
    },
  );

  app.post(
    API_ROUTES.staffEnrolment,
    { ...loginLimit, schema: { body: jsonObject({ token: TOKEN, password: PASSWORD, code: CODE }) } },
    async (request, reply) => {
      const outcome = await completeEnrolment(db, request.body, clock());
      if (outcome.kind === 'invalid-link') return reply.code(404).send({ error: STAFF_TEXTS.invalidEnrolment });
      if (outcome.kind === 'wrong') return reply.code(401).send({ error: STAFF_TEXTS.wrongEnrolment });
      return { step: 'enrolled', text: STAFF_TEXTS.enrolled };
    },
  );

  /** Every other staff route needs a logged-in session. */
  const loggedIn = { preHandler: app.requireStaff };

  app.get(API_ROUTES.staffSession, loggedIn, async (request) => ({ email: request.staff.email }));

  app.post(API_ROUTES.staffLogout, loggedIn, async (request, reply) => {
    const session = request.staff;
    await endSession(db, session.id);
    await recordAudit(db, { actor: session.email, action: 'logout' }, clock());
    clearCookie(reply);
    return reply.code(204).send();
  });
}
