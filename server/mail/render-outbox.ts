import type { Kysely } from 'kysely';
import { toLocale } from '../../src/domain/locale';
import { newsletterLinks } from '../newsletter-store/links';
import { chosenTopics, findSubscription } from '../newsletter-store/subscriptions';
import { registrationMailContext } from './mail-context';
import type { SigningKeys } from '../security/signing-keys';
import type { Database } from '../storage/schema';
import type { MailTemplate } from './outbox';
import { decodeTopics } from '../submissions/store/payload';
import { readSubmission } from '../submissions/store/rows';
import { renderMail, type RenderedMail } from './compose';
import { renderProofMail } from './proof-mail';
import { isClaimTemplate, renderClaimMail } from './claim-mails';
import { proofToken, proofUrl } from './proof';
import { indexedSchoolName } from '../../src/domain/school';
import type { OutboxTable } from '../storage/schema';

/** An outbox row as far as rendering it goes. */
export type OutboxMailRow = Pick<
  OutboxTable,
  'submission_id' | 'recipient' | 'subject' | 'body' | 'template' | 'locale' | 'registration_version' | 'created_at'
>;

/**
 * Renders one outbox mail from its submission and template, as the worker sends it and as the
 * workspace shows it again; a mail queued before templates is its stored subject and body.
 */
export async function renderOutboxMail(
  db: Kysely<Database>,
  mail: OutboxMailRow,
  link: {
    publicUrl: string;
    signingKey: SigningKeys | undefined;
    /** The helpdesk's address (Reply-To of mails to schools). */
    helpdeskEmail?: string;
    /** The moment it is rendered for (the app's clock): what a mail says depends on the day. */
    now: Date;
  },
): Promise<RenderedMail | { subject: string; text: string }> {
  if (!mail.template || !mail.submission_id) return { subject: mail.subject, text: mail.body };
  const row = await readSubmission(db, { id: mail.submission_id });
  if (!row) throw new Error('the submission of this mail no longer exists');
  // Told by the worker's log and the failed mail in the workspace: never rendered from a guess.
  if (!row.payload.ok) throw new Error(`the submission of this mail cannot be read: ${row.payload.issues.join('; ')}`);
  const { payload } = row;
  const locale = toLocale(mail.locale);
  if (mail.template === 'mailbox-proof' || mail.template === 'claim-proof') {
    if (!link.signingKey) throw new Error('a proof mail needs the signing key');
    const scope = mail.template === 'claim-proof' ? 'claim' : 'submission';
    const token = proofToken(link.signingKey, { scope, id: row.id, address: mail.recipient }, link.now.getTime());
    return renderProofMail({
      template: mail.template,
      locale,
      type: payload.type,
      school: indexedSchoolName(payload.values),
      url: proofUrl(link.publicUrl, locale, token),
      helpdeskEmail: link.helpdeskEmail,
    });
  }
  // A claim's mails, each written for its reader (claimant, contact or helpdesk).
  if (isClaimTemplate(mail.template)) {
    return renderClaimMail(
      db,
      { template: mail.template, locale, recipient: mail.recipient },
      { id: row.id, type: payload.type, values: payload.values, kenmerk: row.kenmerk, round: row.round },
      link,
    );
  }
  let newsletter: Parameters<typeof renderMail>[0]['newsletter'];
  if (mail.template.startsWith('newsletter-')) {
    const subscription = await findSubscription(db, mail.recipient);
    if (!subscription || !link.signingKey) throw new Error('the subscription of this mail no longer exists');
    // A confirmed subscriber's new sign-up: its mail shows, and its link ticks, the topics it asked for.
    const asked = mail.template === 'newsletter-topics' ? chosenTopics(payload.values) : undefined;
    newsletter = {
      links: newsletterLinks(link.publicUrl, link.signingKey, subscription, locale, Date.parse(mail.created_at), asked),
      topics: asked ?? decodeTopics(subscription.topics),
    };
  }
  // A confirmation sent again names the registration's version only for its calendar's SEQUENCE.
  const resent = mail.template === 'confirmation' ? mail.registration_version : null;
  const registration = await registrationMailContext(
    db,
    {
      ...mail,
      submission_id: row.id,
      type: row.type,
      registration_version: resent ? null : mail.registration_version,
    },
    { id: row.id, type: row.type, round: row.round, createdAt: row.createdAt, values: payload.values },
    { publicUrl: link.publicUrl, signingKey: link.signingKey },
  );
  return renderMail({
    ...registration,
    newsletter,
    template: mail.template as MailTemplate,
    calendarSequence: resent ? resent - 1 : undefined,
    resent: Boolean(resent),
    locale,
    recipient: mail.recipient,
    publicUrl: link.publicUrl,
    helpdeskEmail: link.helpdeskEmail,
    now: link.now,
    submission: {
      id: row.id,
      type: payload.type,
      values: payload.values,
      createdAt: row.createdAt,
      kenmerk: row.kenmerk,
      round: row.round,
      locale: toLocale(row.locale),
    },
  });
}
