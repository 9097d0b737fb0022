import { storedSubmission } from '../submissions/store/privacy';
import { decodeChanges, decodeJson, decodeTopics, type Json } from '../submissions/store/payload';
import { normalizeEmail } from '../../src/domain/values';
import { contactsOf } from '../../src/domain/people';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import { exportStaffData, type StaffPersonalData } from '../staff-store/privacy';
import { names, ownPart, type PersonTrace, type StoredChange } from './contact-entries';
import { submissionsAbout, traceIn } from './erasure';
import { addressKey } from '../staff-store/login-delays';

/** Everything stored about one e-mail address (an access request): theirs, and nobody else's. */
export type PersonalDataExport = {
  email: string;
  /** Their submissions; of a registration shared with colleagues, the school's data and their own entry only. */
  submissions: { id: string; type: string; createdAt: string; values: Json }[];
  /**
   * Mails to them, and mails about their submissions sent to someone else (whose address is not
   * theirs to see): what they were made from, and for mails queued before templates their text.
   */
  mails: {
    recipient: string;
    submissionId: string | null;
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
  /** A member of staff's account and the audit rows naming the address. */
  staff: StaffPersonalData;
  /** Failed staff logins typed with the address (kept 30 days), whether or not it has an account. */
  loginAttempts: { failures: number; lastFailedAt: string }[];
  /** Staff notes about them (on their own submissions, or naming them) and notes they wrote as staff. */
  notes: { submissionId: string; author: string; at: string; text: string }[];
  /** Their requests to take over a school's registration, with the helpdesk's decision. */
  claims: {
    submissionId: string;
    state: string;
    firstName: string;
    lastName: string;
    phone: string;
    message: string;
    createdAt: string;
    decidedAt: string | null;
  }[];
  /** The versions of registrations that hold or held them: their own part, and the changes about them or the school. */
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

/** Someone else's address, in a mail about the person's submission. */
const OTHER_RECIPIENT = 'andere ontvanger';

/** A change about a contact is theirs when it is about their entry; a change outside the contacts is the school's. */
function ownChanges(changes: StoredChange[], trace: PersonTrace, linkIds: ReadonlySet<string>): StoredChange[] {
  return changes
    .filter((change) => {
      if (change.contact !== undefined) return linkIds.has(change.contact);
      if (names(`${change.label}\n${change.before}\n${change.after}`, trace)) return true;
      return !change.label.startsWith('Contactpersoon');
    })
    .map(({ label, before, after }) => ({ label, before, after }));
}

/** The staff notes on a submission or by an author, oldest first. */
const notesWhere = (db: Kysely<Database>, column: 'submission_id' | 'author', value: string) =>
  db
    .selectFrom('staff_notes')
    .select(['submission_id', 'author', 'at', 'text'])
    .where(column, '=', value)
    .orderBy('at')
    .execute();

export async function exportPersonalData(db: Kysely<Database>, rawEmail: string): Promise<PersonalDataExport> {
  const email = normalizeEmail(rawEmail);
  const submissions: PersonalDataExport['submissions'] = [];
  const versions: PersonalDataExport['registrationVersions'] = [];
  const notes: PersonalDataExport['notes'] = [];
  const ownIds: string[] = [];
  const everyAddress = new Set([email]);
  for (const id of await submissionsAbout(db, email)) {
    const { trace, linkIds, versions: rows } = await traceIn(db, id, email);
    trace.emails.forEach((address) => everyAddress.add(address));
    const row = await storedSubmission(db, id);
    const holds = await db
      .selectFrom('submission_emails')
      .select('email')
      .where('submission_id', '=', id)
      .where('email', 'in', [...trace.emails])
      .executeTakeFirst();
    if (row && holds) {
      ownIds.push(id);
      submissions.push({
        id,
        type: row.type,
        createdAt: row.created_at,
        values: ownPart(decodeJson(row.payload), trace),
      });
    }
    for (const version of rows) {
      const previous = decodeJson(version.previous_payload);
      const changes = decodeChanges(version.changes);
      const about =
        trace.emails.has(normalizeEmail(version.actor)) ||
        names(version.previous_payload, trace) ||
        changes.some(
          (change) =>
            (change.contact !== undefined && linkIds.has(change.contact)) ||
            names(change.label + change.before + change.after, trace),
        );
      if (!about) continue;
      versions.push({
        submissionId: id,
        version: Number(version.version),
        at: version.at,
        kind: version.kind,
        actor:
          trace.emails.has(normalizeEmail(version.actor)) || version.actor.startsWith('staff:')
            ? version.actor
            : OTHER_RECIPIENT,
        previousValues: ownPart(previous, trace),
        changes: ownChanges(changes, trace, linkIds),
      });
    }
    const noteRows = await notesWhere(db, 'submission_id', id);
    // A note on a registration shared with colleagues is theirs only when it names them.
    const shared = row ? contactsOf(decodeJson(row.payload)).length : 0;
    for (const note of noteRows) {
      if (shared > 1 && !names(note.text, trace)) continue;
      notes.push({ submissionId: note.submission_id, author: note.author, at: note.at, text: note.text });
    }
  }
  const written = await notesWhere(db, 'author', email);
  for (const note of written) {
    if (!notes.some((known) => known.submissionId === note.submission_id && known.at === note.at)) {
      notes.push({ submissionId: note.submission_id, author: note.author, at: note.at, text: note.text });
    }
  }
  const mails = await db
    .selectFrom('outbox')
    .select(['recipient', 'submission_id', 'template', 'locale', 'subject', 'body', 'created_at', 'sent_at'])
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['recipient']), 'in', [...everyAddress]),
        ...(ownIds.length > 0 ? [eb('submission_id', 'in', ownIds)] : []),
      ]),
    )
    .orderBy('created_at')
    .execute();
  const subscription = await db
    .selectFrom('newsletter_subscriptions')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
  // Failed logins are counted under a hash of the typed address: the person's own is found by theirs.
  const attempts = await db
    .selectFrom('staff_login_failures')
    .select(['failures', 'last_failure_at'])
    .where('key', '=', addressKey(email))
    .execute();
  const claims = await db
    .selectFrom('school_claims')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .orderBy('created_at')
    .execute();
  return {
    email,
    submissions: submissions.sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    mails: mails.map((mail) => {
      const theirs = everyAddress.has(normalizeEmail(mail.recipient));
      return {
        recipient: theirs ? mail.recipient : OTHER_RECIPIENT,
        submissionId: mail.submission_id,
        template: mail.template,
        locale: mail.locale,
        // A text from before templates is theirs to read when it was mailed to them.
        ...(mail.template || !theirs ? {} : { subject: mail.subject, body: mail.body }),
        createdAt: mail.created_at,
        sentAt: mail.sent_at,
      };
    }),
    newsletter: subscription
      ? {
          state: subscription.state,
          stateChangedAt: subscription.state_changed_at,
          topics: decodeTopics(subscription.topics),
          locale: subscription.locale,
          consentText: subscription.consent_text,
          signedUpAt: subscription.signed_up_at,
          confirmedAt: subscription.confirmed_at,
          unsubscribedAt: subscription.unsubscribed_at,
        }
      : null,
    staff: await exportStaffData(db, email),
    loginAttempts: attempts.map((attempt) => ({
      failures: Number(attempt.failures),
      lastFailedAt: attempt.last_failure_at,
    })),
    notes,
    claims: claims.map((claim) => ({
      submissionId: claim.submission_id,
      state: claim.state,
      firstName: claim.first_name,
      lastName: claim.last_name,
      phone: claim.phone,
      message: claim.message,
      createdAt: claim.created_at,
      decidedAt: claim.decided_at,
    })),
    registrationVersions: versions,
  };
}
