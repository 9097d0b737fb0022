import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema';

export type WriteWork<T> = (trx: Transaction<Database>) => Promise<T>;

type Job = {
  /** Runs the write; what it gives back settles the caller's promise with its value after the commit. */
  run(trx: Transaction<Database>): Promise<() => void>;
  reject(error: unknown): void;
};

/** Largest number of writes that share one commit. */
const MAX_BATCH = 64;

/**
 * Group commit for SQLite. SQLite has one writer, and with synchronous=FULL every commit waits
 * for an fsync. Writes are queued and run together in ONE transaction, each inside its own
 * SAVEPOINT: a write that fails (a unique violation: the school is already registered) is rolled
 * back alone, the others commit. Every caller's promise settles only after the shared COMMIT, so
 * nothing is acknowledged before it is durable; under load one fsync covers many submissions.
 *
 * better-sqlite3 is synchronous: a whole transaction, commit included, runs to its end inside the
 * microtasks of the callback that started it, so no other request can be read while it runs. A
 * flush started at once would therefore always hold one write. The flush waits for `setImmediate`
 * instead: the requests that arrived in the same turn of the event loop (all the sockets that were
 * readable) queue their writes first and share the commit.
 */
export class GroupCommitter {
  private queue: Job[] = [];
  private flushing = false;
  private scheduled = false;
  /** Transactions committed so far (each holds one or more writes). */
  commits = 0;

  constructor(private readonly db: Kysely<Database>) {}

  write<T>(work: WriteWork<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const run = async (trx: Transaction<Database>) => {
        const value = await work(trx);
        return () => resolve(value);
      };
      this.queue.push({ run, reject });
      if (!this.flushing && !this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          void this.flush();
        });
      }
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_BATCH);
        const outcomes: ({ ok: true; settle: () => void } | { ok: false; error: unknown })[] = [];
        try {
          await this.db.transaction().execute(async (trx) => {
            for (const job of batch) {
              await sql`savepoint job`.execute(trx);
              try {
                outcomes.push({ ok: true, settle: await job.run(trx) });
                await sql`release savepoint job`.execute(trx);
              } catch (error) {
                await sql`rollback to savepoint job`.execute(trx);
                await sql`release savepoint job`.execute(trx);
                outcomes.push({ ok: false, error });
              }
            }
          });
          this.commits += 1;
        } catch (error) {
          // The commit itself failed: nothing of this batch is stored.
          batch.forEach((job) => job.reject(error));
          continue;
        }
        batch.forEach((job, index) => {
          const outcome = outcomes[index];
          if (outcome.ok) outcome.settle();
          else job.reject(outcome.error);
        });
      }
    } finally {
      this.flushing = false;
    }
  }
}
