import crypto from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { SITE } from '../../src/data/site';
import type { Database } from '../storage/schema';
import type { Storage } from '../storage/database';
import { mailboxOf } from '../../src/domain/values';

/** How many mails the outbox sends without a person looking: per recipient address, and in all. */
export type MailCapLimits = {
  /** Mails an hour to one address (MAIL_CAP_PER_HOUR). */
  perHour: number;
  /** Mails a day to one address (MAIL_CAP_PER_DAY). */
  perDay: number;
  /** Mails an hour in all (MAIL_CAP_GLOBAL_PER_HOUR). */
  globalPerHour: number;
  /**
   * Mails an hour that one client's actions may queue (MAIL_CAP_CLIENT_PER_HOUR): a small share of
   * the global cap, so no client fills it alone. A client is an IPv4 address or an IPv6 /64.
   */
  clientPerHour: number;
};

/**
 * Caps a school board registering thirty schools never meets, and a flood of forms does: thirty
 * registrations from one office with three contacts each and the helpdesk's notice are 120 mails,
 * the client's share (6 % of the global cap: seventeen clients to fill it).
 */
export const DEFAULT_MAIL_CAPS: MailCapLimits = { perHour: 10, perDay: 60, globalPerHour: 2000, clientPerHour: 120 };

export type MailCaps = MailCapLimits & {
  /** HELPDESK_EMAIL: its mails are outside the per-recipient caps (default: the site's helpdesk). */
  helpdeskEmail?: string;
  /** Told (at most once an hour, over all nodes) that the global cap holds mails, with the client (hashed) whose mail met it. */
  onGlobalCap?: (client: string | null) => void;
  /** Told (at most once an hour per client, over all nodes) that a client (hashed) used up its share. */
  onClientShare?: (client: string) => void;
};

/** Why a mail was held. */
export type HeldReason = 'recipient-hour' | 'recipient-day' | 'global-hour' | 'client-hour';

/** Why a mail waits that no cap holds: its mailbox has not been proven (server/mail/proof.ts). */
export const UNPROVEN = 'unproven';

