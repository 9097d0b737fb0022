import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import { recordAudit } from './audit';

/**
 * Login delays instead of a lock (OWASP, Authentication Cheat Sheet): failed attempts (password or
 * code) are counted per typed address and per client (IPv4 address, IPv6 /64), and each count asks
 * for a wait before the next attempt that grows with it. The address's wait stays short, so a
 * stranger's guesses cannot keep a member of staff out; the client's wait grows to 15 minutes, so
 * the one guessing slows themselves down. An attempt during a wait is refused unchecked (429).
 */
export type Party = 'address' | 'client';

const SECOND = 1000;

/** Attempts without a wait, then 1, 2, 4 … seconds, up to the cap. */
const SCHEDULE: Record<Party, { free: number; capMs: number }> = {
  address: { free: 3, capMs: 30 * SECOND },
  client: { free: 5, capMs: 15 * 60 * SECOND },
};

/** A count starts afresh after an hour without failures. */
export const FAILURES_FORGOTTEN_AFTER_MS = 60 * 60 * SECOND;

/** The wait a count of failures asks for before the next attempt. */
export function delayAfter(party: Party, failures: number): number {
  const { free, capMs } = SCHEDULE[party];
  if (failures <= free) return 0;
  return Math.min(capMs, SECOND * 2 ** Math.min(failures - free - 1, 30));
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

/** How long (ms) the parties must still wait before this attempt is checked; 0 when not at all. */
export async function waitBeforeAttempt(db: Kysely<Database>, parties: LoginParties, now: Date): Promise<number> {
  const keys = keysOf(parties);
  const rows = await db
    .selectFrom('staff_login_failures')
    .select(['key', 'failures', 'last_failure_at'])
    .where('key', 'in', [keys.address, keys.client])
    .execute();
  let wait = 0;
  for (const row of rows) {
    const last = Date.parse(row.last_failure_at);
    if (now.getTime() - last > FAILURES_FORGOTTEN_AFTER_MS) continue;
    const party: Party = row.key === keys.address ? 'address' : 'client';
    wait = Math.max(wait, last + delayAfter(party, Number(row.failures)) - now.getTime());
  }
  return Math.max(0, wait);
}

/**
 * Counts one failure for the address and the client in one atomic upsert (two attempts that fail at
 * once both count, neither fails on the other's insert), records it in the audit trail with the
 * delays it sets, and returns the wait (ms) before the next attempt.
 */
export async function countFailure(
  db: Kysely<Database>,
  parties: LoginParties,
  actor: string,
  now: Date,
): Promise<number> {
  const keys = keysOf(parties);
  const at = now.toISOString();
  const forgotten = new Date(now.getTime() - FAILURES_FORGOTTEN_AFTER_MS).toISOString();
  const rows = await db
    .insertInto('staff_login_failures')
    .values([
      { key: keys.address, failures: 1, last_failure_at: at },
      { key: keys.client, failures: 1, last_failure_at: at },
    ])
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when('staff_login_failures.last_failure_at', '<', forgotten)
          .then(1)
          .else(eb('staff_login_failures.failures', '+', 1))
          .end(),
        last_failure_at: at,
      })),
    )
    .returning(['key', 'failures'])
    .execute();
  const failuresOf = (key: string) => Number(rows.find((row) => row.key === key)?.failures ?? 1);
  const delays = {
    address: delayAfter('address', failuresOf(keys.address)),
    client: delayAfter('client', failuresOf(keys.client)),
  };
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
