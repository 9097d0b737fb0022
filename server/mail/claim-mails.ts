import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { SITE } from '../../src/data/site';
import { lastUndoDay } from '../../src/domain/claim-undo';
import { definitionOf, type StoredType, type StoredValues } from '../../src/domain/forms';
import type { Locale } from '../../src/domain/locale';
import { recipientNamed } from '../../src/domain/people';
import { readingRows } from '../../src/domain/registration-reading';
import { indexedSchoolName } from '../../src/domain/school';
import { normalizeEmail } from '../../src/domain/values';
import { PROJECT_ROOT } from '../project-root';
import { claimReference } from '../registration-records/claim-reference';
import { findContactLink } from '../registration-records/contact-links';
import { personalLinkUrl } from '../registration-records/personal-link';
import { readingOf } from '../registration-records/reading';
import type { SigningKeys } from '../security/signing-keys';
import type { Database, SchoolClaimsTable } from '../storage/schema';
import type { MailTemplate } from './outbox';
import { mailboxHash } from './caps';
import { CLAIM_WORDS } from './claim-mail-texts';
import type { RenderedMail } from './compose';
import { staffRecordUrl } from './helpdesk-mails';
import { LOGO_CID, mailHtml, mailText, type MailContent } from './html';
import { MAIL_WORDS } from './mail-texts';
import { subjectLine } from './subject';
import { subjectSchool } from './subject-school';
import { summaryRows, type SummaryRow } from '../../src/domain/forms/summary';

/**
 * The mails of a claim that this file writes: the claimant's receipt, the helpdesk's notice, both
 * parties' outcome (moved or rejected) and the undo of either. ('claim-made', the contacts' first
 * notice, and 'claim-proof' are written with the registration's and the proof mails.)
 */
export const CLAIM_TEMPLATES = [
  'claim-receipt',
  'helpdesk-claim',
  'registration-moved',
  'claim-moved-away',
  'claim-rejected',
  'claim-kept',
  'claim-move-undone',
  'claim-reject-undone',
] as const satisfies readonly MailTemplate[];

export type ClaimTemplate = (typeof CLAIM_TEMPLATES)[number];

export const isClaimTemplate = (template: string | null): template is ClaimTemplate =>
  CLAIM_TEMPLATES.some((known) => known === template);

type Claim = Pick<
  SchoolClaimsTable,
  | 'id'
  | 'state'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'message'
  | 'created_at'
  | 'claimant_mailbox'
  | 'decided_at'
>;

export type ClaimMailInput = {
  template: ClaimTemplate;
  locale: Locale;
  recipient: string;
  submission: { id: string; type: StoredType; values: StoredValues; kenmerk: string | null; round: number | null };
  /** The claims on the registration, newest first. */
  claims: readonly Claim[];
  /** The recipient's personal link, when they are a contact now. */
  personalLink: string | null;
  /** A contact's first name, wherever the registration's history has it (a removed contact is no longer in it). */
  contactName: string | null;
  publicUrl: string;
  helpdeskEmail: string;
  now: Date;
};

const LOGO = fs.readFileSync(path.join(PROJECT_ROOT, 'server', 'mail', 'assets', 'logo.png'));

const isClaimantOf = (claim: Claim, recipient: string) =>
  claim.claimant_mailbox === mailboxHash(recipient) || normalizeEmail(claim.email) === normalizeEmail(recipient);

