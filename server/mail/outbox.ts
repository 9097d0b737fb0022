import type { Kysely, Transaction } from 'kysely';
import { capDecisions, UNPROVEN, type HeldReason, type MailCaps } from './caps';
import type { Database } from '../storage/schema';
import { mailboxOf } from '../../src/domain/values';
import { SITE } from '../../src/data/site';
import crypto from 'node:crypto';
import type { Locale } from '../../src/domain/locale';
import { isProven, markProven } from './proof';

/** A mail queued with a submission: its template and language; the worker renders it when it sends it. */
export type OutboxMail = {
  recipient: string;
  template: MailTemplate;
  locale: Locale;
  /** For a mail about a change or withdrawal of a registration: the version it tells of. */
  registrationVersion?: number;
};
export type MailTemplate =
  | 'confirmation'
  /** The helpdesk's own notices (server/mail/helpdesk-mails.ts): new, changed, withdrawn, sent again. */
  | 'helpdesk-notice'
  | 'helpdesk-changed'
  | 'helpdesk-withdrawn'
  | 'helpdesk-confirmation-resent'
  | 'helpdesk-links-resent'
  | 'newsletter-confirm'
  | 'newsletter-welcome'
  | 'newsletter-topics'
  /** A contact's personal link, sent again on request. */
  | 'personal-link'
  | 'registration-changed'
  | 'registration-withdrawn'
  /** To a contact taken off a registration: the link no longer works. */
  | 'contact-removed'
  /** To a contact added during a change: the whole registration, their role and their own link. */
  | 'contact-added'
  /** To a registration's contacts: someone asked to take it over. */
  | 'claim-made'
  /** To the claimant the helpdesk moved the registration to: their personal link. */
  | 'registration-moved'
  /** To a claimant whose claim the helpdesk rejected. */
  | 'claim-rejected'
  /** The claim mails of server/mail/claim-mails.ts: the claimant's receipt, the helpdesk's notice, */
  | 'claim-receipt'
  | 'helpdesk-claim'
  /** the contacts' outcome (moved away, kept), and the undo of a decision, to both parties. */
  | 'claim-moved-away'
  | 'claim-kept'
  | 'claim-move-undone'
  | 'claim-reject-undone'
  /** To a mailbox nobody has proven: one neutral "was u dat? Bevestig het adres" per submission. */
  | 'mailbox-proof'
  /** To a claimant whose mailbox is not proven: the claim is filed once they click. */
  | 'claim-proof';

/** A new outbox row: what the mail is made from, due at once; the worker renders it when it sends it. */
export function outboxRow(mail: OutboxMail, submissionId: string | null, now: string) {
  return {
    id: crypto.randomBytes(16).toString('base64url'),
    submission_id: submissionId,
    recipient: mail.recipient,
    subject: '',
    body: '',
    template: mail.template,
    locale: mail.locale,
    registration_version: mail.registrationVersion ?? null,
    created_at: now,
    attempts: 0,
    next_attempt_at: now,
    sent_at: null,
    failed_at: null,
    last_error: null,
    lease_token: null,
  };
}

/** How the caps apply to the mails one action queues. */
export type MailPolicy = {
  /** The limits as configured. */
  caps: MailCaps;
  /**
   * Recipients outside the per-recipient caps: the person who asked for the mail with their own
   * valid link (their page, confirm or unsubscribe link), or every recipient of an action by staff.
   */
  exempt?: (recipient: string) => boolean;
  /** The client whose action queues the mails (its key, as the rate limits count it): its share of the global cap. */
  client?: string;
  /** The address acting with a link we mailed it: a click on our link proves the mailbox. */
  actor?: string;
  /** `staff`: staff or the operator's CLI decided to mail, so no mail waits for a proof. */
  by?: 'staff';
};

/** Every recipient exempt: an action of staff or of the operator's CLI. */
export const staffAction = (caps: MailCaps): MailPolicy => ({ caps, exempt: () => true, by: 'staff' });

/**
 * Only the person holding the link is exempt from the per-recipient caps; the other recipients
 * count as usual, and every mail counts to the share of the client that sent the request.
 */
export const askedBy = (address: string, caps: MailCaps, client: string): MailPolicy => ({
  caps,
  actor: address,
  exempt: (recipient) => mailboxOf(recipient) === mailboxOf(address),
  client,
});

