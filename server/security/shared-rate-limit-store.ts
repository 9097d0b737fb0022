import { sql, type Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import { isRecord } from '../../src/domain/values';

type Count = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Count) => void;

/** Counts in this process's memory: the fallback while the database does not answer. */
class MemoryCounts {
  private readonly counts = new Map<string, { count: number; resetsAt: number }>();

  incr(key: string, windowMs: number, now: number): Count {
    let entry = this.counts.get(key);
    if (!entry || entry.resetsAt <= now) {
      entry = { count: 0, resetsAt: now + windowMs };
      this.counts.set(key, entry);
      if (this.counts.size > 10_000) this.sweep(now);
    }
    entry.count += 1;
    return { current: entry.count, ttl: entry.resetsAt - now };
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.counts) if (entry.resetsAt <= now) this.counts.delete(key);
  }
}

/** Expired counters are removed now and then, not on every request. */
const SWEEP_EVERY = 1000;

export type SharedStoreOptions = {
  /** Told when the database fails and the limits fall back to this node's memory (for the log). */
  onFallback?: (error: unknown) => void;
  /** When a counting window starts and ends: real time (server/clock.ts's systemNow), as in memory. */
  now: () => number;
};

/**
 * A store for @fastify/rate-limit that counts in the PostgreSQL table `rate_limits`, so every node
 * on one database meets the same limit, and a restart forgets nothing. One statement per request:
 * the counter is created, reset when its window has passed, or raised, and read back. While the
 * database does not answer, counting goes on in this node's memory.
 */
export function sharedRateLimitStore(db: Kysely<Database>, scope: string, options: SharedStoreOptions) {
  const memory = new MemoryCounts();
  const { now } = options;
  let calls = 0;

  async function count(key: string, windowMs: number): Promise<Count> {
    const at = now();
    const resetsAt = at + windowMs;
    const { rows } = await sql<{ count: number; resets_at: string | number }>`
      INSERT INTO rate_limits (key, count, resets_at) VALUES (${key}, 1, ${resetsAt})
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.resets_at <= ${at} THEN 1 ELSE rate_limits.count + 1 END,
        resets_at = CASE WHEN rate_limits.resets_at <= ${at} THEN ${resetsAt} ELSE rate_limits.resets_at END
      RETURNING count, resets_at`.execute(db);
    calls += 1;
    if (calls % SWEEP_EVERY === 0) {
      void sql`DELETE FROM rate_limits WHERE resets_at <= ${at}`.execute(db).catch(() => undefined);
    }
    return { current: Number(rows[0].count), ttl: Math.max(0, Number(rows[0].resets_at) - at) };
  }

  return class SharedRateLimitStore {
    private readonly prefix: string;

    // @fastify/rate-limit makes the first store with its options; children get their route's prefix.
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : `${scope}:`;
    }

    // @fastify/rate-limit passes the route's window (in ms) after the callback.
    incr(key: string, callback: Callback, timeWindow = 60_000): void {
      const fullKey = `${this.prefix}${key}`;
      count(fullKey, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => {
          options.onFallback?.(error);
          callback(null, memory.incr(fullKey, timeWindow, now()));
        },
      );
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