/** The helpdesk's notice: who asks, their message, and the record's link in the workspace first. */
function helpdeskNotice(input: ClaimMailInput, claimant: string | null): RenderedMail {
  const { submission } = input;
  const words = MAIL_WORDS.nl;
  const label = definitionOf(submission.type).label;
  const school = indexedSchoolName(submission.values) ?? subjectSchool(submission.values, 'nl');
  const open = input.claims.filter((claim) => claim.state === 'open');
  const shown = open.length > 0 ? open : input.claims.slice(0, 1);
  const summary: SummaryRow[] = shown.flatMap((claim) => [
    { label: 'Verzoek', value: claimReference(claim.id), depth: 0 },
    { label: 'Naam', value: `${claim.first_name} ${claim.last_name}`, depth: 1 },
    { label: 'E-mailadres', value: claim.email, depth: 1 },
    ...(claim.phone ? [{ label: 'Telefoon', value: claim.phone, depth: 1 }] : []),
    { label: 'Bericht', value: claim.message || '(geen bericht)', depth: 1 },
  ]);
  const subject = subjectLine(
    `Verzoek tot overname: ${label}`,
    subjectSchool(submission.values, 'nl'),
    submission.kenmerk,
  );
  const content: MailContent = {
    locale: 'nl',
    heading: 'Verzoek tot overname',
    greeting: `Iemand vraagt de ${label.charAt(0).toLowerCase()}${label.slice(1)}${school ? ` van ${school}` : ''} over.${submission.kenmerk ? ` Kenmerk: ${submission.kenmerk}.` : ''}`,
    paragraphs: [
      'De huidige contactpersonen hebben bericht gekregen. Bekijk beide partijen en het webadres van de school in de werkplek, en draag de aanmelding over of wijs het verzoek af.',
    ],
    link: {
      intro: 'Open de inzending in de werkplek van de helpdesk:',
      label: 'Inzending openen',
      url: staffRecordUrl(input.publicUrl, submission.kenmerk ?? submission.id),
    },
    summaryIntro: open.length > 1 ? 'Open verzoeken:' : 'Het verzoek:',
    summary,
    closing: [],
    contact: { email: words.helpdeskEmail, phone: words.phone },
    footer: words.footer,
  };
  return {
    subject,
    text: mailText(content),
    html: mailHtml(content),
    // Answering the notice answers the claimant.
    replyTo: claimant ?? input.helpdeskEmail,
    attachments: [{ filename: 'amn-logo.png', content: LOGO, contentType: 'image/png', cid: LOGO_CID }],
  };
}

/**
 * Renders one claim mail for its reader: the claimant greeted by the name they gave, a contact by
 * theirs; each says what happened and what the reader can do next. A claimant is no contact: their
 * mails show nothing of the registration until it is theirs, and never its Kenmerk (their own
 * reference instead).
 */
export function claimMailContent(input: ClaimMailInput): RenderedMail {
  const { template, locale, recipient, submission } = input;
  const claim = input.claims.find((known) => isClaimantOf(known, recipient)) ?? null;
  if (template === 'helpdesk-claim')
    return helpdeskNotice(input, input.claims.find((known) => known.state === 'open')?.email ?? null);
  const words = MAIL_WORDS[locale];
  const texts = CLAIM_WORDS[locale];
  const school = indexedSchoolName(submission.values) ?? texts.theSchool;
  const inSubject = subjectSchool(submission.values, locale);
  const reference = claim ? [texts.reference(claimReference(claim.id))] : [];
  const kenmerk = submission.kenmerk ? [words.kenmerk(submission.kenmerk)] : [];
  const page = input.personalLink
    ? { intro: words.registration.pageIntro, label: words.registration.pageButton, url: input.personalLink }
    : null;
  const reading = readingOf({ type: submission.type, values: submission.values, round: submission.round }, input.now);
  const rows = () =>
    reading ? readingRows(reading) : summaryRows(submission.values, definitionOf(submission.type).products, locale);
  const asClaimant = claim !== null;
  const name = asClaimant ? claim.first_name.trim() || null : input.contactName;
  type Body = {
    subject: string;
    paragraphs: string[];
    link: MailContent['link'];
    summaryIntro?: string;
    summary?: SummaryRow[];
  };
  const bodies: Record<Exclude<ClaimTemplate, 'helpdesk-claim'>, () => Body> = {
    'claim-receipt': () => ({
      subject: subjectLine(texts.receiptSubject, inSubject, claim ? claimReference(claim.id) : null),
      paragraphs: [texts.receiptText(school), ...reference, texts.receiptNext],
      link: null,
    }),
    'registration-moved': () => ({
      subject: subjectLine(texts.movedSubject, inSubject, submission.kenmerk),
      paragraphs: [
        texts.movedText(school),
        ...kenmerk,
        texts.movedNext,
        ...(reading?.deadline ? [reading.deadline] : []),
      ],
      link: page,
      // What someone else entered, now the claimant's: said as such, never "received from you".
      summaryIntro: texts.movedSummaryIntro,
      summary: rows(),
    }),
    'claim-moved-away': () => {
      const decided = input.claims.find((known) => known.state === 'overgedragen')?.decided_at;
      const lastDay = texts.day(lastUndoDay(decided ?? input.now.toISOString()));
      return {
        subject: subjectLine(texts.movedAwaySubject, inSubject, submission.kenmerk),
        paragraphs: [
          texts.movedAwayText(school),
          texts.movedAwayNext(words.helpdeskEmail, words.phone, lastDay),
          ...kenmerk,
        ],
        link: null,
      };
    },
    'claim-rejected': () => ({
      subject: subjectLine(texts.rejectedSubject, inSubject, claim ? claimReference(claim.id) : null),
      paragraphs: [texts.rejectedText(school), texts.rejectedNext(words.helpdeskEmail, words.phone), ...reference],
      link: null,
    }),
    'claim-kept': () => ({
      subject: subjectLine(texts.keptSubject, inSubject, submission.kenmerk),
      paragraphs: [texts.keptText, ...kenmerk, texts.keptNext],
      link: page,
    }),
    'claim-move-undone': () => ({
      subject: subjectLine(texts.moveUndoneSubject, inSubject, asClaimant ? null : submission.kenmerk),
      paragraphs: asClaimant ? [texts.moveUndoneClaimant(school), ...reference] : [texts.moveUndoneContact, ...kenmerk],
      link: asClaimant ? null : page,
    }),
    'claim-reject-undone': () => ({
      subject: subjectLine(texts.rejectUndoneSubject, inSubject, asClaimant ? null : submission.kenmerk),
      paragraphs: asClaimant ? [texts.rejectUndoneClaimant, ...reference] : [texts.rejectUndoneContact, ...kenmerk],
      link: asClaimant ? null : page,
    }),
  };
  const body = bodies[template]();
  const content: MailContent = {
    locale,
    heading: body.subject.split(' – ')[0],
    greeting: words.greeting(name),
    paragraphs: body.paragraphs,
    link: body.link,
    summaryIntro: body.summaryIntro ?? '',
    summary: body.summary ?? [],
    closing: [words.regards, SITE.name],
    contact: { email: words.helpdeskEmail, phone: words.phone },
    footer: words.footer,
  };
  return {
    subject: body.subject
      .replace(/\p{Cc}+/gu, ' ')
      .trim()
      .slice(0, 150),
    text: mailText(content),
    html: mailHtml(content),
    replyTo: input.helpdeskEmail,
    attachments: [{ filename: 'amn-logo.png', content: LOGO, contentType: 'image/png', cid: LOGO_CID }],
  };
}

