import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../storage/schema';
import type { AuditRow } from '../audit/audit';
import { forgetAddress } from './login-delays';

/** What is stored about a member of staff: the account (never the password hash or TOTP secret) and the audit rows. */
export type StaffPersonalData = {
  account: { email: string; createdAt: string; lastLoginAt: string | null; totpEnrolled: boolean } | null;
  audit: AuditRow[];
};

/** Who a member of staff becomes in the trail, the notes and the versions once their data is erased. */
export const ERASED_STAFF = 'verwijderde medewerker';

export async function exportStaffData(db: Kysely<Database>, email: string): Promise<StaffPersonalData> {
  const account = await db
    .selectFrom('staff_accounts')
    .select(['email', 'created_at', 'last_login_at', 'totp_enrolled_at'])
    .where('email', '=', email)
    .executeTakeFirst();
  const audit = await db
    .selectFrom('staff_audit')
    .select(['at', 'actor', 'action', 'submission_id', 'detail'])
    .where((eb) => eb.or([eb('actor', 'in', [email, `staff:${email}`]), eb('detail', '=', email)]))
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
 * Erasure: the account, its sessions and its address's failed-login count are deleted; its audit
 * rows, notes and the registration versions it made keep the event (what happened to which
 * submission, and when) with the address replaced.
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
    .set({ actor: ERASED_STAFF })
    .where('actor', 'in', [email, `staff:${email}`])
    .executeTakeFirst();
  const byDetail = await trx
    .updateTable('staff_audit')
    .set({ detail: ERASED_STAFF })
    .where('detail', '=', email)
    .executeTakeFirst();
  await trx.updateTable('staff_notes').set({ author: ERASED_STAFF }).where('author', '=', email).execute();
  await trx
    .updateTable('registration_versions')
    .set({ actor: ERASED_STAFF })
    .where('actor', '=', `staff:${email}`)
    .execute();
  return { accounts, audit: Number(byActor.numUpdatedRows) + Number(byDetail.numUpdatedRows) };
}
