import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { XSRF } from '../../src/domain/constants';
import { truncatedAddress } from '../security/client-address';

/** Places where personal data or secrets could turn up in a log object. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  `req.headers["${XSRF.header.toLowerCase()}"]`,
  'res.headers["set-cookie"]',
  'body',
  'payload',
  'values',
  'email',
  '*.email',
  'err.detail',
  'err.parameters',
];

/** A request path fit for the log: no query string (search terms, prefills), no registration secret. */
export function loggablePath(url: string): string {
  const path = url.split('?')[0];
  return path.replace(/^(\/api\/registration\/)[^/]+/, '$1[id]');
}

const INCOMING_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Honours a sane X-Request-Id from a proxy, else makes one; it is on every log line of the request. */
export function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && INCOMING_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

export type LogOptions = { level: string; stream?: NodeJS.WritableStream };

/** Fastify logger options: JSON lines with reqId, redaction, no personal data in request lines. */
export function loggerOptions({ level, stream }: LogOptions) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[verborgen]' },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: loggablePath(request.url),
          client: truncatedAddress(request.ip),
        };
      },
    },
  };
}
