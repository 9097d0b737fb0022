import { sql, type Kysely } from 'kysely';
import type { Database } from '../storage/schema';

export type Count = { current: number; ttl: number };

/** How often a node adds its hits to the shared table and reads the totals back. */
export const RECONCILE_EVERY_MS = 250;
/** A key with this many hits not yet in the table is reconciled at once, not at the next tick. */
export const RECONCILE_AFTER_HITS = 16;
/** Rows per statement (three parameters each: well below SQLite's and PostgreSQL's limits). */
const ROWS_PER_STATEMENT = 500;
/** Expired counters are removed from the table now and then, not on every reconcile. */
const SWEEP_EVERY = 200;

type Entry = {
  /** The key's total in the table when last read (this node's reconciled hits and the others'). */
  shared: number;
  /** Hits on this node not yet sent; `sending` are on their way (in one statement or more). */
  pending: number;
  sending: number;
  resetsAt: number;
  /** False while `resetsAt` is this node's guess (a window it started), until the table tells. */
  confirmed: boolean;
  windowMs: number;
};

export type BatchedCountsOptions = {
  /** When a counting window starts and ends: real time (server/clock.ts's systemNow). */
  now: () => number;
  /** Told when a reconcile fails: the counts go on in this node's memory meanwhile. */
  onFallback?: (error: unknown) => void;
  reconcileEveryMs?: number;
};

/**
 * Counts hits per key in this node's memory and reconciles them with the `rate_limits` table in
 * batches: every RECONCILE_EVERY_MS (sooner when a key has RECONCILE_AFTER_HITS waiting) one
 * statement adds each key's new hits to its shared total and returns the totals. A hit is judged at
 * once from the last total read plus this node's hits since, as long as that is sure enough: up to
 * half the limit, and over the limit (refused without a round trip). Between half the limit and the
 * limit a hit is counted through the table before it is judged, with the node's waiting hits.
 *
 * The bound: what a node cannot see are the hits the other nodes took below half the limit and have
 * not reconciled yet, at most one reconcile period old. Over the limit a client gets at most those:
 * fewer than half the limit per other node, and only what it sent them in that period. Two nodes
 * taking turns meet the limit exactly (each sends its own hits before judging near the limit).
 * While the database does not answer, counting goes on in memory alone.
 */
