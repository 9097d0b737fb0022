import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { eraseSubscription, PENDING_KEPT_MS } from '../newsletter/subscriptions';
import { eraseStaffData, exportStaffData, type StaffPersonalData } from '../staff/privacy';
import { searchTextOf } from '../staff/workspace/search-text';

/** Everything stored about one e-mail address (an access request). */
export type PersonalDataExport = {
  email: string;
  submissions: { id: string; type: string; createdAt: string; values: unknown }[];
  /** Mails to the address: what they were made from (template, language), and for mails queued before templates their text. */
  mails: {
    recipient: string;
    template: string | null;
    locale: string | null;
    subject?: string;
    body?: string;
    createdAt: string;
    sentAt: string | null;
  }[];
  /** The newsletter subscription with its consent record, when the address has one. */
  newsletter: {
    state: string;
    stateChangedAt: string;
    topics: string[];
    locale: string;
    consentText: string;
    signedUpAt: string;
    confirmedAt: string | null;
    unsubscribedAt: string | null;
  } | null;
  /** A member of staff's account and audit rows. */
  staff: StaffPersonalData;
  /** Staff notes about the address's submissions. */
  notes: { submissionId: string; author: string; at: string; text: string }[];
  /** Earlier versions of registrations that hold or held the address, and changes it made. */
  registrationVersions: {
    submissionId: string;
    version: number;
    at: string;
    kind: string;
    actor: string;
    previousValues: unknown;
    changes: unknown;
  }[];
};

/** A removed outbox mail: enough to find the .eml file it may have been written to. */
export type RemovedMail = { id: string; createdAt: string };

const ERASED = '[verwijderd]';

const normalise = (email: string) => email.trim().toLowerCase();

async function submissionIdsFor(db: Kysely<Database>, email: string): Promise<string[]> {
  const rows = await db.selectFrom('submission_emails').select('submission_id').where('email', '=', email).execute();
  return rows.map((row) => row.submission_id);
}

/** The versions of these registrations, and those that mention the address (a contact since removed). */
async function versionsAbout(db: Kysely<Database>, ids: string[], email: string) {
  const rows = await db
    .selectFrom('registration_versions')
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(ids.length > 0 ? [eb('submission_id', 'in', ids)] : []),
        eb('actor', '=', email),
        // LIKE's wildcards only widen the match: the exact check follows.
        eb(eb.fn('lower', ['previous_payload']), 'like', `%${email}%`),
      ]),
    )
    .orderBy('submission_id')
    .orderBy('version')
    .execute();
  return rows.filter(
    (row) =>
      ids.includes(row.submission_id) || row.actor === email || row.previous_payload.toLowerCase().includes(email),
  );
}

