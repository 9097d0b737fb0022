import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import { recordAudit } from '../audit/audit';
import { UNKNOWN_ACTOR } from './login';
import { findSession, type StaffSession } from '../staff-store/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** The preHandler of every staff route: 401 without a logged-in session. */
    readonly requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    /** The session cookie's name and whether it is Secure (over https). */
    readonly staffCookie: { name: string; secure: boolean };
  }
  interface FastifyRequest {
    /** The logged-in member of staff; throws on a route without `requireStaff` (a programming error). */
    readonly staff: StaffSession;
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

/** The sessions `requireStaff` found, per request: only the guard sets one. */
const sessions = new WeakMap<FastifyRequest, StaffSession>();

/**
 * The staff guard, decorated once (after `services`): `app.requireStaff` refuses a request without a
 * logged-in session (password and code accepted, not idle for 30 minutes, younger than 12 hours,
 * account still there) with 401; after it, `request.staff` is the session.
 */
export const staffGuard = fp(
  async (app) => {
    const secure = app.publicUrl.startsWith('https:');
    const name = sessionCookieName(secure);
    app.decorate('staffCookie', { name, secure });
    app.decorateRequest('staff', {
      getter(this: FastifyRequest) {
        const session = sessions.get(this);
        if (!session) throw new Error(`${this.method} ${this.routeOptions.url ?? ''} has no requireStaff guard`);
        return session;
      },
    });
    app.decorate('requireStaff', async (request: FastifyRequest, reply: FastifyReply) => {
      const session = await findSession(app.db, request.cookies[name], new Date(app.now()));
      if (!session || session.stage !== 'in') {
        await auditRefusedSession(app.db, request, name, new Date(app.now()));
        reply.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'strict', secure });
        return reply.code(401).type('text/plain; charset=utf-8').send(NOT_LOGGED_IN);
      }
      sessions.set(request, session);
    });
  },
  { name: 'staff-guard', dependencies: ['services'] },
);
