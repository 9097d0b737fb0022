import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import { normalizeEmail } from '../../src/domain/values';
import { recordAudit } from '../audit/audit';
import {
  clearFailures,
  recordFailure,
  releaseAttempt,
  reserveAttempt,
  type LoginParties,
} from '../staff-store/login-delays';
import { dummyHash, verifyPassword } from './password';
import { matchingStep } from './totp';

/** The actor of a failed login with an address that has no account. */
export const UNKNOWN_ACTOR = 'onbekend';

/** An attempt refused unchecked: the address or the client must first wait this long (login-delays.ts). */
export type Delayed = { kind: 'delayed'; waitMs: number };
/** A wrong password or code; `waitMs` is how long before the next attempt is checked. */
export type Wrong = { kind: 'wrong'; waitMs: number };

export type PasswordOutcome =
  | Delayed
  | Wrong
  | {
      kind: 'code';
      email: string;
    } /** Right password, but no second factor yet: it is set up with the CLI or an enrolment link only. */
  | { kind: 'not-enrolled' };

/**
 * The first step: address and password, from a client (`clientKey`). An unknown address is checked
 * against a dummy hash and counted and delayed like a known one, so the answers and their timing
 * are the same.
 */
export async function checkPassword(
  db: Kysely<Database>,
  rawEmail: string,
  password: string,
  now: Date,
  client: string,
): Promise<PasswordOutcome> {
  const email = normalizeEmail(rawEmail).slice(0, 320);
  const parties: LoginParties = { email, client };
  const reservation = await reserveAttempt(db, parties, now);
  if (reservation.kind === 'wait') return { kind: 'delayed', waitMs: reservation.waitMs };
  const account = await db
    .selectFrom('staff_accounts')
    .select(['email', 'password_hash', 'totp_secret', 'totp_enrolled_at'])
    .where('email', '=', email)
    .executeTakeFirst();
  const matches = await verifyPassword(password, account?.password_hash ?? (await dummyHash()));
  const actor = account ? email : UNKNOWN_ACTOR;
  if (!account || !matches) return { kind: 'wrong', waitMs: await recordFailure(db, reservation.failures, actor, now) };
  await releaseAttempt(db, reservation);
  if (account.totp_secret && account.totp_enrolled_at) return { kind: 'code', email };
  // The password alone never sets up a second factor: whoever has it would enrol their own app.
  return { kind: 'not-enrolled' };
}

export type CodeOutcome = Delayed | Wrong | { kind: 'in' };

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
  client: string,
): Promise<CodeOutcome> {
  const parties: LoginParties = { email, client };
  const reservation = await reserveAttempt(db, parties, now);
  if (reservation.kind === 'wait') return { kind: 'delayed', waitMs: reservation.waitMs };
  const account = await db
    .selectFrom('staff_accounts')
    .select(['totp_secret', 'totp_enrolled_at', 'totp_last_step'])
    .where('email', '=', email)
    .executeTakeFirst();
  const step =
    account?.totp_secret && account.totp_enrolled_at
      ? matchingStep(account.totp_secret, code, now.getTime(), account.totp_last_step)
      : null;
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
  if (!used) return { kind: 'wrong', waitMs: await recordFailure(db, reservation.failures, email, now) };
  await clearFailures(db, parties);
  await recordAudit(db, { actor: email, action: 'login' }, now);
  return { kind: 'in' };
}
