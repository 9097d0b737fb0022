import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import { isRecord } from '../../src/domain/values';
import { batchedCounts, type BatchedCountsOptions, type Count } from './batched-counts';

type Callback = (error: Error | null, result?: Count) => void;

export type SharedStoreOptions = BatchedCountsOptions;

/**
 * A store for @fastify/rate-limit whose counts the nodes on one database share (the table
 * `rate_limits`), so that every node meets the same limit and a restart forgets little. Each
 * request is answered from this node's memory; the counts are reconciled with the table in batches
 * (`batched-counts.ts` says how, and how far over the limit a client can get). `reconcile` and
 * `close` on the returned class reach the counts (tests, and the app when it closes).
 */
export function sharedRateLimitStore(db: Kysely<Database>, scope: string, options: SharedStoreOptions) {
  const counts = batchedCounts(db, options);

  return class SharedRateLimitStore {
    static readonly reconcile = counts.reconcile;
    static readonly close = counts.close;
    private readonly prefix: string;

    // @fastify/rate-limit makes the first store with its options; children get their route's prefix.
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : `${scope}:`;
    }

    // @fastify/rate-limit passes the route's window (in ms) and its limit after the callback.
    incr(key: string, callback: Callback, timeWindow = 60_000, max?: number): void {
      void Promise.resolve(counts.hit(`${this.prefix}${key}`, timeWindow, max)).then((count) => callback(null, count));
    }

    /**
     * A route with its own limit counts apart from the others. @fastify/rate-limit passes its merged
     * options with the route as `routeInfo` (its types say otherwise), so they are read as found.
     */
    child(options: unknown): SharedRateLimitStore {
      const route = isRecord(options) && isRecord(options.routeInfo) ? options.routeInfo : {};
      return new SharedRateLimitStore(`${this.prefix}${String(route.method ?? '')}${String(route.url ?? '')}:`);
    }
  };
}
