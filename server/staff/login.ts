import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import { normaliseEmail } from './accounts';
import { recordAudit } from './audit';
import { dummyHash, verifyPassword } from './password';
import { matchingStep } from './totp';
import type { RacePause } from '../http/race-pause';

/** Five wrong attempts (password or code) lock an address for 15 minutes, known or not. */
export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;

/** The actor of a failed login with an address that has no account. */
export const UNKNOWN_ACTOR = 'onbekend';

export type PasswordOutcome =
  | { kind: 'locked' }
  | { kind: 'wrong' }
  | { kind: 'code'; email: string }
  /** Right password, but no second factor yet: it is set up with the CLI or an enrolment link only. */
  | { kind: 'not-enrolled' };

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
  };
  if (row) await db.updateTable('staff_login_attempts').set(values).where('email', '=', email).execute();
  else
    // Two first failures at once both find no row: the second becomes an update instead of a 500.
    await db
      .insertInto('staff_login_attempts')
      .values({ email, ...values })
      .onConflict((conflict) => conflict.column('email').doUpdateSet(values))
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
  // The password alone never sets up a second factor: whoever has it would enrol their own app.
  return { kind: 'not-enrolled' };
}

export type CodeOutcome = { kind: 'locked' } | { kind: 'wrong' } | { kind: 'in' };

/**
 * The second step: the code from the authenticator app. A wrong code counts as a failed attempt,
 * and so does a code whose step was used already: the step is written only if it is later than the
 * last one used (`totp_last_step < step`), so one code logs in one session even when two requests
 * carry it at once.
 */
export async function checkCode(
  db: Kysely<Database>,
  email: string,
  code: string,
  now: Date,
  racePause?: RacePause,
): Promise<CodeOutcome> {
  if (await isLocked(db, email, now)) return { kind: 'locked' };
  const account = await db
    .selectFrom('staff_accounts')
    .select(['totp_secret', 'totp_enrolled_at', 'totp_last_step'])
    .where('email', '=', email)
    .executeTakeFirst();
  const step =
    account?.totp_secret && account.totp_enrolled_at
      ? matchingStep(account.totp_secret, code, now.getTime(), account.totp_last_step)
      : null;
  await racePause?.('totp-write');
  const used =
    step !== null &&
    Number(
      (
        await db
          .updateTable('staff_accounts')
          .set({ totp_last_step: step, last_login_at: now.toISOString() })
          .where('email', '=', email)
          .where('totp_enrolled_at', 'is not', null)
          .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
          .executeTakeFirst()
      ).numUpdatedRows,
    ) === 1;
  if (!used) return (await countFailure(db, email, email, now)) ? { kind: 'locked' } : { kind: 'wrong' };
  await clearFailures(db, email);
  await recordAudit(db, { actor: email, action: 'login' }, now);
  return { kind: 'in' };
}
