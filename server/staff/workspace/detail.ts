import type { Kysely } from 'kysely';
import { definitionOf, isRegistrationType, isStoredType } from '../../../src/domain/forms';
import type { SubmissionDetail } from '../../../src/domain/staff';
import { summaryRows } from '../../mail/summary';
import { readingRows } from '../../../src/domain/registration-reading';
import { readingOf } from '../../registrations/reading';
import { versionsOf } from '../../registrations/records';
import type { Database } from '../../storage/schema';
import { parseKenmerk } from '../../registrations/kenmerk';
import { mailStateOf } from './mail-state';

/** The check of a registration from outside the school's domain, and the claims on it (newest first). */
async function trustOf(db: Kysely<Database>, id: string): Promise<Pick<SubmissionDetail, 'schoolCheck' | 'claims'>> {
  const check = await db.selectFrom('school_checks').selectAll().where('submission_id', '=', id).executeTakeFirst();
  const claims = await db
    .selectFrom('school_claims')
    .selectAll()
    .where('submission_id', '=', id)
    .orderBy('created_at', 'desc')
    .execute();
  return {
    schoolCheck: check
      ? {
          state: check.state,
          domains: check.domains.split(',').filter(Boolean),
          website: check.website,
          phone: check.phone,
          board: check.board,
        }
      : null,
    claims: claims.map((claim) => ({
      id: claim.id,
      state: claim.state,
      name: `${claim.first_name} ${claim.last_name}`,
      email: claim.email,
      phone: claim.phone,
      message: claim.message,
      createdAt: claim.created_at,
    })),
  };
}

export async function submissionDetail(db: Kysely<Database>, id: string): Promise<SubmissionDetail | null> {
  const row = await db
    .selectFrom('submissions')
    .select([
      'id',
      'kenmerk',
      'type',
      'created_at',
      'payload',
      'handling_status',
      'registration_state',
      'registration_round',
      'version',
    ])
    // A Kenmerk (the helpdesk notice's link names it, not the id) finds the newest submission that
    // carries it: a final registration carries its pre-registration's.
    .where(parseKenmerk(id) ? 'kenmerk' : 'id', '=', parseKenmerk(id) ?? id)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const values = JSON.parse(row.payload) as Record<string, unknown>;
  const definition = isStoredType(row.type) ? definitionOf(row.type) : null;
  const reading = readingOf({
    type: row.type,
    values,
    round: row.registration_round === null ? null : Number(row.registration_round),
    state: row.registration_state,
  });
  const mails = await db
    .selectFrom('outbox')
    .select([
      'id',
      'recipient',
      'template',
      'attempts',
      'last_error',
      'created_at',
      'sent_at',
      'failed_at',
      'held_reason',
    ])
    // The stored id, whatever the address named (the notice's link names the Kenmerk): the whole record.
    .where('submission_id', '=', row.id)
    .orderBy('created_at')
    .execute();
  const notes = await db
    .selectFrom('staff_notes')
    .select(['author', 'at', 'text'])
    .where('submission_id', '=', row.id)
    .orderBy('at')
    .execute();
  return {
    id: row.id,
    kenmerk: row.kenmerk,
    type: row.type,
    label: definition?.label ?? row.type,
    createdAt: row.created_at,
    handlingStatus: row.handling_status,
    registrationState: row.registration_state,
    version: Number(row.version),
    // A registration in its one reading (products by name, pupils in their group); others field by field.
    reading,
    rows: reading ? readingRows(reading) : summaryRows(values, definition?.products ?? []),
    values: isRegistrationType(row.type) ? values : null,
    mails: mails.map((mail) => ({
      id: mail.id,
      recipient: mail.recipient,
      template: mail.template,
      state: mailStateOf(mail),
      heldReason: mail.held_reason,
      attempts: Number(mail.attempts),
      lastError: mail.last_error,
      createdAt: mail.created_at,
      sentAt: mail.sent_at,
    })),
    versions: await versionsOf(db, row.id),
    notes,
    ...(await trustOf(db, row.id)),
  };
}
