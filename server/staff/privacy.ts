import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../storage/schema';
import type { AuditRow } from './audit';
import { forgetAddress } from './login-delays';

/** What is stored about a member of staff: the account (never the password hash or TOTP secret) and the audit rows. */
export type StaffPersonalData = {
  account: { email: string; createdAt: string; lastLoginAt: string | null; totpEnrolled: boolean } | null;
  audit: AuditRow[];
};

const ERASED = '[verwijderd]';

export async function exportStaffData(db: Kysely<Database>, email: string): Promise<StaffPersonalData> {
  const account = await db
    .selectFrom('staff_accounts')
    .select(['email', 'created_at', 'last_login_at', 'totp_enrolled_at'])
    .where('email', '=', email)
    .executeTakeFirst();
  const audit = await db
    .selectFrom('staff_audit')
    .select(['at', 'actor', 'action', 'submission_id', 'detail'])
    .where((eb) => eb.or([eb('actor', '=', email), eb('detail', '=', email)]))
    .orderBy('at')
    .execute();
  return {
    account: account
      ? {
          email: account.email,
          createdAt: account.created_at,
          lastLoginAt: account.last_login_at,
          totpEnrolled: account.totp_enrolled_at !== null,
        }
      : null,
    audit: audit.map((row) => ({
      at: row.at,
      actor: row.actor,
      action: row.action,
      submissionId: row.submission_id,
      detail: row.detail,
    })),
  };
}

/**
 * Erasure: the account, its sessions and its address's failed-login count are deleted; its audit rows keep the event
 * (what happened to which submission, and when) with the address replaced.
 */
export async function eraseStaffData(
  trx: Transaction<Database>,
  email: string,
): Promise<{ accounts: number; audit: number }> {
  await trx.deleteFrom('staff_sessions').where('email', '=', email).execute();
  await forgetAddress(trx, email);
  const accounts = Number(
    (await trx.deleteFrom('staff_accounts').where('email', '=', email).executeTakeFirst()).numDeletedRows,
  );
  const byActor = await trx
    .updateTable('staff_audit')
    .set({ actor: ERASED })
    .where('actor', '=', email)
    .executeTakeFirst();
  const byDetail = await trx
    .updateTable('staff_audit')
    .set({ detail: ERASED })
    .where('detail', '=', email)
    .executeTakeFirst();
  return { accounts, audit: Number(byActor.numUpdatedRows) + Number(byDetail.numUpdatedRows) };
}
