import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import { clientKey } from './client-address';
import { sharedRateLimitStore } from './shared-rate-limit-store';

/**
 * Where limits are counted: in this node's memory (SQLite, one node: a write per request would cost
 * the school search and submissions their throughput), or in the database the nodes share
 * (PostgreSQL), so that several nodes meet one limit: counted in memory and reconciled with the
 * table in batches, so no request waits for a round trip (`batched-counts.ts`).
 */
export type RateLimitCounting =
  | { kind: 'memory' }
  | { kind: 'shared'; db: Kysely<Database>; onFallback?: (error: unknown) => void; now: () => number };

/** Requests per minute per client (IPv4 address, IPv6 /64), before RATE_LIMIT_SCALE. */
export const DEFAULT_API_LIMIT = 300;

/** A route's rate limit: `max` requests per minute, scaled; `false` when limits are off. */
export function limit(max: number, scale: number): { max: number; timeWindow: number } | false {
  return scale === 0 ? false : { max: Math.max(1, Math.ceil(max * scale)), timeWindow: 60_000 };
}

/**
 * Rate limits for the API scope only (pages and assets are never limited). Every API route gets
 * the default; routes set their own with `config.rateLimit`. Over the limit: 429 with Retry-After.
 * A client is an IPv4 address or an IPv6 /64 (`clientKey`). The count runs in the routes' own
 * `onRequest` hooks, after the scope's: a scope's guards that refuse a request (401, 403, 415) run
 * in `preParsing` or later, so that every refusal is counted too.
 */
export async function registerApiRateLimits(
  api: FastifyInstance,
  scale: number,
  counting: RateLimitCounting = { kind: 'memory' },
  /** Names the scope's counters in the shared table (each scope counts apart, as in memory). */
  scope = 'api',
): Promise<void> {
  if (scale === 0) return;
  const store =
    counting.kind === 'shared'
      ? sharedRateLimitStore(counting.db, scope, { onFallback: counting.onFallback, now: counting.now })
      : null;
  // The hits not yet reconciled count on the other nodes too.
  if (store) api.addHook('onClose', () => store.close());
  await api.register(rateLimit, {
    ...(store ? { store } : {}),
    global: true,
    keyGenerator: (request) => clientKey(request.ip),
    max: Math.max(1, Math.ceil(DEFAULT_API_LIMIT * scale)),
    timeWindow: 60_000,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });
}
