import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { errorTextsFor } from './error-texts';

/** The Retry-After header as the reply holds it (@fastify/rate-limit sets it as a number of seconds). */
type RetryAfter = ReturnType<FastifyReply['getHeader']>;

function textFor(status: number, retryAfter: RetryAfter, acceptLanguage: string | undefined): string {
  const texts = errorTextsFor(acceptLanguage);
  if (status === 401) return texts.unauthorized;
  if (status === 403) return texts.forbidden;
  if (status === 404) return texts.notFound;
  if (status === 413) return texts.tooLarge;
  if (status === 415) return texts.unsupportedType;
  if (status === 429) return texts.tooManyRequests(Number(retryAfter) || 60);
  if (status === 503) return texts.unavailable;
  return texts.badRequest;
}

/**
 * One answer shape for every error: a short text, Dutch unless the request asks for Romanian
 * (`Accept-Language`). Client errors say what kind of problem it is; server errors are generic (the
 * details go to the log with the request id, never to the visitor).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    reply.type('text/plain; charset=utf-8');
    const acceptLanguage = request.headers['accept-language'];
    const texts = errorTextsFor(acceptLanguage);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status === 503 ? 503 : 500).send(status === 503 ? texts.unavailable : texts.serverError);
    }
    request.log.info({ status, code: error.code }, 'request refused');
    return reply.code(status).send(textFor(status, reply.getHeader('retry-after'), acceptLanguage));
  });
}
