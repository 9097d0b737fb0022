import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';

/** Requests per minute per client address, before RATE_LIMIT_SCALE. */
export const DEFAULT_API_LIMIT = 300;

/** A route's rate limit: `max` requests per minute, scaled; `false` when limits are off. */
export function limit(max: number, scale: number): { max: number; timeWindow: number } | false {
  return scale === 0 ? false : { max: Math.max(1, Math.ceil(max * scale)), timeWindow: 60_000 };
}

/**
 * Rate limits for the API scope only (pages and assets are never limited). Every API route gets
 * the default; routes set their own with `config.rateLimit`. Over the limit: 429 with Retry-After.
 */
export async function registerApiRateLimits(api: FastifyInstance, scale: number): Promise<void> {
  if (scale === 0) return;
  await api.register(rateLimit, {
    global: true,
    max: Math.max(1, Math.ceil(DEFAULT_API_LIMIT * scale)),
    timeWindow: 60_000,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });
}
