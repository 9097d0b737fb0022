import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorTextsOf } from './error-texts';

/** The Retry-After header as the reply holds it (@fastify/rate-limit sets it as a number of seconds). */
type RetryAfter = ReturnType<FastifyReply['getHeader']>;

type ErrorTexts = ReturnType<typeof errorTextsOf>;

function textFor(status: number, retryAfter: RetryAfter, texts: ErrorTexts): string {
  if (status === 401) return texts.unauthorized;
  if (status === 403) return texts.forbidden;
  if (status === 404) return texts.notFound;
  if (status === 408) return texts.timeout;
  if (status === 413) return texts.tooLarge;
  if (status === 414 || status === 431) return texts.requestTooLarge;
  if (status === 415) return texts.unsupportedType;
  if (status === 429) return texts.tooManyRequests(Number(retryAfter) || 60);
  if (status === 503) return texts.unavailable;
  return texts.badRequest;
}

/**
 * One answer shape for every error: a short text in the visitor's language (Romanian for a `/ro/`
 * page or when `Accept-Language` asks for it, else Dutch). Client errors say what kind of problem
 * it is; server errors are generic (the details go to the log with the request id, never to the
 * visitor).
 */
export function sendErrorAnswer(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  reply.type('text/plain; charset=utf-8');
  const texts = errorTextsOf(request);
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(status === 503 ? 503 : 500).send(status === 503 ? texts.unavailable : texts.serverError);
  }
  request.log.info({ status, code: error.code }, 'request refused');
  return reply.code(status).send(textFor(status, reply.getHeader('retry-after'), texts));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendErrorAnswer);
}
