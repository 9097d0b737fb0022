import {
  deleteSubmissionRow,
  replaceRedactedPayload,
  storedSubmission,
  submissionsQuoting,
} from '../submissions/store/privacy';
import { decodeChanges, decodeJson } from '../submissions/store/payload';
import { recipientCounterKeys } from '../mail/caps';
import { forgetProof } from '../mail/proof';
import { mailboxOf, normalizeEmail } from '../../src/domain/values';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../storage/schema';
import { eraseSubscription } from '../newsletter-store/subscriptions';
import { eraseStaffData } from '../staff-store/privacy';
import { redactChanges, redactPayload, names, traceContact, type PersonTrace } from './contact-entries';
import { emptyIdentity, learnFromPayload } from './person-identity';
import { eraseOwnClaims, redactClaims, redactNotes } from './notes-and-claims';

export { withoutPhoneNumbers } from './phone-numbers';

/** A removed outbox mail: enough to find the .eml file it may have been written to. */
export type RemovedMail = { id: string; createdAt: string };

export type ErasureResult = {
  deleted: number;
  redacted: number;
  mails: number;
  files: RemovedMail[];
  /** The person's own claims (as claimant), deleted. */
  claimsDeleted: number;
  /** Other claimants' claims whose message named them. */
  claimsRedacted: number;
  /** Staff notes on any record that named them. */
  notesRedacted: number;
  staffAccounts: number;
  auditRows: number;
};

/**
 * Every submission that holds or held the address: by its e-mail index, a personal link it ever
 * had, a version it made, a version whose payload or changes name it (a contact since removed), or
 * a payload that quotes it (someone else's message naming the address).
 */
export async function submissionsAbout(db: Kysely<Database>, email: string): Promise<string[]> {
  // LIKE's wildcards only widen the match: the callers follow the contact entries exactly.
  const like = `%${email}%`;
  const [indexed, linked, versions, quoted] = await Promise.all([
    db.selectFrom('submission_emails').select('submission_id').where('email', '=', email).execute(),
    db.selectFrom('registration_contacts').select('submission_id').where('email', '=', email).execute(),
    db
      .selectFrom('registration_versions')
      .select('submission_id')
      .where((eb) =>
        eb.or([
          eb('actor', '=', email),
          eb(eb.fn('lower', ['previous_payload']), 'like', like),
          eb(eb.fn('lower', ['changes']), 'like', like),
        ]),
      )
      .execute(),
    // Another person's free text that quotes the address (a message, a description, a step).
    submissionsQuoting(db, like),
  ]);
  return [...new Set([...indexed, ...linked, ...versions, ...quoted].map((row) => row.submission_id))].sort();
}

/** The submission's payloads, oldest first (each version's previous payload, then the current one). */
export async function historyOf(db: Kysely<Database>, id: string) {
  const submission = await storedSubmission(db, id);
  const versions = await db
    .selectFrom('registration_versions')
    .selectAll()
    .where('submission_id', '=', id)
    .orderBy('version')
    .execute();
  const payloads: unknown[] = [
    ...versions.map((version) => decodeJson(version.previous_payload)),
    ...(submission ? [decodeJson(submission.payload)] : []),
  ];
  return { submission, versions, payloads };
}

/** The person as the submission's history knows them, with the personal links they ever had on it. */
export async function traceIn(db: Kysely<Database>, id: string, email: string) {
  const history = await historyOf(db, id);
  const trace = traceContact(history.payloads, email);
  const links = await db
    .selectFrom('registration_contacts')
    .select('id')
    .where('submission_id', '=', id)
    .where('email', 'in', [...trace.emails])
    .execute();
  return { ...history, trace, linkIds: new Set(links.map((link) => link.id)) };
}

/** Deletes a submission with everything hanging from it; returns how many mails went. */
export async function deleteSubmission(trx: Transaction<Database>, id: string): Promise<number> {
  const mails = await trx.deleteFrom('outbox').where('submission_id', '=', id).executeTakeFirst();
  await trx.deleteFrom('submission_emails').where('submission_id', '=', id).execute();
  await trx.deleteFrom('registration_versions').where('submission_id', '=', id).execute();
  await trx.deleteFrom('registration_contacts').where('submission_id', '=', id).execute();
  await trx.deleteFrom('staff_notes').where('submission_id', '=', id).execute();
  await trx.deleteFrom('newsletter_subscriptions').where('submission_id', '=', id).execute();
  // Claims on the registration and its domain check name people and go with it.
  await trx.deleteFrom('school_claims').where('submission_id', '=', id).execute();
  await trx.deleteFrom('school_checks').where('submission_id', '=', id).execute();
  await deleteSubmissionRow(trx, id);
  return Number(mails.numDeletedRows);
}

/**
 * Takes the person out of a submission that also holds other people; returns the mails deleted.
 * Its notes, with every other note, are redacted afterwards (notes-and-claims.ts).
 */