/** A contact's first name from the registration now or any earlier version (a removed contact's too). */
async function contactNameOf(
  db: Kysely<Database>,
  submissionId: string,
  values: StoredValues,
  recipient: string,
): Promise<string | null> {
  const now = recipientNamed(values, recipient);
  if (now) return now.name;
  const earlier = await db
    .selectFrom('registration_versions')
    .select('previous_payload')
    .where('submission_id', '=', submissionId)
    .orderBy('version', 'desc')
    .execute();
  for (const row of earlier) {
    const found = recipientNamed(JSON.parse(row.previous_payload), recipient);
    if (found) return found.name;
  }
  return null;
}

/** Looks up what a claim mail needs (the claims, the reader's link and name) and renders it. */
export async function renderClaimMail(
  db: Kysely<Database>,
  mail: { template: ClaimTemplate; locale: Locale; recipient: string },
  submission: ClaimMailInput['submission'],
  link: { publicUrl: string; signingKey: SigningKeys | undefined; helpdeskEmail?: string; now: Date },
): Promise<RenderedMail> {
  const claims = await db
    .selectFrom('school_claims')
    .select([
      'id',
      'state',
      'first_name',
      'last_name',
      'email',
      'phone',
      'message',
      'created_at',
      'claimant_mailbox',
      'decided_at',
    ])
    .where('submission_id', '=', submission.id)
    .orderBy('created_at', 'desc')
    .execute();
  const contact = await findContactLink(db, submission.id, mail.recipient);
  return claimMailContent({
    ...mail,
    submission,
    claims,
    personalLink: contact && link.signingKey ? personalLinkUrl(link.publicUrl, link.signingKey, contact) : null,
    contactName: await contactNameOf(db, submission.id, submission.values, mail.recipient),
    publicUrl: link.publicUrl,
    helpdeskEmail: link.helpdeskEmail ?? SITE.helpdeskEmail,
    now: link.now,
  });
}
