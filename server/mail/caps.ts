import crypto from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { SITE } from '../../src/data/site';
import type { Database } from '../storage/schema';

/** How many mails the outbox sends without a person looking: per recipient address, and in all. */
export type MailCapLimits = {
  /** Mails an hour to one address (MAIL_CAP_PER_HOUR). */
  perHour: number;
  /** Mails a day to one address (MAIL_CAP_PER_DAY). */
  perDay: number;
  /** Mails an hour in all (MAIL_CAP_GLOBAL_PER_HOUR). */
  globalPerHour: number;
};

/** Caps a school board registering thirty schools never meets, and a flood of forms does. */
export const DEFAULT_MAIL_CAPS: MailCapLimits = { perHour: 10, perDay: 60, globalPerHour: 2000 };

export type MailCaps = MailCapLimits & {
  /** HELPDESK_EMAIL: its mails are outside the per-recipient caps (default: the site's helpdesk). */
  helpdeskEmail?: string;
  /** Told (at most once an hour, over all nodes) that the global cap holds mails. */
  onGlobalCap?: () => void;
};

/** Why a mail was held. */
export type HeldReason = 'recipient-hour' | 'recipient-day' | 'global-hour';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The counters name an address by its hash: the table holds no address. */
const addressKey = (address: string) =>
  crypto.createHash('sha256').update(address.trim().toLowerCase()).digest('base64url');

/** The counter keys of an address (also removed when it is erased). */
export function recipientCounterKeys(address: string): string[] {
  const key = addressKey(address);
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
  caps: MailCaps = DEFAULT_MAIL_CAPS,
  exempt: (recipient: string) => boolean = () => false,
): Promise<(HeldReason | null)[]> {
  const helpdesk = (caps.helpdeskEmail ?? SITE.helpdeskEmail).toLowerCase();
  const decisions: (HeldReason | null)[] = rows.map(() => null);
  const taken: string[][] = rows.map(() => []);
  // Counters are taken in one order by every writer (addresses by their key, the global one last),
  // so two transactions waiting for each other's counters can never deadlock on PostgreSQL.
  const capped = rows
    .map((row, index) => ({ row, index, keys: recipientCounterKeys(row.recipient) }))
    .filter(({ row }) => {
      const toHelpdesk = row.template === 'helpdesk-notice' || row.recipient.trim().toLowerCase() === helpdesk;
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
  let alerted = false;
  for (const [index, row] of rows.entries()) {
    if (decisions[index]) continue;
    const at = Date.parse(row.created_at);
    if (await takeCount(trx, 'mail-global-hour', caps.globalPerHour, HOUR_MS, at)) continue;
    decisions[index] = 'global-hour';
    if (caps.onGlobalCap && !alerted && (await onceIn(trx, 'mail-global-alert', HOUR_MS, at))) caps.onGlobalCap();
    alerted = true;
  }
  // A held mail gives back what it took: it is not sent, so it does not count.
  for (const [index, keys] of taken.entries()) {
    if (decisions[index]) for (const key of keys) await giveBack(trx, key);
  }
  return decisions;
}
