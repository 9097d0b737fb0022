import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import { recordAudit } from '../audit/audit';

/**
 * Login delays instead of a lock (OWASP, Authentication Cheat Sheet): failed attempts (password or
 * code) are counted per typed address and per client (IPv4 address, IPv6 /64), and each count asks
 * for a wait before the next attempt that grows with it. The address's wait stays short, so a
 * stranger's guesses cannot keep a member of staff out; the client's wait grows to 15 minutes, so
 * the one guessing slows themselves down. An attempt during a wait is refused unchecked (429); every
 * attempt is counted before it is checked, so a burst sent at once is no way around the waits.
 */
export type Party = 'address' | 'client';

const SECOND = 1000;

/** Attempts checked without a wait, then 1, 2, 4 … seconds, up to the cap. */
const SCHEDULE: Record<Party, { free: number; capMs: number }> = {
  address: { free: 3, capMs: 30 * SECOND },
  client: { free: 5, capMs: 15 * 60 * SECOND },
};

/** A count starts afresh after an hour without failures. */
export const FAILURES_FORGOTTEN_AFTER_MS = 60 * 60 * SECOND;

/** The wait a count of failures asks for before the next attempt: none until the free ones are used. */
export function delayAfter(party: Party, failures: number): number {
  const { free, capMs } = SCHEDULE[party];
  if (failures < free) return 0;
  return Math.min(capMs, SECOND * 2 ** Math.min(failures - free, 30));
}

/** Who tries: the typed address (normalised) and the client key. */
export type LoginParties = { email: string; client: string };

const keyOf = (party: Party, value: string) =>
  `${party}:${crypto.createHash('sha256').update(value).digest('base64url')}`;

/** The row that counts an address's failures (its SHA-256, never the address itself). */
export const addressKey = (email: string) => keyOf('address', email);

const keysOf = (parties: LoginParties) => ({
  address: keyOf('address', parties.email),
  client: keyOf('client', parties.client),
});

/** An attempt that may be checked (its counts, this attempt included) or must first wait. */
export type Reservation =
  { kind: 'reserved'; failures: Record<Party, number>; taken: Record<Party, Taken> } | { kind: 'wait'; waitMs: number };

/** One reserved attempt on one count: the count it made, when, and the time of the failure before it. */
type Taken = { key: string; failures: number; at: string; previousAt: string | null };

/** Enough rounds for every attempt of a burst to see the one before it (each round one of them wins). */
const MAX_ROUNDS = 200;

/**
 * Reserves one attempt on one count: the attempt is counted as a failure before anything is checked,
 * by a write conditional on the count it read (compare and swap), so attempts arriving at once are
 * counted one after another and those past the free ones see the wait. Returns the new count, or
 * the wait.
 */
async function reserveOne(
  db: Kysely<Database>,
  key: string,
  party: Party,
  now: Date,
): Promise<Taken | { waitMs: number }> {
  const at = now.toISOString();
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const row = await db
      .selectFrom('staff_login_failures')
      .select(['failures', 'last_failure_at'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) {
      const inserted = await db
        .insertInto('staff_login_failures')
        .values({ key, failures: 1, last_failure_at: at })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .returning('failures')
        .executeTakeFirst();
      if (inserted) return { key, failures: 1, at, previousAt: null };
      continue;
    }
    const last = Date.parse(row.last_failure_at);
    const forgotten = now.getTime() - last > FAILURES_FORGOTTEN_AFTER_MS;
    const count = forgotten ? 0 : Number(row.failures);
    const wait = forgotten ? 0 : last + delayAfter(party, count) - now.getTime();
    if (wait > 0) return { waitMs: wait };
    const swapped = await db
      .updateTable('staff_login_failures')
      .set({ failures: count + 1, last_failure_at: at })
      .where('key', '=', key)
      .where('failures', '=', row.failures)
      .where('last_failure_at', '=', row.last_failure_at)
      .executeTakeFirst();
    if (Number(swapped.numUpdatedRows) === 1) {
      return { key, failures: count + 1, at, previousAt: forgotten ? null : row.last_failure_at };
    }
  }
  throw new Error('login delays: the count did not settle');
}

/**
 * Gives back a reserved attempt that did not fail (a right password, or the client's wait): the
 * count goes down, and when nothing was counted since, the time of the failure before it returns
 * too, so the next step's wait is the one the real failures set.
 */
async function giveBack(db: Kysely<Database>, taken: Taken): Promise<void> {
  if (taken.previousAt) {
    const restored = await db
      .updateTable('staff_login_failures')
      .set({ failures: taken.failures - 1, last_failure_at: taken.previousAt })
      .where('key', '=', taken.key)
      .where('failures', '=', taken.failures)
      .where('last_failure_at', '=', taken.at)
      .executeTakeFirst();
    if (Number(restored.numUpdatedRows) === 1) return;
  }
  await db
    .updateTable('staff_login_failures')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('key', '=', taken.key)
    .where('failures', '>', 0)
    .execute();
}

/**
 * Reserves an attempt for the address and then the client, before the password or code is checked:
 * what is past the free attempts waits, however many attempts arrive at once. When the client must
 * wait, the address's reservation is given back.
 */
export async function reserveAttempt(db: Kysely<Database>, parties: LoginParties, now: Date): Promise<Reservation> {
  const keys = keysOf(parties);
  const address = await reserveOne(db, keys.address, 'address', now);
  if ('waitMs' in address) return { kind: 'wait', waitMs: address.waitMs };
  const client = await reserveOne(db, keys.client, 'client', now);
  if ('waitMs' in client) {
    await giveBack(db, address);
    return { kind: 'wait', waitMs: client.waitMs };
  }
  return {
    kind: 'reserved',
    failures: { address: address.failures, client: client.failures },
    taken: { address, client },
  };
}

/** A right password: its reserved attempt is not a failure. */
export async function releaseAttempt(
  db: Kysely<Database>,
  reservation: Extract<Reservation, { kind: 'reserved' }>,
): Promise<void> {
  await giveBack(db, reservation.taken.address);
  await giveBack(db, reservation.taken.client);
}

/**
 * A reserved attempt that failed: recorded in the audit trail with the delays its counts set.
 * Returns the wait (ms) before the next attempt.
 */
export async function recordFailure(
  db: Kysely<Database>,
  failures: Record<Party, number>,
  actor: string,
  now: Date,
): Promise<number> {
  const delays = { address: delayAfter('address', failures.address), client: delayAfter('client', failures.client) };
  await recordAudit(db, { actor, action: 'login-failed' }, now);
  if (delays.address > 0 || delays.client > 0) {
    await recordAudit(
      db,
      {
        actor,
        action: 'login-delayed',
        detail: `adres ${delays.address / SECOND} s, client ${delays.client / SECOND} s`,
      },
      now,
    );
  }
  // Counts nobody added to for an hour are over: removed now and then, on a failure.
  const forgotten = new Date(now.getTime() - FAILURES_FORGOTTEN_AFTER_MS).toISOString();
  await db.deleteFrom('staff_login_failures').where('last_failure_at', '<', forgotten).execute();
  return Math.max(delays.address, delays.client);
}

/** A complete login ends the counts of its address and its client. */
export async function clearFailures(db: Kysely<Database>, parties: LoginParties): Promise<void> {
  const keys = keysOf(parties);
  await db.deleteFrom('staff_login_failures').where('key', 'in', [keys.address, keys.client]).execute();
}

/** Erasure of a staff account: its address's count goes too. */
export async function forgetAddress(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('staff_login_failures').where('key', '=', keyOf('address', email)).execute();
}
