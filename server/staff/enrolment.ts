import { PAGE_ROUTES } from '../../src/domain/routes';
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import { normalizeEmail } from '../../src/domain/values';
import { recordAudit } from '../audit/audit';
import { verifyPassword } from './password';
import { matchingStep, newTotpSecret, otpauthUri } from './totp';

/** An enrolment link works for 24 hours, once. */
export const ENROLMENT_VALID_MS = 24 * 60 * 60 * 1000;

/** Where the link opens: the staff login, which then sets up the second factor. */
export const ENROLMENT_PATH = PAGE_ROUTES.staff;
export const ENROLMENT_PARAMETER = 'instellen';

const digest = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function enrolmentUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${ENROLMENT_PATH}?${ENROLMENT_PARAMETER}=${token}`;
}

/**
 * Starts setting up the account's second factor: a new secret, not yet enrolled (the account cannot
 * log in until it is), and a one-time link token valid for ENROLMENT_VALID_MS; only its hash is
 * stored. A link issued earlier stops working. Returns the token, or null for an unknown account.
 */
export async function issueEnrolment(db: Kysely<Database>, rawEmail: string, now: Date): Promise<string | null> {
  const token = crypto.randomBytes(32).toString('base64url');
  const result = await db
    .updateTable('staff_accounts')
    .set({
      totp_secret: newTotpSecret(),
      totp_enrolled_at: null,
      totp_last_step: null,
      totp_enrolment_hash: digest(token),
      totp_enrolment_expires_at: new Date(now.getTime() + ENROLMENT_VALID_MS).toISOString(),
    })
    .where('email', '=', normalizeEmail(rawEmail))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? token : null;
}

type Pending = { email: string; secret: string; passwordHash: string; hash: string };

/** The account a link token sets up, while the link is valid and unused; else null. */
async function pendingEnrolment(db: Kysely<Database>, token: unknown, now: Date): Promise<Pending | null> {
  if (typeof token !== 'string' || !TOKEN.test(token)) return null;
  const hash = digest(token);
  const row = await db
    .selectFrom('staff_accounts')
    .select(['email', 'password_hash', 'totp_secret', 'totp_enrolled_at', 'totp_enrolment_expires_at'])
    .where('totp_enrolment_hash', '=', hash)
    .executeTakeFirst();
  if (!row?.totp_secret || row.totp_enrolled_at || !row.totp_enrolment_expires_at) return null;
  if (Date.parse(row.totp_enrolment_expires_at) <= now.getTime()) return null;
  return { email: row.email, secret: row.totp_secret, passwordHash: row.password_hash, hash };
}

/** What the enrolment page shows: the account and its new secret (for the QR code), or null. */
export async function enrolmentToShow(db: Kysely<Database>, token: unknown, now: Date) {
  const pending = await pendingEnrolment(db, token, now);
  return pending && { email: pending.email, secret: pending.secret, uri: otpauthUri(pending.secret, pending.email) };
}

export type EnrolmentOutcome = { kind: 'enrolled'; email: string } | { kind: 'invalid-link' } | { kind: 'wrong' };

/**
 * Confirms the set-up with the account's password and a code from the new secret: then the factor
 * is enrolled, the code's step used, and the link spent (a conditional write: a link confirmed
 * twice at once enrols once).
 */
export async function completeEnrolment(
  db: Kysely<Database>,
  input: { token: unknown; password: string; code: string },
  now: Date,
): Promise<EnrolmentOutcome> {
  const pending = await pendingEnrolment(db, input.token, now);
  if (!pending) return { kind: 'invalid-link' };
  const step = matchingStep(pending.secret, input.code, now.getTime(), null);
  if (!(await verifyPassword(input.password, pending.passwordHash)) || step === null) return { kind: 'wrong' };
  const result = await db
    .updateTable('staff_accounts')
    .set({
      totp_enrolled_at: now.toISOString(),
      totp_last_step: step,
      totp_enrolment_hash: null,
      totp_enrolment_expires_at: null,
    })
    .where('email', '=', pending.email)
    .where('totp_enrolment_hash', '=', pending.hash)
    .where('totp_enrolled_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return { kind: 'invalid-link' };
  await recordAudit(db, { actor: pending.email, action: 'totp-enrolled' }, now);
  return { kind: 'enrolled', email: pending.email };
}
