import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import { normaliseEmail } from './accounts';
import { recordAudit } from './audit';
import { dummyHash, verifyPassword } from './password';
import { matchingStep, newTotpSecret, otpauthUri } from './totp';

/** Five wrong attempts (password or code) lock an address for 15 minutes, known or not. */
export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;

/** The actor of a failed login with an address that has no account. */
export const UNKNOWN_ACTOR = 'onbekend';

export type PasswordOutcome =
  | { kind: 'locked' }
  | { kind: 'wrong' }
  | { kind: 'code'; email: string }
  | { kind: 'enroll'; email: string; secret: string; uri: string };

async function isLocked(db: Kysely<Database>, email: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('staff_login_attempts')
    .select('locked_until')
    .where('email', '=', email)
    .executeTakeFirst();
  return !!row?.locked_until && Date.parse(row.locked_until) > now.getTime();
}

/** Counts a failure; returns true when it locked the address. */
async function countFailure(db: Kysely<Database>, email: string, actor: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('staff_login_attempts')
    .select(['failures', 'locked_until'])
    .where('email', '=', email)
    .executeTakeFirst();
  // Failures before an expired lock do not count again.
  const expired = !!row?.locked_until && Date.parse(row.locked_until) <= now.getTime();
  const failures = (row && !expired ? row.failures : 0) + 1;
  const locks = failures >= MAX_FAILURES;
  const values = {
    failures: locks ? 0 : failures,
    locked_until: locks ? new Date(now.getTime() + LOCK_MS).toISOString() : null,
    last_failed_at: now.toISOString(),
  };
  if (row) await db.updateTable('staff_login_attempts').set(values).where('email', '=', email).execute();
  else
    await db
      .insertInto('staff_login_attempts')
      .values({ email, ...values })
      .execute();
  await recordAudit(db, { actor, action: 'login-failed' }, now);
  if (locks) await recordAudit(db, { actor, action: 'lockout' }, now);
  return locks;
}

async function clearFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('staff_login_attempts').where('email', '=', email).execute();
}

/**
 * The first step: address and password. An unknown address is checked against a dummy hash and
 * counted and locked like a known one, so the answers and their timing are the same.
 */
export async function checkPassword(
  db: Kysely<Database>,
  rawEmail: string,
  password: string,
  now: Date,
): Promise<PasswordOutcome> {
  const email = normaliseEmail(rawEmail).slice(0, 320);
  const account = await db
    .selectFrom('staff_accounts')
    .select(['email', 'password_hash', 'totp_secret', 'totp_enrolled_at'])
    .where('email', '=', email)
    .executeTakeFirst();
  const matches = await verifyPassword(password, account?.password_hash ?? (await dummyHash()));
  if (await isLocked(db, email, now)) return { kind: 'locked' };
  const actor = account ? email : UNKNOWN_ACTOR;
  if (!account || !matches) {
    return (await countFailure(db, email, actor, now)) ? { kind: 'locked' } : { kind: 'wrong' };
  }
  if (account.totp_secret && account.totp_enrolled_at) return { kind: 'code', email };
  // First login: a new secret to enrol, confirmed by the first code from it.
  const secret = newTotpSecret();
  await db.updateTable('staff_accounts').set({ totp_secret: secret }).where('email', '=', email).execute();
  return { kind: 'enroll', email, secret, uri: otpauthUri(secret, email) };
}

export type CodeOutcome = { kind: 'locked' } | { kind: 'wrong' } | { kind: 'in' };

/** The second step: the code from the authenticator app. A wrong code counts as a failed attempt. */
export async function checkCode(db: Kysely<Database>, email: string, code: string, now: Date): Promise<CodeOutcome> {
  if (await isLocked(db, email, now)) return { kind: 'locked' };
  const account = await db
    .selectFrom('staff_accounts')
    .select(['totp_secret', 'totp_enrolled_at', 'totp_last_step'])
    .where('email', '=', email)
    .executeTakeFirst();
  const step = account?.totp_secret
    ? matchingStep(account.totp_secret, code, now.getTime(), account.totp_last_step)
    : null;
  if (!account || step === null) {
    return (await countFailure(db, email, email, now)) ? { kind: 'locked' } : { kind: 'wrong' };
  }
  await db
    .updateTable('staff_accounts')
    .set({
      totp_last_step: step,
      totp_enrolled_at: account.totp_enrolled_at ?? now.toISOString(),
      last_login_at: now.toISOString(),
    })
    .where('email', '=', email)
    .execute();
  await clearFailures(db, email);
  if (!account.totp_enrolled_at) await recordAudit(db, { actor: email, action: 'totp-enrolled' }, now);
  await recordAudit(db, { actor: email, action: 'login' }, now);
  return { kind: 'in' };
}
