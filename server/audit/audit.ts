import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';

/** What the audit trail records. The workspace adds its events through `recordAudit`. */
export type AuditAction =
  | 'login'
  /** The school's own proven contact took the place back from a registration that was not trusted. */
  | 'place-taken-back'
  | 'login-failed'
  | 'lockout'
  | 'login-delayed'
  | 'access-refused'
  | 'logout'
  | 'totp-enrolled'
  | 'detail-view'
  | 'status-change'
  | 'note'
  | 'resend'
  | 'registration-change'
  | 'mail-retry'
  | 'mail-release'
  | 'mail-drop'
  | 'mail-view'
  | 'export'
  | 'account-added'
  | 'account-removed'
  | 'password-reset'
  | 'totp-reset'
  | 'subscribers-export'
  | 'data-export'
  | 'data-erase'
  | 'data-purge'
  | 'data-restore-check'
  | 'data-held'
  | 'data-release'
  | 'data-drop'
  | 'school-confirm'
  | 'claim-move'
  | 'claim-reject'
  | 'claim-undo';

/** The actor of requests made with the shared bearer token. */
export const ADMIN_TOKEN_ACTOR = 'ADMIN_TOKEN';

export type AuditEvent = {
  actor: string;
  action: AuditAction;
  /** Which submission, for events about one. */
  submissionId?: string | null;
  /** A short fact without personal data (a status name, an export's format and type). */
  detail?: string | null;
};

export type AuditRow = {
  at: string;
  actor: string;
  action: string;
  submissionId: string | null;
  detail: string | null;
};

/** Records one event. Never pass personal data in `detail`: the trail holds who, what, when and which. */
export async function recordAudit(db: Kysely<Database>, event: AuditEvent, now: Date): Promise<void> {
  await db
    .insertInto('staff_audit')
    .values({
      id: crypto.randomUUID(),
      at: now.toISOString(),
      actor: event.actor,
      action: event.action,
      submission_id: event.submissionId ?? null,
      detail: event.detail ?? null,
    })
    .execute();
}

/** The trail, oldest first, optionally from a moment on. */
export async function listAudit(db: Kysely<Database>, options: { since?: Date } = {}): Promise<AuditRow[]> {
  let query = db.selectFrom('staff_audit').select(['at', 'actor', 'action', 'submission_id', 'detail']);
  if (options.since) query = query.where('at', '>=', options.since.toISOString());
  const rows = await query.orderBy('at').orderBy('id').execute();
  return rows.map((row) => ({
    at: row.at,
    actor: row.actor,
    action: row.action,
    submissionId: row.submission_id,
    detail: row.detail,
  }));
}