async function redactSubmission(
  trx: Transaction<Database>,
  id: string,
  traced: Awaited<ReturnType<typeof traceIn>>,
): Promise<number> {
  const { trace, linkIds } = traced;
  if (traced.submission) {
    const left = redactPayload(decodeJson(traced.submission.payload), trace);
    // The search column would otherwise still find the person.
    await replaceRedactedPayload(trx, id, left);
  }
  for (const version of traced.versions) {
    await trx
      .updateTable('registration_versions')
      .set({
        previous_payload: JSON.stringify(redactPayload(decodeJson(version.previous_payload), trace)),
        changes: JSON.stringify(redactChanges(decodeChanges(version.changes), trace, linkIds)),
        actor: trace.emails.has(normalizeEmail(version.actor)) ? ERASED_ACTOR : version.actor,
      })
      .where('id', '=', version.id)
      .execute();
  }
  const emails = [...trace.emails];
  await trx.deleteFrom('submission_emails').where('submission_id', '=', id).where('email', 'in', emails).execute();
  await trx.deleteFrom('registration_contacts').where('submission_id', '=', id).where('email', 'in', emails).execute();
  // Mails to the person, and those quoting them (a helpdesk notice written out before templates).
  const quoting = (
    await trx.selectFrom('outbox').select(['id', 'recipient', 'body']).where('submission_id', '=', id).execute()
  ).filter((mail) => trace.emails.has(normalizeEmail(mail.recipient)) || names(mail.body, trace));
  if (quoting.length === 0) return 0;
  const result = await trx
    .deleteFrom('outbox')
    .where(
      'id',
      'in',
      quoting.map((mail) => mail.id),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A version made by a contact since erased. */
const ERASED_ACTOR = '[verwijderd]';

/** Deletes the take-backs (claims carrying a registration) whose registration names one of the addresses. */
async function eraseTakeBacksNaming(trx: Transaction<Database>, emails: readonly string[]): Promise<number> {
  const carrying = await trx
    .selectFrom('school_claims')
    .select(['id', 'payload'])
    .where('payload', 'is not', null)
    .execute();
  const naming = carrying
    .filter((claim) => {
      const text = (claim.payload ?? '').toLowerCase();
      return emails.some((email) => text.includes(email.toLowerCase()));
    })
    .map((claim) => claim.id);
  if (naming.length === 0) return 0;
  await trx.deleteFrom('school_claims').where('id', 'in', naming).execute();
  return naming.length;
}

/**
 * Erasure request. Every submission that holds or held the address is followed through its
 * versions: one that holds nobody else is deleted with its versions, notes, links and mails; in a
 * shared one the person's contact entry — every address, name, phone and function it had — leaves
 * every payload, earlier payload and change, the search text, the links and the mails. Then mails
 * to the address, their own claims (and take-backs naming them), the proof of their mailbox, the newsletter subscription and a staff account go, and every
 * staff note and other claimant's message loses their addresses, phone numbers and full name.
 */
export async function erasePersonalData(db: Kysely<Database>, rawEmail: string): Promise<ErasureResult> {
  const email = normalizeEmail(rawEmail);
  return db.transaction().execute(async (trx) => {
    let deleted = 0;
    let redacted = 0;
    let mails = 0;
    const everyone: PersonTrace = { emails: new Set([email]), names: new Set() };
    // What identifies them in text others wrote: learnt from their submissions and claims before these go.
    const identity = emptyIdentity([email]);
    const redactedIds = new Set<string>();
    const ids = await submissionsAbout(trx, email);
    // Every mail about the person may lie as an .eml file in DATA_DIR/mail: collected before the
    // rows go, so the caller can delete the files.
    const files = await mailsOf(trx, ids, email);
    for (const id of ids) {
      const traced = await traceIn(trx, id, email);
      traced.trace.emails.forEach((address) => everyone.emails.add(address));
      traced.payloads.forEach((payload) => learnFromPayload(identity, payload, traced.trace.emails));
      const others = await trx
        .selectFrom('submission_emails')
        .select('email')
        .where('submission_id', '=', id)
        .where('email', 'not in', [...traced.trace.emails])
        .execute();
      if (others.length === 0) {
        mails += await deleteSubmission(trx, id);
        deleted += 1;
      } else {
        mails += await redactSubmission(trx, id, traced);
        redacted += 1;
        redactedIds.add(id);
      }
    }
    mails += Number(
      (
        await trx
          .deleteFrom('outbox')
          .where((eb) => eb(eb.fn('lower', ['recipient']), 'in', [...everyone.emails]))
          .executeTakeFirst()
      ).numDeletedRows,
    );
    // The outbox's counters name an address by its hash: those of the erased addresses go too.
    await trx
      .deleteFrom('rate_limits')
      .where('key', 'in', [...everyone.emails].flatMap(recipientCounterKeys))
      .execute();
    // Their own requests to take over a school's registration, and a take-back whose registration names them.
    const claimsDeleted =
      (await eraseOwnClaims(trx, [...everyone.emails], identity)) +
      (await eraseTakeBacksNaming(trx, [...everyone.emails]));
    // The proof of their mailbox: kept by a hash, it still says the mailbox was theirs.
    for (const address of everyone.emails) await forgetProof(trx, address);
    everyone.emails.forEach((address) => identity.mailboxes.add(mailboxOf(address)));
    const notesRedacted = await redactNotes(trx, identity, redactedIds);
    const claimsRedacted = await redactClaims(trx, identity);
    await eraseSubscription(trx, email);
    const staff = await eraseStaffData(trx, email);
    return {
      deleted,
      redacted,
      mails,
      files,
      claimsDeleted,
      claimsRedacted,
      notesRedacted,
      staffAccounts: staff.accounts,
      auditRows: staff.audit,
    };
  });
}

/** The mails of these submissions and those to the address, as they are before anything is deleted. */
async function mailsOf(db: Kysely<Database>, ids: string[], email: string): Promise<RemovedMail[]> {
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'created_at'])
    .where((eb) =>
      eb.or([
        ...(ids.length > 0 ? [eb('submission_id', 'in', ids)] : []),
        eb(eb.fn('lower', ['recipient']), '=', email),
      ]),
    )
    .execute();
  return rows.map((row) => ({ id: row.id, createdAt: row.created_at }));
}