export async function exportPersonalData(db: Kysely<Database>, rawEmail: string): Promise<PersonalDataExport> {
  const email = normalise(rawEmail);
  const ids = await submissionIdsFor(db, email);
  const submissions =
    ids.length === 0
      ? []
      : await db
          .selectFrom('submissions')
          .select(['id', 'type', 'created_at', 'payload'])
          .where('id', 'in', ids)
          .orderBy('created_at')
          .execute();
  const mails = await db
    .selectFrom('outbox')
    .select(['recipient', 'template', 'locale', 'subject', 'body', 'created_at', 'sent_at'])
    .where((eb) => eb(eb.fn('lower', ['recipient']), '=', email))
    .orderBy('created_at')
    .execute();
  const subscription = await db
    .selectFrom('newsletter_subscriptions')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
  return {
    email,
    newsletter: subscription
      ? {
          state: subscription.state,
          stateChangedAt: subscription.state_changed_at,
          topics: JSON.parse(subscription.topics) as string[],
          locale: subscription.locale,
          consentText: subscription.consent_text,
          signedUpAt: subscription.signed_up_at,
          confirmedAt: subscription.confirmed_at,
          unsubscribedAt: subscription.unsubscribed_at,
        }
      : null,
    submissions: submissions.map((row) => ({
      id: row.id,
      type: row.type,
      createdAt: row.created_at,
      values: JSON.parse(row.payload) as unknown,
    })),
    mails: mails.map((mail) => ({
      recipient: mail.recipient,
      template: mail.template,
      locale: mail.locale,
      ...(mail.template ? {} : { subject: mail.subject, body: mail.body }),
      createdAt: mail.created_at,
      sentAt: mail.sent_at,
    })),
    staff: await exportStaffData(db, email),
    notes:
      ids.length === 0
        ? []
        : (
            await db
              .selectFrom('staff_notes')
              .select(['submission_id', 'author', 'at', 'text'])
              .where('submission_id', 'in', ids)
              .orderBy('at')
              .execute()
          ).map((row) => ({ submissionId: row.submission_id, author: row.author, at: row.at, text: row.text })),
    registrationVersions: (await versionsAbout(db, ids, email)).map((row) => ({
      submissionId: row.submission_id,
      version: Number(row.version),
      at: row.at,
      kind: row.kind,
      actor: row.actor,
      previousValues: JSON.parse(row.previous_payload) as unknown,
      changes: JSON.parse(row.changes) as unknown,
    })),
  };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const mentions = (value: Json, email: string): boolean =>
  typeof value === 'string'
    ? normalise(value) === email
    : Array.isArray(value)
      ? value.some((item) => mentions(item, email))
      : typeof value === 'object' && value !== null
        ? Object.values(value).some((item) => mentions(item, email))
        : false;

/**
 * Removes one person from a submission that also holds other people's data (a school registration
 * with several contacts): their contact rows go, and any person fields next to their address
 * (akkoordPersonNaam/-Functie beside akkoordPersonEmail) are blanked.
 */
export function redactPerson(value: Json, email: string): Json {
  if (Array.isArray(value)) {
    return value
      .filter(
        (item) => !(typeof item === 'object' && item !== null && !Array.isArray(item) && mentions(item.email, email)),
      )
      .map((item) => redactPerson(item, email));
  }
  if (typeof value !== 'object' || value === null) return value;
  const result: { [key: string]: Json } = {};
  const matchingPrefixes = Object.entries(value)
    .filter(([key, item]) => /email$/i.test(key) && typeof item === 'string' && normalise(item) === email)
    .map(([key]) => key.replace(/email$/i, ''));
  for (const [key, item] of Object.entries(value)) {
    const personField = matchingPrefixes.some((prefix) => prefix !== '' && key.startsWith(prefix));
    if (personField || (typeof item === 'string' && normalise(item) === email)) result[key] = ERASED;
    else result[key] = redactPerson(item, email);
  }
  return result;
}

/**
 * Erasure request: submissions that hold only this person's address are deleted (with their mails);
 * shared ones (a registration with other contacts) keep the other people and lose this one.
 * Mails to or about the person are deleted. Returns how many submissions were deleted and redacted.
 */
export async function erasePersonalData(
  db: Kysely<Database>,
  rawEmail: string,
): Promise<{
  deleted: number;
  redacted: number;
  mails: number;
  files: RemovedMail[];
  staffAccounts: number;
  auditRows: number;
}> {
  const email = normalise(rawEmail);
  return db.transaction().execute(async (trx) => {
    const ids = await submissionIdsFor(trx, email);
    let deleted = 0;
    let redacted = 0;
    let mails = 0;
    // Every mail that was about the person (to them, or of a submission that holds them) may lie as
    // an .eml file in DATA_DIR/mail: collected before the rows go, so the caller can delete the files.
    const files = await mailsOf(trx, ids, email);
    await redactVersions(trx, await versionsAbout(trx, ids, email), email);
    await trx.deleteFrom('registration_contacts').where('email', '=', email).execute();
    for (const id of ids) {
      const others = await trx
        .selectFrom('submission_emails')
        .select('email')
        .where('submission_id', '=', id)
        .where('email', '!=', email)
        .execute();
      if (others.length === 0) {
        mails += Number(
          (await trx.deleteFrom('outbox').where('submission_id', '=', id).executeTakeFirst()).numDeletedRows,
        );
        await trx.deleteFrom('submission_emails').where('submission_id', '=', id).execute();
        await trx.deleteFrom('registration_versions').where('submission_id', '=', id).execute();
        await trx.deleteFrom('registration_contacts').where('submission_id', '=', id).execute();
        await trx.deleteFrom('staff_notes').where('submission_id', '=', id).execute();
        await trx.deleteFrom('submissions').where('id', '=', id).execute();
        deleted += 1;
        continue;
      }
      const row = await trx.selectFrom('submissions').select('payload').where('id', '=', id).executeTakeFirstOrThrow();
      const left = redactPerson(JSON.parse(row.payload) as Json, email);
      const payload = JSON.stringify(left);
      // The search column would otherwise still find the person.
      await trx
        .updateTable('submissions')
        .set({ payload, search_text: searchTextOf(left) })
        .where('id', '=', id)
        .execute();
      await redactNotes(trx, id, email);
      await trx.deleteFrom('submission_emails').where('submission_id', '=', id).where('email', '=', email).execute();
      // The helpdesk notice of this submission quotes the person too.
      const quoting = (
        await trx.selectFrom('outbox').select(['id', 'recipient', 'body']).where('submission_id', '=', id).execute()
      ).filter((mail) => normalise(mail.recipient) === email || mail.body.toLowerCase().includes(email));
      if (quoting.length > 0) {
        const result = await trx
          .deleteFrom('outbox')
          .where(
            'id',
            'in',
            quoting.map((mail) => mail.id),
          )
          .executeTakeFirst();
        mails += Number(result.numDeletedRows);
      }
      redacted += 1;
    }
    mails += Number(
      (
        await trx
          .deleteFrom('outbox')
          .where((eb) => eb(eb.fn('lower', ['recipient']), '=', email))
          .executeTakeFirst()
      ).numDeletedRows,
    );
    await eraseSubscription(trx, email);
    const staff = await eraseStaffData(trx, email);
    return { deleted, redacted, mails, files, staffAccounts: staff.accounts, auditRows: staff.audit };
  });
}

/**
 * Notes on a submission that also holds other people stay for them, with the person's address and
 * name taken out: staff write notes in their own words, so the text is what can be redacted.
 */
async function redactNotes(trx: Kysely<Database>, id: string, email: string): Promise<void> {
  const notes = await trx.selectFrom('staff_notes').select(['id', 'text']).where('submission_id', '=', id).execute();
  for (const note of notes) {
    if (!note.text.toLowerCase().includes(email)) continue;
    const text = note.text.replace(new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ERASED);
    await trx.updateTable('staff_notes').set({ text }).where('id', '=', note.id).execute();
  }
}

/** Takes the person out of earlier versions: their contact rows, fields beside their address, and changes naming them. */
async function redactVersions(
  trx: Kysely<Database>,
  versions: Awaited<ReturnType<typeof versionsAbout>>,
  email: string,
): Promise<void> {
  const naming = (text: string) => text.toLowerCase().includes(email);
  for (const version of versions) {
    const changes = (JSON.parse(version.changes) as { label: string; before: string; after: string }[]).map(
      (change) => ({
        label: naming(change.label) ? ERASED : change.label,
        before: naming(change.before) ? ERASED : change.before,
        after: naming(change.after) ? ERASED : change.after,
      }),
    );
    await trx
      .updateTable('registration_versions')
      .set({
        previous_payload: JSON.stringify(redactPerson(JSON.parse(version.previous_payload) as Json, email)),
        changes: JSON.stringify(changes),
        actor: version.actor === email ? ERASED : version.actor,
      })
      .where('id', '=', version.id)
      .execute();
  }
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

/** Retention: deletes submissions (with their mails) and sent or abandoned mails older than the cut-off. */
export async function purgeOlderThan(
  db: Kysely<Database>,
  cutoff: Date,
): Promise<{ submissions: number; mails: number; files: RemovedMail[] }> {
  const before = cutoff.toISOString();
  return db.transaction().execute(async (trx) => {
    const old = trx.selectFrom('submissions').select('id').where('created_at', '<', before);
    const files = (
      await trx
        .selectFrom('outbox')
        .select(['id', 'created_at'])
        .where((eb) =>
          eb.or([
            eb('submission_id', 'in', old),
            eb.and([
              eb('created_at', '<', before),
              eb.or([eb('sent_at', 'is not', null), eb('failed_at', 'is not', null)]),
            ]),
          ]),
        )
        .execute()
    ).map((row) => ({ id: row.id, createdAt: row.created_at }));
    const linkedMails = await trx.deleteFrom('outbox').where('submission_id', 'in', old).executeTakeFirst();
    await trx.deleteFrom('submission_emails').where('submission_id', 'in', old).execute();
    await trx.deleteFrom('registration_versions').where('submission_id', 'in', old).execute();
    await trx.deleteFrom('registration_contacts').where('submission_id', 'in', old).execute();
    await trx.deleteFrom('staff_notes').where('submission_id', 'in', old).execute();
    const submissions = await trx.deleteFrom('submissions').where('created_at', '<', before).executeTakeFirst();
    // A sign-up nobody confirmed is kept 30 days at most, whatever the cut-off asked for.
    const pendingBefore = new Date(Math.max(cutoff.getTime(), Date.now() - PENDING_KEPT_MS)).toISOString();
    await trx
      .deleteFrom('newsletter_subscriptions')
      .where('state', '=', 'pending')
      .where('state_changed_at', '<', pendingBefore)
      .execute();
    const looseMails = await trx
      .deleteFrom('outbox')
      .where('created_at', '<', before)
      .where((eb) => eb.or([eb('sent_at', 'is not', null), eb('failed_at', 'is not', null)]))
      .executeTakeFirst();
    return {
      submissions: Number(submissions.numDeletedRows),
      mails: Number(linkedMails.numDeletedRows) + Number(looseMails.numDeletedRows),
      files,
    };
  });
}
