import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, OutboxTable } from '../storage/schema';
import { renderOutboxMail } from './render-outbox';
import type { SigningKeys } from '../security/signing-keys';
import type { MailTransport } from './transport';
import { releaseHeldByCaps, type MailCaps } from './caps';

/** The columns of a claimed outbox row the worker sends it from. */
type ClaimedMail = Pick<
  OutboxTable,
  | 'id'
  | 'submission_id'
  | 'recipient'
  | 'subject'
  | 'body'
  | 'template'
  | 'locale'
  | 'registration_version'
  | 'created_at'
>;

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
  /**
   * A claimed mail is sent again after this long if its node died while sending it: longer than the
   * slowest single send (connection, greeting and data time-outs, 10 + 10 + 20 s).
   */
  leaseMs?: number;
  /** The site's public address, for links in the mails it renders. */
  publicUrl?: string;
  /**
   * The app's clock (TODAY/CLOCK): when a mail is due, and what it says (whether a round's form is
   * open).
   */
  clock: () => number;
  /** The helpdesk's address (HELPDESK_EMAIL): the Reply-To of mails to schools, and how its own mails are told apart. */
  helpdeskEmail?: string;
  /** Signs the personal links in the mails it renders (the app's signing key). */
  signingKey?: SigningKeys;
  /** The store's writer (group commit on SQLite); without it the worker writes through `db`. */
  write?: <T>(work: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;
  batchSize?: number;
  /** The caps (the app's): held mails are released by themselves, oldest first, as they allow. */
  caps?: MailCaps;
  /** How often held mails are looked at for release (default: a minute). */
  releaseEveryMs?: number;
  logger: WorkerLogger;
};

const MAX_DELAY_MS = 60 * 60 * 1000;

