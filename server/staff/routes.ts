import QRCode from 'qrcode';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import { clientKey } from '../security/client-address';
import { limit } from '../security/rate-limits';
import { recordAudit } from './audit';
import { checkCode, checkPassword, type Delayed, type Wrong } from './login';
import { auditRefusedSession, NOT_LOGGED_IN, sessionCookieName, staffGuard } from './guard';
import { createSession, endSession, findSession } from './sessions';

export const STAFF_TEXTS = {
  delayed: (seconds: number) =>
    `Te veel pogingen. Probeer het over ${seconds === 1 ? '1 seconde' : `${seconds} seconden`} opnieuw.`,
  wrongPassword: 'E-mailadres of wachtwoord onjuist.',
  wrongCode: 'De code klopt niet.',
  noSession: NOT_LOGGED_IN,
} as const;

export type StaffRouteOptions = {
  db: Kysely<Database>;
  https: boolean;
  rateLimitScale: number;
  now?: () => number;
};

/**
 * Staff login and session, under /api/staff (the API scope's CSRF check covers every POST):
 * POST /login {email, password}, POST /code {code}, POST /logout, GET /session.
 */
export async function staffRoutes(app: FastifyInstance, { db, https, rateLimitScale, now }: StaffRouteOptions) {
  const clock = () => new Date(now ? now() : Date.now());
  const cookieName = sessionCookieName(https);

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

  app.post<{ Body: { email: string; password: string } }>(
    '/login',
    {
      ...loginLimit,
      schema: {
        body: {
          type: 'object',
          required: ['email', 'password'],
          properties: { email: { type: 'string', maxLength: 320 }, password: { type: 'string', maxLength: 1024 } },
        },
      },
    },
    async (request, reply) => {
      const at = clock();
      const outcome = await checkPassword(db, request.body.email, request.body.password, at, clientKey(request.ip));
      if (outcome.kind === 'delayed') return delayed(reply, outcome);
      if (outcome.kind === 'wrong') return wrong(reply, outcome, STAFF_TEXTS.wrongPassword);
      // A fresh session for every login: a token set before login never becomes a logged-in one.
      const previous = await sessionOf(request);
      if (previous) await endSession(db, previous.id);
      setCookie(reply, await createSession(db, outcome.email, 'code', at));
      if (outcome.kind === 'enroll') {
        // The QR code as an SVG `data:` image, made here: nothing of the secret leaves the server otherwise.
        const svg = await QRCode.toString(outcome.uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
        const qr = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
        return { step: 'enroll', secret: outcome.secret, uri: outcome.uri, qr };
      }
      return { step: 'code' };
    },
  );

  app.post<{ Body: { code: string } }>(
    '/code',
    {
      ...loginLimit,
      schema: {
        body: { type: 'object', required: ['code'], properties: { code: { type: 'string', maxLength: 16 } } },
      },
    },
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

  /** Every other staff route needs a logged-in session. */
  const requireStaff = staffGuard({ db, https, now });

  app.get('/session', { preHandler: requireStaff }, async (request) => ({ email: request.staffSession?.email }));

  app.post('/logout', { preHandler: requireStaff }, async (request, reply) => {
    const session = request.staffSession;
    if (!session) return refuse(request, reply);
    await endSession(db, session.id);
    await recordAudit(db, { actor: session.email, action: 'logout' }, clock());
    clearCookie(reply);
    return reply.code(204).send();
  });
}
