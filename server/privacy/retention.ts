import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { PENDING_KEPT_MS } from '../newsletter-store/subscriptions';
import { ABSOLUTE_LIFETIME_MS, IDLE_TIMEOUT_MS } from '../staff-store/sessions';
import { deleteSubmission, type RemovedMail } from './erasure';
import { purgeOlderThan } from './privacy';
import type { Database } from '../storage/schema';
import { RETENTION } from '../../src/data/retention';
import { sweepHeldMails } from '../mail/held-mails';

/** Kept 30 days (src/data/retention.ts): failed login attempts, unconfirmed sign-ups with their submission and mails. */
export const SHORT_RETENTION_MS = RETENTION.short.days * 24 * 60 * 60 * 1000;

/** The sweep runs once a day; each node looks every hour whether it is due. */
const SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;
const LOOK_EVERY_MS = 60 * 60 * 1000;
const LEASE = 'retention';

/** What one sweep deleted: counts only, never whose. */
export type SweepCounts = {
  sessions: number;
  loginAttempts: number;
  unconfirmedSignUps: number;
  submissions: number;
  mails: number;
  /** Mails a cap held that nobody released or dropped within 30 days. */
  heldMails: number;
};

type Logger = { info(object: object, message: string): void; error(object: object, message: string): void };

export type RetentionOptions = {
  /** RETENTION (`24m`): submissions and finished mails older than this go; null keeps them. */
  retention: string | null;
  /** The app's clock: the day of the sweep. */
  clock: () => Date;
  logger: Logger;
  /** Called with the mails removed, so their .eml files can go too. */
  onMailsRemoved?: (mails: readonly RemovedMail[]) => void;
};

/** `24m` → the moment 24 months before `now` (d = days, m = months, y = years); null for another text. */
export function ageCutoff(age: string, now: Date): Date | null {
  const match = /^(\d{1,4})([dmy])$/.exec(age);
  if (!match) return null;
  const amount = Number(match[1]);
  const cutoff = new Date(now);
  if (match[2] === 'd') cutoff.setUTCDate(cutoff.getUTCDate() - amount);
  if (match[2] === 'm') cutoff.setUTCMonth(cutoff.getUTCMonth() - amount);
  if (match[2] === 'y') cutoff.setUTCFullYear(cutoff.getUTCFullYear() - amount);
  return cutoff;
}

/**
 * Claims today's sweep for this node: whoever moves `next_run_at` past now runs it. One UPDATE with
 * the condition in it, so of nodes asking at the same moment exactly one gets it.
 */
export async function claimSweep(db: Kysely<Database>, holder: string, now: Date): Promise<boolean> {
  await db
    .insertInto('leases')
    .values({ name: LEASE, holder, next_run_at: new Date(0).toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const result = await db
    .updateTable('leases')
    .set({ holder, next_run_at: new Date(now.getTime() + SWEEP_EVERY_MS).toISOString() })
    .where('name', '=', LEASE)
    .where('next_run_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One sweep: what each retention period says is over, deleted. */
export async function sweep(
  db: Kysely<Database>,
  now: Date,
  retention: string | null,
): Promise<SweepCounts & { files: RemovedMail[] }> {
  const at = now.getTime();
  const iso = (ms: number) => new Date(ms).toISOString();
  const sessions = await db
    .deleteFrom('staff_sessions')
    .where((eb) =>
      eb.or([
        eb('last_seen_at', '<', iso(at - IDLE_TIMEOUT_MS)),
        eb('created_at', '<', iso(at - ABSOLUTE_LIFETIME_MS)),
      ]),
    )
    .executeTakeFirst();
  const monthAgo = iso(at - SHORT_RETENTION_MS);
  const attempts = await db
    .deleteFrom('staff_login_failures')
    .where('last_failure_at', '<', monthAgo)
    .executeTakeFirst();
  const files: RemovedMail[] = [];
  let mails = 0;
  // A sign-up nobody confirmed: the subscription, its submission and its mails (the address with them).
  const pending = await db
    .selectFrom('newsletter_subscriptions')
    .select(['id', 'submission_id'])
    .where('state', '=', 'pending')
    .where('state_changed_at', '<', iso(at - PENDING_KEPT_MS))
    .execute();
  for (const row of pending) {
    await db.transaction().execute(async (trx) => {
      if (row.submission_id) {
        const linked = await trx
          .selectFrom('outbox')
          .select(['id', 'created_at'])
          .where('submission_id', '=', row.submission_id)
          .execute();
        files.push(...linked.map((mail) => ({ id: mail.id, createdAt: mail.created_at })));
        mails += await deleteSubmission(trx, row.submission_id);
      }
      await trx.deleteFrom('newsletter_subscriptions').where('id', '=', row.id).execute();
    });
  }
  // Held mails are never sent by themselves: after 30 days nobody is waiting for them any more.
  const heldMails = await sweepHeldMails(db, new Date(at - SHORT_RETENTION_MS));
  // Counters past their window (the outbox's caps, the links route's; rate limits on PostgreSQL).
  await db.deleteFrom('rate_limits').where('resets_at', '<=', at).execute();
  // A claim the helpdesk decided over 30 days ago: its decision is in the audit trail, the
  // claimant's details need not stay. Hourly registration counts matter only in their hour.
  await db.deleteFrom('school_claims').where('decided_at', '<', monthAgo).execute();
  // A claim nobody confirmed the address of in 30 days (its proof link expired after seven).
  await db.deleteFrom('school_claims').where('state', '=', 'wacht').where('created_at', '<', monthAgo).execute();
  await db
    .deleteFrom('registration_quota')
    .where('hour', '<', iso(at - 60 * 60 * 1000).slice(0, 13))
    .execute();
  let submissions = 0;
  const cutoff = retention ? ageCutoff(retention, now) : null;
  if (cutoff) {
    const purged = await purgeOlderThan(db, cutoff, { now, keepRunningRounds: true });
    submissions = purged.submissions;
    mails += purged.mails;
    files.push(...purged.files);
  }
  return {
    sessions: Number(sessions.numDeletedRows),
    loginAttempts: Number(attempts.numDeletedRows),
    unconfirmedSignUps: pending.length,
    submissions,
    mails,
    heldMails,
    files,
  };
}

/**
 * The retention sweeps of one node: at start and then once a day, run by whichever node of
 * several claims the day first (the lease in the store), each logging its counts.
 */
export class RetentionSweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private readonly holder = crypto.randomBytes(8).toString('hex');

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: RetentionOptions,
  ) {}

  /** Sweeps when it is this node's turn; returns the counts, or null when another node has the day. */
  async runDue(): Promise<SweepCounts | null> {
    const now = this.options.clock();
    if (!(await claimSweep(this.db, this.holder, now))) return null;
    const { files, ...counts } = await sweep(this.db, now, this.options.retention);
    this.options.onMailsRemoved?.(files);
    this.options.logger.info({ retention: counts }, 'retention sweep');
    return counts;
  }

  start(): void {
    const tick = () => {
      this.running = this.runDue().catch((error: unknown) =>
        this.options.logger.error({ err: error }, 'retention sweep failed'),
      );
    };
    tick();
    this.timer = setInterval(tick, LOOK_EVERY_MS);
    this.timer.unref();
  }

  /** Stops looking and waits for a sweep under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
