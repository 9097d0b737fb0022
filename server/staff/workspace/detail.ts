import type { Kysely } from 'kysely';
import { definitionOf, isRegistrationType, isStoredType } from '../../../src/domain/forms';
import type { SubmissionDetail } from '../../../src/domain/staff';
import { summaryRows } from '../../../src/domain/forms/summary';
import { readingRows } from '../../../src/domain/registration-reading';
import { readingOf } from '../../registration-records/reading';
import { versionsOf } from '../../submissions/store/registrations';
import type { Database } from '../../storage/schema';
import { parseKenmerk } from '../../submissions/store/kenmerk';
import { mailStateOf } from './mail-state';
import { shownValues, storedValues, UNREADABLE, type RowValues } from '../../submissions/store/payload';
import { readSubmission } from '../../submissions/store/rows';
import { whyNotForBoard } from '../../schools/school-domains';
import { claimsOfRecord, type ClaimDetailOptions } from './claim-detail';

/**
 * What the detail needs to know beyond the store: which domains several schools or boards share,
 * and for the claim panel the school's DUO facts and the clock (claim-detail.ts).
 */
export type DetailOptions = { isSharedDomain: (domain: string) => boolean } & ClaimDetailOptions;

/**
 * The check of a registration from outside the school's domain (each contact domain with why it can
 * never be the board's), and the claims on it (newest first).
 */
async function trustOf(
  db: Kysely<Database>,
  record: { id: string; brin: string | null; values: RowValues },
  { isSharedDomain, ...options }: DetailOptions,
): Promise<Pick<SubmissionDetail, 'schoolCheck' | 'claims'>> {
  const { id } = record;
  const check = await db.selectFrom('school_checks').selectAll().where('submission_id', '=', id).executeTakeFirst();
  const domains = check?.domains.split(',').filter(Boolean) ?? [];
  return {
    schoolCheck: check
      ? {
          state: check.state,
          domains,
          domainChoices: domains.map((domain) => ({ domain, notForBoard: whyNotForBoard(domain, isSharedDomain) })),
          website: check.website,
          phone: check.phone,
          board: check.board,
        }
      : null,
    claims: await claimsOfRecord(db, { ...record, check: check ?? null }, options),
  };
}

export async function submissionDetail(
  db: Kysely<Database>,
  id: string,
  options: DetailOptions,
): Promise<SubmissionDetail | null> {
  // A Kenmerk (the helpdesk notice's link names it, not the id) finds the newest submission that
  // carries it: a final registration carries its pre-registration's.
  const kenmerk = parseKenmerk(id);
  const row = await readSubmission(db, kenmerk ? { kenmerk } : { id });
  if (!row) return null;
  const { payload } = row;
  const values = shownValues(payload);
  const definition = isStoredType(row.type) ? definitionOf(row.type) : null;
  const reading = values
    ? readingOf({ type: row.type, values, round: row.round, state: row.registrationState }, options.now)
    : null;
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
    createdAt: row.createdAt,
    handlingStatus: row.handlingStatus,
    registrationState: row.registrationState,
    version: row.version,
    // A registration in its one reading (products by name, pupils in their group); others field by field.
    reading,
    // What its form no longer reads is said so, with why, instead of shown as if it were read.
    rows: values
      ? reading
        ? readingRows(reading)
        : summaryRows(values, definition?.products ?? [])
      : [
          { label: 'Inhoud', value: `${UNREADABLE}: ${payload.ok ? '' : payload.issues.join('; ')}`, depth: 0 },
          // What it stored, as stored (an erasure's "[verwijderd]" no longer passes the form's schema).
          ...summaryRows(storedValues(payload), definition?.products ?? []),
        ],
    values: values && isRegistrationType(row.type) ? values : null,
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
    ...(await trustOf(db, { id: row.id, brin: row.school.brin, values: values ?? storedValues(payload) }, options)),
  };
}