/**
 * Mails that carry nothing a visitor typed: they may reach a mailbox nobody has proven. The proof
 * mails themselves and the newsletter's confirm link.
 */
const NEUTRAL: ReadonlySet<string> = new Set<MailTemplate>(['mailbox-proof', 'claim-proof', 'newsletter-confirm']);

type Row = ReturnType<typeof outboxRow>;

const toHelpdesk = (row: Row, helpdesk: string) =>
  Boolean(row.template?.startsWith('helpdesk-')) || row.recipient.trim().toLowerCase() === helpdesk;

/**
 * Which mails wait for their mailbox's proof (held as `unproven`, released by the click), and the
 * one neutral mail per submission and mailbox that asks for it (none when one was queued before).
 */
async function awaitingProof(
  trx: Transaction<Database> | Kysely<Database>,
  rows: readonly Row[],
  policy: MailPolicy,
): Promise<{ waiting: Set<Row>; proofs: Row[] }> {
  const waiting = new Set<Row>();
  const proofs: Row[] = [];
  if (policy.by === 'staff') return { waiting, proofs };
  const helpdesk = (policy.caps.helpdeskEmail ?? SITE.helpdeskEmail).toLowerCase();
  const asked = new Set<string>();
  for (const row of rows) {
    if (toHelpdesk(row, helpdesk) || NEUTRAL.has(row.template ?? '')) continue;
    if (await isProven(trx, row.recipient)) continue;
    waiting.add(row);
    const key = `${row.submission_id ?? ''} ${mailboxOf(row.recipient)}`;
    if (asked.has(key) || (await proofQueued(trx, row))) continue;
    asked.add(key);
    proofs.push({
      ...row,
      id: crypto.randomBytes(16).toString('base64url'),
      template: 'mailbox-proof',
      registration_version: null,
    });
  }
  return { waiting, proofs };
}

/** Whether the submission already asked this mailbox for its proof. */
async function proofQueued(trx: Transaction<Database> | Kysely<Database>, row: Row): Promise<boolean> {
  if (!row.submission_id) return false;
  const earlier = await trx
    .selectFrom('outbox')
    .select('recipient')
    .where('submission_id', '=', row.submission_id)
    .where('template', '=', 'mailbox-proof')
    .execute();
  return earlier.some((mail) => mailboxOf(mail.recipient) === mailboxOf(row.recipient));
}

/**
 * Writes mails to the outbox, every one through the proof and the caps (server/mail/caps.ts): a
 * mail to a mailbox nobody has proven waits for the click, and its submission sends the mailbox
 * one neutral mail instead; one over a cap is stored held, with its reason, until the worker's
 * sweep releases it. The only way mails enter the outbox. One action reaches a mailbox once with
 * each kind of mail, however many of its addresses point there (`+tag`s, Gmail's dots). Returns
 * the stored rows with what held them.
 */
export async function insertOutbox(
  trx: Transaction<Database> | Kysely<Database>,
  rows: Row[],
  policy: MailPolicy,
): Promise<{ recipient: string; template: string | null; held: HeldReason | typeof UNPROVEN | null }[]> {
  const seen = new Set<string>();
  const once = rows.filter((row) => {
    const key = `${row.template ?? ''} ${mailboxOf(row.recipient)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (once.length === 0) return [];
  if (policy.actor) await markProven(trx, policy.actor, once[0].created_at);
  const { waiting, proofs } = await awaitingProof(trx, once, policy);
  const counted = [...once.filter((row) => !waiting.has(row)), ...proofs];
  const decisions = await capDecisions(trx, counted, policy.caps, policy.exempt, policy.client);
  const held = new Map<Row, HeldReason | typeof UNPROVEN | null>(counted.map((row, index) => [row, decisions[index]]));
  for (const row of waiting) held.set(row, UNPROVEN);
  const all = [...once, ...proofs];
  await trx
    .insertInto('outbox')
    .values(
      all.map((row) => ({
        ...row,
        held_at: held.get(row) ? row.created_at : null,
        held_reason: held.get(row) ?? null,
      })),
    )
    .execute();
  return all.map((row) => ({ recipient: row.recipient, template: row.template, held: held.get(row) ?? null }));
}