/** A claimed mail: its id and the lease token of this node's claim. */
type Lease = { id: string; lease_token: string | null };

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
 * Sends the outbox: mails due now, oldest first, one claim per mail (so two nodes never send the
 * same mail and a crash repeats at most the mail in flight). A failed send is retried with
 * exponential backoff until maxAttempts; then it stays, failed, with its reason and attempts,
 * until retryFailedMail sends it again.
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
  private lastRelease = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly transport: MailTransport,
    private readonly options: OutboxWorkerOptions,
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 2 * 60 * 1000;
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
        await this.releaseWhenDue();
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

  /** Once every `releaseEveryMs`: the sweep that releases held mails the caps allow now. */
  private async releaseWhenDue(): Promise<void> {
    const at = this.options.clock();
    if (at - this.lastRelease < (this.options.releaseEveryMs ?? 60_000)) return;
    this.lastRelease = at;
    await this.releaseHeld();
  }

  /**
   * Releases held mails, oldest first, as far as the caps allow now (they become due at once).
   * Returns how many; the count is logged, never an address.
   */
  async releaseHeld(now: Date = new Date(this.options.clock())): Promise<number> {
    if (!this.options.caps) return 0;
    const write = this.options.write ?? ((work) => this.db.transaction().execute(work));
    const released = await releaseHeldByCaps(write, this.db, this.options.caps, now);
    if (released.length > 0) this.options.logger.info({ released: released.length }, 'outbox: held mails released');
    return released.length;
  }

  /**
   * One pass: sends what is due (up to a batch), one mail at a time. Each mail is claimed on its own
   * (its next attempt moved a lease ahead, if it is still due: two nodes never both win it), sent,
   * and marked sent as soon as the mail server took it. A node that dies mid-pass leaves at most
   * the one mail it was sending; the lease runs out and that mail is sent again. Returns how many
   * mails it attempted.
   */
  async runOnce(now = () => new Date(this.options.clock())): Promise<number> {
    const due = await this.db
      .selectFrom('outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('held_at', 'is', null)
      .where('next_attempt_at', '<=', now().toISOString())
      .orderBy('next_attempt_at')
      .orderBy('created_at')
      .limit(this.batchSize)
      .execute();
    let attempted = 0;
    for (const { id } of due) {
      if (this.stopping) break;
      const mail = await this.claim(id, now);
      if (!mail) continue;
      attempted += 1;
      try {
        await this.transport.send({
          id: mail.id,
          from: this.options.from,
          to: mail.recipient,
          createdAt: mail.created_at,
          ...(await this.content(mail, now())),
        });
      } catch (error) {
        await this.recordFailure(mail, mail.attempts + 1, error, now);
        continue;
      }
      if (!(await this.markSent(mail, now))) {
        // The lease ran out while sending: another node took the mail over and records its result.
        this.options.logger.warn({ mail: mail.id }, 'outbox: lease lost while sending; result left to its new holder');
        continue;
      }
      this.options.logger.info({ mail: mail.id, attempts: mail.attempts + 1 }, 'outbox: mail sent');
    }
    return attempted;
  }

  /**
   * What the mail says: rendered now from its submission and template (so no rendered body, personal
   * links included, is ever stored), or the stored subject and body of a mail queued before templates.
   */
  private async content(mail: ClaimedMail, at: Date) {
    const rendered = await renderOutboxMail(this.db, mail, {
      publicUrl: this.options.publicUrl ?? '',
      signingKey: this.options.signingKey,
      helpdeskEmail: this.options.helpdeskEmail,
      now: at,
    });
    if (!('html' in rendered)) return rendered;
    return {
      subject: rendered.subject,
      replyTo: rendered.replyTo,
      text: rendered.text,
      html: rendered.html,
      attachments: rendered.attachments,
      headers: rendered.headers,
    };
  }

  /**
   * Takes one mail if it is still due: returns it, or null when another node (or pass) has it. The
   * claim writes a new random lease token: the result is recorded only while the token is the mail's.
   */
  private async claim(id: string, now: () => Date) {
    const at = now();
    return (
      (await this.db
        .updateTable('outbox')
        .set({
          next_attempt_at: new Date(at.getTime() + this.leaseMs).toISOString(),
          lease_token: crypto.randomBytes(16).toString('base64url'),
        })
        .where('id', '=', id)
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        // A mail a cap holds is never claimed: only its release (the sweep, staff, CLI) clears held_at.
        .where('held_at', 'is', null)
        .where('next_attempt_at', '<=', at.toISOString())
        .returning([
          'id',
          'submission_id',
          'recipient',
          'subject',
          'body',
          'template',
          'locale',
          'registration_version',
          'attempts',
          'created_at',
          'lease_token',
        ])
        .executeTakeFirst()) ?? null
    );
  }

  /**
   * Marked through the store's writer (on SQLite it shares a commit with whatever else is written),
   * only while this node holds the lease. Returns false when it no longer did.
   */
  private async markSent(lease: Lease, now: () => Date): Promise<boolean> {
    const mark = (db: Kysely<Database> | Transaction<Database>) =>
      db
        .updateTable('outbox')
        .set((eb) => ({ sent_at: now().toISOString(), last_error: null, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', lease.id)
        .where('lease_token', '=', lease.lease_token)
        .executeTakeFirst();
    const result = this.options.write ? await this.options.write((trx) => mark(trx)) : await mark(this.db);
    return Number(result.numUpdatedRows) === 1;
  }

  private async recordFailure(lease: Lease, attempts: number, error: unknown, now: () => Date): Promise<void> {
    const { id } = lease;
    const reason = scrubAddresses(error instanceof Error ? error.message : String(error));
    const giveUp = attempts >= this.options.maxAttempts;
    const next = new Date(now().getTime() + retryDelay(attempts, this.options.retryBaseMs));
    const result = await this.db
      .updateTable('outbox')
      .set({
        attempts,
        last_error: reason,
        next_attempt_at: next.toISOString(),
        failed_at: giveUp ? now().toISOString() : null,
      })
      .where('id', '=', id)
      .where('lease_token', '=', lease.lease_token)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      this.options.logger.warn({ mail: id }, 'outbox: lease lost while sending; result left to its new holder');
      return;
    }
    const log = giveUp ? this.options.logger.error : this.options.logger.warn;
    log.call(
      this.options.logger,
      { mail: id, attempts, retryAt: giveUp ? null : next.toISOString(), reason },
      giveUp ? 'outbox: mail given up' : 'outbox: sending failed, will retry',
    );
  }
}

/**
 * Sends a mail that was given up once more, at once: for staff who fixed its cause. Its attempts and
 * last error stay as they were until the next attempt. Returns false for a mail that is not failed.
 */
export async function retryFailedMail(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ failed_at: null, next_attempt_at: now.toISOString() })
    .where('id', '=', id)
    .where('failed_at', 'is not', null)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