/** A client as the log and the counters name it: a hash of its key, no address. */
export const clientHash = (client: string) =>
  crypto.createHash('sha256').update(`client:${client}`).digest('base64url').slice(0, 16);

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The counters name a mailbox (not an address: `+tag`s and Gmail's dots reach one) by its hash: the table holds no address. */
export const mailboxHash = (address: string) =>
  crypto.createHash('sha256').update(mailboxOf(address)).digest('base64url');

/** The counter keys of an address (also removed when it is erased). */
export function recipientCounterKeys(address: string): string[] {
  const key = mailboxHash(address);
  return [`mail-hour:${key}`, `mail-day:${key}`];
}

/**
 * Takes one from a counter if it is under `cap` in its window (a window starts with its first
 * count and lasts `windowMs`): true when taken. One statement on both engines, in the table the
 * shared rate limits use: two writers at once are serialised by the row, so a cap is never passed.
 */
export async function takeCount(
  db: Kysely<Database>,
  key: string,
  cap: number,
  windowMs: number,
  at: number,
): Promise<boolean> {
  const resetsAt = at + windowMs;
  const { rows } = await sql<{ count: number }>`
    INSERT INTO rate_limits (key, count, resets_at) VALUES (${key}, 1, ${resetsAt})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.resets_at <= ${at} THEN 1 ELSE rate_limits.count + 1 END,
      resets_at = CASE WHEN rate_limits.resets_at <= ${at} THEN ${resetsAt} ELSE rate_limits.resets_at END
    WHERE rate_limits.resets_at <= ${at} OR rate_limits.count < ${cap}
    RETURNING count`.execute(db);
  return rows.length === 1;
}

export async function giveBack(db: Kysely<Database>, key: string): Promise<void> {
  await sql`UPDATE rate_limits SET count = count - 1 WHERE key = ${key} AND count > 0`.execute(db);
}

/**
 * Whether something that may happen once per window (`windowMs`) for `key` may happen now: the
 * first caller in a window gets true, every other false, across nodes.
 */
export function onceIn(db: Kysely<Database>, key: string, windowMs: number, at: number): Promise<boolean> {
  return takeCount(db, key, 1, windowMs, at);
}

/** A mail to queue, as `outboxRow` makes it; `exempt` for a mail outside the per-recipient caps. */
type Row = { recipient: string; template: string | null; created_at: string };

/**
 * Decides for each mail whether it is held: over its recipient's caps (10 an hour and 60 a day by
 * default) or over the global cap (2,000 an hour). A held mail does not use up a count. Mails to
 * the helpdesk (its notices) and mails `exempt` says a person asked for with their own link are
 * outside the per-recipient caps; the global cap holds everything above it.
 */
export async function capDecisions(
  trx: Transaction<Database> | Kysely<Database>,
  rows: readonly Row[],
  caps: MailCaps,
  exempt: (recipient: string) => boolean = () => false,
  /** The client whose action queues the mails (its key, as the rate limits count it); none for staff and the CLI. */
  client?: string,
): Promise<(HeldReason | null)[]> {
  const helpdesk = (caps.helpdeskEmail ?? SITE.helpdeskEmail).toLowerCase();
  const decisions: (HeldReason | null)[] = rows.map(() => null);
  const taken: string[][] = rows.map(() => []);
  // Counters are taken in one order by every writer (addresses by their key, the global one last),
  // so two transactions waiting for each other's counters can never deadlock on PostgreSQL.
  const capped = rows
    .map((row, index) => ({ row, index, keys: recipientCounterKeys(row.recipient) }))
    .filter(({ row }) => {
      const toHelpdesk =
        Boolean(row.template?.startsWith('helpdesk-')) || row.recipient.trim().toLowerCase() === helpdesk;
      return !toHelpdesk && !exempt(row.recipient);
    })
    .sort((a, b) => (a.keys[0] < b.keys[0] ? -1 : a.keys[0] > b.keys[0] ? 1 : a.index - b.index));
  for (const { row, index, keys } of capped) {
    const at = Date.parse(row.created_at);
    const [hourKey, dayKey] = keys;
    if (!(await takeCount(trx, hourKey, caps.perHour, HOUR_MS, at))) decisions[index] = 'recipient-hour';
    else {
      taken[index].push(hourKey);
      if (!(await takeCount(trx, dayKey, caps.perDay, DAY_MS, at))) decisions[index] = 'recipient-day';
      else taken[index].push(dayKey);
    }
  }
  const hashed = client === undefined ? null : clientHash(client);
  const clientCap = caps.clientPerHour ?? DEFAULT_MAIL_CAPS.clientPerHour;
  let alerted = false;
  let shareAlerted = false;
  // The client's share before the global counter (one order for every writer): a client past its
  // share is held without using up the global cap for everyone else.
  for (const [index, row] of rows.entries()) {
    if (decisions[index]) continue;
    const at = Date.parse(row.created_at);
    if (hashed !== null) {
      const shareKey = `mail-client-hour:${hashed}`;
      if (!(await takeCount(trx, shareKey, clientCap, HOUR_MS, at))) {
        decisions[index] = 'client-hour';
        if (caps.onClientShare && !shareAlerted && (await onceIn(trx, `mail-client-alert:${hashed}`, HOUR_MS, at)))
          caps.onClientShare(hashed);
        shareAlerted = true;
        continue;
      }
      taken[index].push(shareKey);
    }
    if (await takeCount(trx, 'mail-global-hour', caps.globalPerHour, HOUR_MS, at)) continue;
    decisions[index] = 'global-hour';
    if (caps.onGlobalCap && !alerted && (await onceIn(trx, 'mail-global-alert', HOUR_MS, at))) caps.onGlobalCap(hashed);
    alerted = true;
  }
  // A held mail gives back what it took: it is not sent, so it does not count.
  for (const [index, keys] of taken.entries()) {
    if (decisions[index]) for (const key of keys) await giveBack(trx, key);
  }
  return decisions;
}

/** Held mails looked at per sweep: the oldest first. */
const RELEASE_BATCH = 50;

/**
 * Releases held mails by themselves, oldest first, as far as the caps allow now: each is counted
 * again (a mail the global cap or its client's share held had passed its recipient's caps, so only
 * the global cap counts it again) and made due, in one transaction with its counts, so two nodes
 * never release one mail twice. Stops at the first mail the global cap still holds. Returns the ids.
 */
export async function releaseHeldByCaps(
  write: <T>(work: (trx: Transaction<Database>) => Promise<T>) => Promise<T>,
  db: Kysely<Database>,
  caps: MailCaps,
  now: Date,
): Promise<string[]> {
  const held = await db
    .selectFrom('outbox')
    .select(['id', 'recipient', 'template', 'held_reason'])
    .where('held_at', 'is not', null)
    .where('sent_at', 'is', null)
    // A mail waiting for its mailbox's proof is released by the click, never by the clock.
    .where((eb) => eb.or([eb('held_reason', 'is', null), eb('held_reason', '!=', UNPROVEN)]))
    .orderBy('held_at')
    .orderBy('id')
    .limit(RELEASE_BATCH)
    .execute();
  const released: string[] = [];
  const at = now.toISOString();
  for (const mail of held) {
    const passedRecipient = mail.held_reason === 'global-hour' || mail.held_reason === 'client-hour';
    const outcome = await write(async (trx) => {
      const [decision] = await capDecisions(
        trx,
        [{ recipient: mail.recipient, template: mail.template, created_at: at }],
        { ...caps, onGlobalCap: undefined },
        () => passedRecipient,
      );
      if (decision) return decision;
      const result = await trx
        .updateTable('outbox')
        .set({ held_at: null, held_reason: null, next_attempt_at: at })
        .where('id', '=', mail.id)
        .where('held_at', 'is not', null)
        .where('sent_at', 'is', null)
        .executeTakeFirst();
      // Released by another node meanwhile: its counts are given back with this transaction.
      if (Number(result.numUpdatedRows) !== 1) throw new ReleasedElsewhere();
      return null;
    }).catch((error: unknown) => {
      if (error instanceof ReleasedElsewhere) return 'elsewhere' as const;
      throw error;
    });
    if (outcome === null) released.push(mail.id);
    if (outcome === 'global-hour') break;
  }
  return released;
}

class ReleasedElsewhere extends Error {}

/**
 * What an action that queues mail is given besides the storage: the outbox's caps as configured
 * (MAIL_CAP_*, HELPDESK_EMAIL). Required wherever mail is queued, so no caller falls back to the
 * defaults by leaving them out.
 */
export type WithMailCaps = { mailCaps: MailCaps };

/** The app's storage with its caps: what a route gives an action that queues mail. */
export const mailingStorage = (app: { storage: Storage; mailCaps: MailCaps }): Storage & WithMailCaps => ({
  ...app.storage,
  mailCaps: app.mailCaps,
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's caps as configured, with the log lines a cap's first hold writes. */
    mailCaps: MailCaps;
  }
}
