import { normalizeEmail } from '../../src/domain/values';
import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../storage/schema';

type Db = Kysely<Database> | Transaction<Database>;

export type ContactLink = { id: string; submissionId: string; email: string; version: number };

/** A random id of 128 bits: the contact's part of a personal link. */
const newLinkId = () => crypto.randomBytes(16).toString('base64url');

const lower = (emails: readonly string[]) => [...new Set(emails.map(normalizeEmail))];

/**
 * Gives each address a personal link for the registration (version 1); an address that has one
 * keeps it, one that was removed gets it back with a raised version (its old links stay dead).
 */
export async function addContactLinks(db: Db, submissionId: string, emails: readonly string[], now: string) {
  for (const email of lower(emails)) {
    const existing = await db
      .selectFrom('registration_contacts')
      .select(['id', 'removed_at'])
      .where('submission_id', '=', submissionId)
      .where('email', '=', email)
      .executeTakeFirst();
    if (!existing) {
      await db
        .insertInto('registration_contacts')
        .values({ id: newLinkId(), submission_id: submissionId, email, version: 1, created_at: now, removed_at: null })
        .execute();
    } else if (existing.removed_at) {
      await db
        .updateTable('registration_contacts')
        .set((eb) => ({ removed_at: null, version: eb('version', '+', 1) }))
        .where('id', '=', existing.id)
        .execute();
    }
  }
}

/** Takes addresses off the registration: their links stop working at once. */
export async function removeContactLinks(db: Db, submissionId: string, emails: readonly string[], now: string) {
  const addresses = lower(emails);
  if (addresses.length === 0) return;
  await db
    .updateTable('registration_contacts')
    .set({ removed_at: now })
    .where('submission_id', '=', submissionId)
    .where('email', 'in', addresses)
    .execute();
}

/** Revokes the address's current link: the next link sent to it carries a raised version. */
export async function revokeContactLink(db: Db, submissionId: string, email: string) {
  await db
    .updateTable('registration_contacts')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('submission_id', '=', submissionId)
    .where('email', '=', normalizeEmail(email))
    .execute();
}

/** The current link of a contact on the registration; undefined for an address that is not (or no longer) on it. */
export async function findContactLink(db: Db, submissionId: string, email: string): Promise<ContactLink | undefined> {
  const row = await db
    .selectFrom('registration_contacts')
    .select(['id', 'submission_id', 'email', 'version'])
    .where('submission_id', '=', submissionId)
    .where('email', '=', normalizeEmail(email))
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return row && { id: row.id, submissionId: row.submission_id, email: row.email, version: Number(row.version) };
}

/** The link a token names, if the contact is still on the registration. */
export async function findContactLinkById(db: Db, submissionId: string, id: string): Promise<ContactLink | undefined> {
  const row = await db
    .selectFrom('registration_contacts')
    .select(['id', 'submission_id', 'email', 'version'])
    .where('id', '=', id)
    .where('submission_id', '=', submissionId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return row && { id: row.id, submissionId: row.submission_id, email: row.email, version: Number(row.version) };
}

/** Every link the registration ever had, by address (removed ones too). */
export async function contactLinkIds(db: Db, submissionId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('registration_contacts')
    .select(['id', 'email'])
    .where('submission_id', '=', submissionId)
    .execute();
  return new Map(rows.map((row) => [row.email, row.id]));
}
