import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import type { MailTransport } from './transport';

export type WorkerLogger = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

export type OutboxWorkerOptions = {
  from: string;
  retryBaseMs: number;
  maxAttempts: number;
  /** How often the worker looks for due mails when nobody kicks it. */
  pollMs?: number;
  /** A claimed mail is retried after this long if the process died while sending it. */
  leaseMs?: number;
  batchSize?: number;
  logger: WorkerLogger;
};

const MAX_DELAY_MS = 60 * 60 * 1000;

/** Delay before attempt `attempts + 1`: doubling from the base, capped at an hour, with a little jitter. */
export function retryDelay(attempts: number, baseMs: number, random = Math.random): number {
  const delay = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
  return Math.round(delay * (1 + random() * 0.1));
}

/** SMTP errors can quote the recipient: keep addresses out of the database's error column and the logs. */
export function scrubAddresses(text: string): string {
  return text.replace(/[^\s<>"'@]+@[^\s<>"']+/g, '[adres]').slice(0, 500);
}

/**
 * Sends the outbox: mails due now, oldest first. A mail is claimed by moving its next attempt a
 * lease ahead with a conditional update (so two workers never send the same mail), sent, then
 * marked sent. A failed send is retried with exponential backoff until maxAttempts.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  /** Set by stop(): a pass in progress finishes the mail it is sending and no more. */
  private stopping = false;
  private kicked = false;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly transport: MailTransport,
    private readonly options: OutboxWorkerOptions,
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 5 * 60 * 1000;
    this.batchSize = options.batchSize ?? 20;
  }

  start(): void {
    this.stopped = false;
    this.stopping = false;
    this.schedule(0);
  }

  /** A submission was just committed: look at the outbox now instead of at the next poll. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) this.kicked = true;
    else this.schedule(0);
  }

  /** Stops polling and waits for the mail being sent, if any. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.stopped || this.running) return;
    let more = false;
    this.running = (async () => {
      try {
        more = (await this.runOnce()) === this.batchSize;
      } catch (error) {
        this.options.logger.error({ err: scrubAddresses(String(error)) }, 'outbox: could not read the outbox');
      }
    })();
    await this.running;
    this.running = undefined;
    if (this.stopped) return;
    const again = more || this.kicked;
    this.kicked = false;
    this.schedule(again ? 0 : this.pollMs);
  }

  /** One pass: sends what is due (up to a batch). Returns how many mails it attempted. */
  async runOnce(now = () => new Date()): Promise<number> {
    const dueBefore = now().toISOString();
    const due = await this.db
      .selectFrom('outbox')
      .select(['id', 'recipient', 'subject', 'body', 'attempts', 'created_at'])
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('next_attempt_at', '<=', dueBefore)
      .orderBy('next_attempt_at')
      .orderBy('created_at')
      .limit(this.batchSize)
      .execute();
    if (due.length === 0) return 0;
    // Claim the batch in one statement: a row still due is moved a lease ahead and returned. A
    // second worker running the same statement finds those rows no longer due, so each mail has
    // one owner. If this process dies while sending, the lease runs out and the mail is retried.
    const claimed = await this.db
      .updateTable('outbox')
      .set({ next_attempt_at: new Date(now().getTime() + this.leaseMs).toISOString() })
      .where(
        'id',
        'in',
        due.map((mail) => mail.id),
      )
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('next_attempt_at', '<=', dueBefore)
      .returning('id')
      .execute();
    const mine = new Set(claimed.map((row) => row.id));
    const sent: string[] = [];
    const unsent: string[] = [];
    for (const mail of due) {
      if (!mine.has(mail.id)) continue;
      if (this.stopping) {
        unsent.push(mail.id);
        continue;
      }
      try {
        await this.transport.send({
          id: mail.id,
          from: this.options.from,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.body,
          createdAt: mail.created_at,
        });
        sent.push(mail.id);
        this.options.logger.info({ mail: mail.id, attempts: mail.attempts + 1 }, 'outbox: mail sent');
      } catch (error) {
        await this.recordFailure(mail.id, mail.attempts + 1, error, now);
      }
    }
    // One statement marks the whole batch sent: one commit (one fsync) instead of one per mail.
    if (sent.length > 0) {
      await this.db
        .updateTable('outbox')
        .set((eb) => ({ sent_at: now().toISOString(), last_error: null, attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', sent)
        .execute();
    }
    // Stopping: hand back what was claimed but not sent, so the next start sends it at once.
    if (unsent.length > 0) {
      await this.db.updateTable('outbox').set({ next_attempt_at: dueBefore }).where('id', 'in', unsent).execute();
    }
    return claimed.length - unsent.length;
  }

  private async recordFailure(id: string, attempts: number, error: unknown, now: () => Date): Promise<void> {
    const reason = scrubAddresses(error instanceof Error ? error.message : String(error));
    const giveUp = attempts >= this.options.maxAttempts;
    const next = new Date(now().getTime() + retryDelay(attempts, this.options.retryBaseMs));
    await this.db
      .updateTable('outbox')
      .set({
        attempts,
        last_error: reason,
        next_attempt_at: next.toISOString(),
        failed_at: giveUp ? now().toISOString() : null,
      })
      .where('id', '=', id)
      .execute();
    const log = giveUp ? this.options.logger.error : this.options.logger.warn;
    log.call(
      this.options.logger,
      { mail: id, attempts, retryAt: giveUp ? null : next.toISOString(), reason },
      giveUp ? 'outbox: mail given up' : 'outbox: sending failed, will retry',
    );
  }
}
