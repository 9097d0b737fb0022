import type { FastifyRequest } from 'fastify';

/** POST bodies of the API are JSON and nothing else (a form post or text/plain cannot reach a handler). */
export function isJsonRequest(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  if (typeof type !== 'string') return false;
  return type.split(';')[0].trim().toLowerCase() === 'application/json';
}
