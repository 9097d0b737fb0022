import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { XSRF } from '../../src/domain/constants';

/**
 * CSRF defence for the POST routes (double-submit cookie plus origin check):
 * - the server sets the cookie `XSRF.cookie` (`XSRF-TOKEN`, readable by script, SameSite=Strict)
 *   on page responses and on GET /api/csrf;
 * - the browser echoes its value in the header `XSRF.header` (`X-XSRF-TOKEN`);
 * - a POST passes only when both are present and equal, and its Origin (or else Referer) is
 *   this site. A page of another site can neither read the cookie nor send a same-site Origin.
 */
/** Node gives request headers lower-cased. */
const XSRF_HEADER = XSRF.header.toLowerCase();

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function newXsrfToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** One cookie's value from a Cookie header (only our own, plain-ASCII token cookie is ever read). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** The visitor's token when it has a well-formed one. */
export function currentXsrfToken(request: FastifyRequest): string | undefined {
  const token = readCookie(request.headers.cookie, XSRF.cookie);
  return token && TOKEN.test(token) ? token : undefined;
}

/** Sets the XSRF cookie unless the visitor has one; returns the token in force. */
export function ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply): string {
  const existing = currentXsrfToken(request);
  if (existing) return existing;
  const token = newXsrfToken();
  // Not HttpOnly: the form's script reads it to echo it in the header.
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${XSRF.cookie}=${token}; Path=/; SameSite=Strict${secure}`);
  return token;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** The origin the request claims to come from: Origin, else the origin of Referer. */
function claimedOrigin(request: FastifyRequest): string | null | undefined {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === 'null' ? null : origin;
  const referer = request.headers.referer;
  if (referer === undefined) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing request may pass. `allowedOrigins` holds the public site address;
 * the request's own Host is accepted as well (same-origin by definition).
 */
export function passesCsrfCheck(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = claimedOrigin(request);
  if (origin === null) return false;
  if (origin !== undefined) {
    let sameHost: boolean;
    try {
      // Through URL on both sides, so that default ports compare equal (`host:80` = `host`).
      sameHost = new URL(origin).host === new URL(`${request.protocol}://${request.host}`).host;
    } catch {
      return false;
    }
    if (!sameHost && !allowedOrigins.includes(origin)) return false;
  }
  const cookie = currentXsrfToken(request);
  const header = request.headers[XSRF_HEADER];
  return cookie !== undefined && typeof header === 'string' && sameToken(cookie, header);
}
