import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import { recordAudit } from './audit';
import { UNKNOWN_ACTOR } from './login';
import { findSession, type StaffSession } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in member of staff, set by the staff guard. */
    staffSession?: StaffSession;
  }
}

export const NOT_LOGGED_IN = 'Niet ingelogd.';

/** The session cookie: `__Host-` prefixed and Secure over https, always HttpOnly and SameSite=Strict. */
export function sessionCookieName(https: boolean): string {
  return https ? '__Host-amn_staff' : 'amn_staff';
}

/**
 * A request that came with a staff cookie no live session has (a guess, a stolen or an expired
 * token) is an audit entry. Without a cookie it is not: the login page asks first whether someone
 * is logged in. The count of refusals is the API's rate limit.
 */
export async function auditRefusedSession(
  db: Kysely<Database>,
  request: FastifyRequest,
  cookieName: string,
  now: Date,
): Promise<void> {
  if (!request.cookies[cookieName]) return;
  await recordAudit(
    db,
    {
      actor: UNKNOWN_ACTOR,
      action: 'access-refused',
      detail: `${request.method} ${request.routeOptions.url ?? ''} sessie`,
    },
    now,
  );
}

export type GuardOptions = { db: Kysely<Database>; https: boolean; now?: () => number };

/**
 * A preHandler for staff routes: 401 without a logged-in session (password and code accepted, not
 * idle for 30 minutes, younger than 12 hours, account still there); sets `request.staffSession`.
 * The workspace's routes use it the same way (`{ preHandler: staffGuard(options) }`).
 */
export function staffGuard({ db, https, now }: GuardOptions) {
  const cookieName = sessionCookieName(https);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await findSession(db, request.cookies[cookieName], new Date(now ? now() : Date.now()));
    if (!session || session.stage !== 'in') {
      await auditRefusedSession(db, request, cookieName, new Date(now ? now() : Date.now()));
      reply.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'strict', secure: https });
      return reply.code(401).type('text/plain; charset=utf-8').send(NOT_LOGGED_IN);
    }
    request.staffSession = session;
  };
}
