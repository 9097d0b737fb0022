import type { WithMailCaps } from '../../mail/caps';
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { definitionOf, isRegistrationType, isStoredType } from '../../../src/domain/forms';
import { toLocale } from '../../../src/domain/locale';
import { composeMails } from '../../mail/compose';
import { contactAddresses } from '../../../src/domain/people';
import { queueLinks } from '../../registration-service/resend';
import type { Storage } from '../../storage/database';
import type { Database } from '../../storage/schema';
import { outboxRow } from '../../mail/outbox';
import { insertOutbox, staffAction } from '../../mail/outbox';
import type { FailedMail, HandlingStatus } from '../../../src/domain/staff';
import { recordAudit } from '../../audit/audit';
import { writeHandlingStatus, writeHandlingStatuses } from '../../submissions/store/handling';
import { storedValues } from '../../submissions/store/payload';
import { readSubmission, typesOf } from '../../submissions/store/rows';

/**
 * Sets one submission's status and audits it, in one transaction: one conditional write (on the
 * version the detail showed, when given), so the status and its audit row are stored together or
 * not at all, and a status set on a registration changed meanwhile is refused.
 */
export async function setHandlingStatus(
  storage: Pick<Storage, 'write'>,
  change: { id: string; status: HandlingStatus; version?: number; actor: string; at: Date },
): Promise<'changed' | 'not-found' | 'conflict'> {
  return storage.write(async (trx) => {
    const written = await writeHandlingStatus(trx, change);
    if (written !== 'changed') return written;
    const audit = {
      actor: change.actor,
      action: 'status-change',
      submissionId: change.id,
      detail: change.status,
    } as const;
    await recordAudit(trx, audit, change.at);
    return 'changed';
  });
}

export async function addNote(db: Kysely<Database>, id: string, author: string, text: string, at: Date) {
  await db
    .insertInto('staff_notes')
    .values({ id: crypto.randomUUID(), submission_id: id, author, at: at.toISOString(), text })
    .execute();
}

/**
 * Sends the confirmation again to the people of a submission. For a registration every contact's
 * link is revoked first (its version raised), so the confirmation carries a fresh link and the old
 * one stops working; its calendar entry carries the registration's current SEQUENCE (so it does
 * not fall behind a change). A withdrawn registration gets none: its entry was cancelled. Read and
 * written in one transaction, so a withdrawal is either before it (refused) or after it.
 */
export async function resendConfirmation(
  storage: Pick<Storage, 'write'> & WithMailCaps,
  id: string,
  at: Date,
  helpdeskEmail: string,
): Promise<'sent' | 'sent-new-links' | 'not-found' | 'withdrawn'> {
  return storage.write(async (trx) => {
    const row = await readSubmission(trx, { id });
    if (!row || !isStoredType(row.type)) return 'not-found';
    if (row.withdrawnAt !== null) return 'withdrawn';
    // A payload its form no longer reads gets no new confirmation: there is nothing to confirm it by.
    if (!row.payload.ok) return 'not-found';
    const { values } = row.payload;
    if (isRegistrationType(row.type)) {
      await trx
        .updateTable('registration_contacts')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('submission_id', '=', id)
        .execute();
    }
    const recipients = composeMails({
      type: row.type,
      id,
      values,
      publicUrl: '',
      helpdeskEmail: '',
      locale: toLocale(row.locale),
    }).filter((mail) => mail.template === 'confirmation');
    const registrationVersion = row.registrationState !== null ? row.version : undefined;
    if (recipients.length > 0) {
      // The helpdesk's own notice beside them: a colleague who takes the school's call knows the
      // earlier links were ended.
      const notice = { recipient: helpdeskEmail, template: 'helpdesk-confirmation-resent', locale: 'nl' } as const;
      await insertOutbox(
        trx,
        [
          ...recipients.map((mail) => outboxRow({ ...mail, registrationVersion }, id, at.toISOString())),
          ...(isRegistrationType(row.type) ? [outboxRow(notice, id, at.toISOString())] : []),
        ],
        staffAction(storage.mailCaps),
      );
    }
    return isRegistrationType(row.type) ? 'sent-new-links' : 'sent';
  });
}

/** Sends a registration's contacts their links at once (staff are not held to the 10-minute cap). */
export async function sendLinksFor(
  storage: Pick<Storage, 'write'> & WithMailCaps,
  id: string,
  at: Date,
  helpdeskEmail: string,
): Promise<boolean> {
  return storage.write(async (trx) => {
    const row = await readSubmission(trx, { id });
    if (!row) return false;
    const values = storedValues(row.payload);
    if (!isRegistrationType(row.type) || contactAddresses(values).length === 0) return false;
    const policy = staffAction(storage.mailCaps);
    await queueLinks(trx, id, values, toLocale(row.locale), at.toISOString(), policy);
    const notice = { recipient: helpdeskEmail, template: 'helpdesk-links-resent', locale: 'nl' } as const;
    await insertOutbox(trx, [outboxRow(notice, id, at.toISOString())], policy);
    return true;
  });
}

/** Every mail the worker gave up on, newest first. */
export async function failedMails(db: Kysely<Database>): Promise<FailedMail[]> {
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'submission_id', 'recipient', 'attempts', 'last_error', 'failed_at'])
    .where('failed_at', 'is not', null)
    .where('sent_at', 'is', null)
    .orderBy('failed_at', 'desc')
    .limit(200)
    .execute();
  const types = await typesOf(db, [...new Set(rows.flatMap((row) => (row.submission_id ? [row.submission_id] : [])))]);
  return rows.map((row) => {
    const type = row.submission_id ? types.get(row.submission_id) : undefined;
    return {
      id: row.id,
      submissionId: row.submission_id,
      label: type && isStoredType(type) ? definitionOf(type).label : '',
      recipient: row.recipient,
      attempts: Number(row.attempts),
      lastError: row.last_error,
      failedAt: row.failed_at!,
    };
  });
}

/**
 * Sets the status of many submissions at once: in one transaction, only the rows not at that status
 * yet are changed, and each changed row is audited in the same transaction. Two colleagues doing this
 * at once each audit exactly the rows they changed; nothing is half written.
 */
export async function setHandlingStatuses(
  storage: Pick<Storage, 'write'>,
  ids: readonly string[],
  status: HandlingStatus,
  actor: string,
  at: Date,
): Promise<string[]> {
  return storage.write(async (trx) => {
    const changed = await writeHandlingStatuses(trx, ids, status);
    for (const id of changed) {
      await recordAudit(trx, { actor, action: 'status-change', submissionId: id, detail: status }, at);
    }
    return changed;
  });
}
