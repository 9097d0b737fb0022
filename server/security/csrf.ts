import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { XSRF } from '../../src/domain/constants';

/**
 * CSRF defence for the POST routes (double-submit cookie plus origin check):
 * - GET /api/csrf sets the cookie `XSRF.cookie` (`XSRF-TOKEN`, readable by script, SameSite=Strict);
 *   pages never set it (a CDN may cache them), so the forms fetch it before their first post;
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

/** The visitor's token when it has a well-formed one (cookies parsed by @fastify/cookie). */
export function currentXsrfToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[XSRF.cookie];
  return token && TOKEN.test(token) ? token : undefined;
}

/** Sets the XSRF cookie unless the visitor has one; returns the token in force. */
export function ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply): string {
  const existing = currentXsrfToken(request);
  if (existing) return existing;
  const token = newXsrfToken();
  // Not HttpOnly: the form's script reads it to echo it in the header. Secure over https ('auto').
  reply.setCookie(XSRF.cookie, token, { path: '/', sameSite: 'strict', secure: 'auto' });
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
