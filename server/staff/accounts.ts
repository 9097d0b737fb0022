import { normalizeEmail } from '../../src/domain/values';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import { hashPassword } from './password';

export type StaffAccount = { email: string; createdAt: string; lastLoginAt: string | null; totpEnrolled: boolean };

export class StaffError extends Error {}

export async function addAccount(
  db: Kysely<Database>,
  rawEmail: string,
  password: string,
  now: Date,
  totpSecret: string | null = null,
): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const existing = await db.selectFrom('staff_accounts').select('email').where('email', '=', email).executeTakeFirst();
  if (existing) throw new StaffError(`An account for ${email} exists already.`);
  await db
    .insertInto('staff_accounts')
    .values({
      email,
      password_hash: await hashPassword(password),
      // A secret given here (`add --totp`) is enrolled at once: the set-up was scripted.
      totp_secret: totpSecret,
      totp_enrolled_at: totpSecret ? now.toISOString() : null,
      totp_last_step: null,
      totp_enrolment_hash: null,
      totp_enrolment_expires_at: null,
      created_at: now.toISOString(),
      last_login_at: null,
    })
    .execute();
}

/** Deletes the account; its sessions go with it (and a session whose account is gone is refused). */
export async function removeAccount(db: Kysely<Database>, rawEmail: string): Promise<boolean> {
  const email = normalizeEmail(rawEmail);
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('staff_sessions').where('email', '=', email).execute();
    const result = await trx.deleteFrom('staff_accounts').where('email', '=', email).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

export async function listAccounts(db: Kysely<Database>): Promise<StaffAccount[]> {
  const rows = await db
    .selectFrom('staff_accounts')
    .select(['email', 'created_at', 'last_login_at', 'totp_enrolled_at'])
    .orderBy('email')
    .execute();
  return rows.map((row) => ({
    email: row.email,
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
    totpEnrolled: row.totp_enrolled_at !== null,
  }));
}

/** A new password ends the account's sessions. */
export async function resetPassword(db: Kysely<Database>, rawEmail: string, password: string): Promise<boolean> {
  const email = normalizeEmail(rawEmail);
  const hash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('staff_accounts')
      .set({ password_hash: hash })
      .where('email', '=', email)
      .executeTakeFirst();
    await trx.deleteFrom('staff_sessions').where('email', '=', email).execute();
    return Number(result.numUpdatedRows) > 0;
  });
}

/** Forgets the second factor (set up again with a new enrolment link). Ends the account's sessions. */
export async function resetTotp(db: Kysely<Database>, rawEmail: string): Promise<boolean> {
  const email = normalizeEmail(rawEmail);
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('staff_accounts')
      .set({
        totp_secret: null,
        totp_enrolled_at: null,
        totp_last_step: null,
        totp_enrolment_hash: null,
        totp_enrolment_expires_at: null,
      })
      .where('email', '=', email)
      .executeTakeFirst();
    await trx.deleteFrom('staff_sessions').where('email', '=', email).execute();
    return Number(result.numUpdatedRows) > 0;
  });
}
