import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { PENDING_KEPT_MS } from '../newsletter/subscriptions';
import { exportStaffData, type StaffPersonalData } from '../staff/privacy';
import type { RemovedMail } from './erasure';

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

export { erasePersonalData, type RemovedMail } from './erasure';

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