export function batchedCounts(db: Kysely<Database>, options: BatchedCountsOptions) {
  const { now } = options;
  const everyMs = options.reconcileEveryMs ?? RECONCILE_EVERY_MS;
  const entries = new Map<string, Entry>();
  const dirty = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let reconciles = 0;
  let closed = false;

  function schedule(delayMs: number) {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void reconcile();
    }, delayMs);
    // A pending reconcile never keeps a stopping process alive.
    timer.unref?.();
  }

  /**
   * Takes in a total the table returned: its window over this node's guess, but not a window that
   * has passed, nor a total older than one known already (answers may cross).
   */
  function learn(entry: Entry, count: number, resetsAt: number) {
    if (resetsAt <= now()) return;
    if (entry.confirmed && resetsAt < entry.resetsAt) return;
    entry.shared = entry.confirmed && resetsAt === entry.resetsAt ? Math.max(entry.shared, count) : count;
    entry.resetsAt = resetsAt;
    entry.confirmed = true;
  }

  /** Moves the hits waiting for each key into `sending`: what one statement adds. */
  function take(keys: string[]): Map<string, number> {
    const amounts = new Map<string, number>();
    for (const key of keys) {
      const entry = entries.get(key);
      if (!entry || entry.pending === 0) continue;
      amounts.set(key, entry.pending);
      entry.sending += entry.pending;
      entry.pending = 0;
    }
    return amounts;
  }

  /** Adds the hits to the shared totals and reads the totals back; failed hits wait for the next reconcile. */
  async function send(amounts: Map<string, number>): Promise<void> {
    // Sorted keys: two nodes lock the rows they share in the same order (no deadlock).
    const keys = [...amounts.keys()].sort();
    const at = now();
    let failed: unknown = null;
    for (let start = 0; start < keys.length; start += ROWS_PER_STATEMENT) {
      const chunk = keys.slice(start, start + ROWS_PER_STATEMENT);
      const rows = chunk.map((key) => sql`(${key}, ${amounts.get(key)}, ${at + entries.get(key)!.windowMs})`);
      try {
        const { rows: totals } = await sql<{ key: string; count: number | string; resets_at: number | string }>`
          INSERT INTO rate_limits (key, count, resets_at) VALUES ${sql.join(rows)}
          ON CONFLICT (key) DO UPDATE SET
            count = CASE WHEN rate_limits.resets_at <= ${at} THEN excluded.count
                         ELSE rate_limits.count + excluded.count END,
            resets_at = CASE WHEN rate_limits.resets_at <= ${at} THEN excluded.resets_at
                             ELSE rate_limits.resets_at END
          RETURNING key, count, resets_at`.execute(db);
        for (const total of totals) {
          const entry = entries.get(total.key);
          if (entry) learn(entry, Number(total.count), Number(total.resets_at));
        }
        for (const key of chunk) entries.get(key)!.sending -= amounts.get(key)!;
      } catch (error) {
        failed = error;
        // Not lost: sent again with the next reconcile, and counted meanwhile.
        for (const key of chunk) {
          const entry = entries.get(key)!;
          entry.sending -= amounts.get(key)!;
          entry.pending += amounts.get(key)!;
          dirty.add(key);
        }
        schedule(everyMs);
      }
    }
    if (failed !== null) options.onFallback?.(failed);
    reconciles += 1;
    if (reconciles % SWEEP_EVERY === 0) sweep(at);
  }

  async function reconcileOnce(): Promise<void> {
    if (dirty.size === 0) return;
    const keys = [...dirty];
    dirty.clear();
    await send(take(keys));
  }

  function sweep(at: number) {
    for (const [key, entry] of entries) {
      if (entry.resetsAt <= at && entry.pending === 0 && entry.sending === 0) entries.delete(key);
    }
    void sql`DELETE FROM rate_limits WHERE resets_at <= ${at}`.execute(db).catch(() => undefined);
  }

  /** Sends the hits not yet sent and reads their totals back (one reconcile at a time). */
  async function reconcile(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await reconcileOnce();
      } while (again);
    })();
    try {
      await running;
    } finally {
      running = null;
      if (dirty.size > 0) schedule(everyMs);
    }
  }

  /**
   * Counts one hit of `key` and answers from what this node knows (the shared total read last plus
   * its own hits since) while that is sure enough: below half the limit, or over the limit already
   * (a total only grows within its window). In between, near the limit, the hit is counted through
   * the table at once, so that the other nodes' hits decide too.
   */
  function hit(key: string, windowMs: number, max = Number.POSITIVE_INFINITY): Count | Promise<Count> {
    const at = now();
    let entry = entries.get(key);
    if (!entry) {
      entry = { shared: 0, pending: 0, sending: 0, resetsAt: at + windowMs, confirmed: false, windowMs };
      entries.set(key, entry);
    } else if (entry.resetsAt <= at) {
      // The window has passed: a new one starts (the table tells its end at the next reconcile).
      entry.shared = 0;
      entry.pending = 0;
      entry.resetsAt = at + windowMs;
      entry.confirmed = false;
    }
    entry.pending += 1;
    const known = entry.shared + entry.sending + entry.pending;
    const answer = (): Count => ({
      current: entry.shared + entry.sending + entry.pending,
      ttl: Math.max(0, entry.resetsAt - now()),
    });
    if (known < max / 2 || known > max) {
      dirty.add(key);
      if (entry.pending >= RECONCILE_AFTER_HITS) void reconcile();
      else schedule(everyMs);
      return answer();
    }
    return send(take([key])).then(answer);
  }

  /** Stops the timer and sends what is left (a stopping node's hits still count on the others). */
  async function close(): Promise<void> {
    closed = true;
    if (timer) clearTimeout(timer);
    timer = null;
    await reconcile();
  }

  return { hit, reconcile, close };
}

export type BatchedCounts = ReturnType<typeof batchedCounts>;
