import fs from 'node:fs';
import path from 'node:path';
import { SITE } from '../../src/data/site';
import { localize, type Locale } from '../../src/domain/locale';
import { definitionOf, type StoredType, type StoredValues } from '../../src/domain/forms';
import { rowFields, type RowValues } from '../submissions/store/payload';
import { hasNoLink } from '../../src/domain/forms/fields';
import { storedFieldMeanings } from '../../src/domain/forms/meanings';
import type { MailTemplate, OutboxMail } from './outbox';
import { calendar, type TestDay } from './calendar';
import { LOGO_CID, mailHtml, mailText, type MailContent } from './html';
import { MAIL_WORDS } from './mail-texts';
import type { NewsletterLinks } from '../newsletter-store/links';
import { schoolName, summaryRows, type SummaryRow } from '../../src/domain/forms/summary';
import { withTrainingSession } from './training-session';
import { personalLinkBlock, registrationMailContent, type RegistrationEvent } from './registration-mails';
import { helpdeskMailContent, helpdeskNoticeOf } from './helpdesk-mails';
import { subjectLine } from './subject';
import { subjectSchool, typedSchoolName } from './subject-school';
import { PROJECT_ROOT } from '../project-root';
import { isRecord, mailboxOf, normalizeEmail } from '../../src/domain/values';
import { recipientNamed, recipientsOf } from '../../src/domain/people';
import { roundOf } from '../../src/domain/rounds';
import { registerAgainRoute } from '../registration-records/register-again';
import { readingOf } from '../registration-records/reading';
import { readingRows } from '../../src/domain/registration-reading';
import { registrationParagraphs } from './registration-paragraphs';

/** What the mails of one submission are made from. */
export type MailContext = {
  type: StoredType;
  id: string;
  values: StoredValues;
  publicUrl: string;
  helpdeskEmail: string;
  /** The language of the page the submission came from. */
  locale?: Locale;
};

/** One line, no control characters: a subject built from visitor input must not inject headers. */
const oneLine = (text: string) =>
  text
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, 150);

/**
 * The values without the fields a person writes freely (their schema says so), and without any text
 * that carries a web address wherever it stands (the schemas refuse one in the fields a
 * confirmation repeats; this keeps an older stored submission's out too).
 */
function withoutFreeText(values: RowValues): unknown {
  if (!isRecord(values)) return values;
  const meanings = storedFieldMeanings();
  return withoutLinks(Object.fromEntries(Object.entries(values).filter(([key]) => !meanings.get(key)?.freeText)));
}

function withoutLinks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutLinks);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => typeof item !== 'string' || hasNoLink(item))
      .map(([key, item]) => [key, withoutLinks(item)]),
  );
}

/** A form's fields as a mail lists them; a training sign-up's with its session's time and address. */
function fieldRows(type: StoredType, rows: SummaryRow[], values: RowValues, locale: Locale): SummaryRow[] {
  return type === 'training' ? withTrainingSession(rows, values, locale) : rows;
}

/** The first of the recipients that reach one mailbox: a submission reaches a mailbox once. */
export function onePerMailbox<T extends { address: string }>(recipients: readonly T[]): T[] {
  const seen = new Set<string>();
  return recipients.filter(({ address }) => {
    const mailbox = mailboxOf(address);
    if (seen.has(mailbox)) return false;
    seen.add(mailbox);
    return true;
  });
}

/**
 * The mails a submission queues: a confirmation to every person in it, in the language of the page
 * it was sent from, and a notice to the helpdesk, in Dutch. Only what they are made from is stored;
 * the outbox worker renders them when it sends them (renderMail).
 */
export function composeMails(context: MailContext): OutboxMail[] {
  const locale = context.locale ?? 'nl';
  return [
    ...onePerMailbox(recipientsOf(context.values)).map(({ address }) => ({
      recipient: address,
      template: 'confirmation' as const,
      locale,
    })),
    { recipient: context.helpdeskEmail, template: 'helpdesk-notice' as const, locale: 'nl' as const },
  ];
}

export { staffRecordUrl } from './helpdesk-mails';

/** A stored submission as the worker reads it to render its mails. */
export type SubmissionForMail = {
  id: string;
  type: StoredType;
  values: StoredValues;
  createdAt: string;
  /** A registration's Kenmerk (what the school names when it calls); null for other forms. */
  kenmerk?: string | null;
  /** A registration's round. */
  round?: number | null;
  /** The language of the page it was sent from: the helpdesk's notice says so when it is not Dutch. */
  locale?: Locale | null;
};

export type RenderedMail = {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** Where an answer goes: the helpdesk for a mail to a school or subscriber, the sender for the helpdesk's. */
  replyTo: string;
  attachments: { filename: string; content: string | Buffer; contentType: string; cid?: string }[];
};

const LOGO = fs.readFileSync(path.join(PROJECT_ROOT, 'server', 'mail', 'assets', 'logo.png'));

/**
 * The first test days a registration chose, one per product it registers for (or only those of
 * `only`: a contact's own products); the UID stays per product.
 */
function testDays(submissionId: string, values: RowValues, only?: readonly string[]): TestDay[] {
  const { products } = rowFields(values);
  if (!isRecord(products)) return [];
  const school = schoolName(values);
  return Object.entries(products).flatMap(([key, product]) => {
    if (!isRecord(product) || typeof product.eerstedag !== 'string' || !product.eerstedag) return [];
    if (product.subscribe === false || (only && !only.includes(key))) return [];
    const name =
      typeof product.product_name === 'string'
        ? product.product_name
        : typeof product.name === 'string'
          ? product.name
          : key;
    return [
      {
        uid: `${submissionId}-${key}@amn.nl`,
        day: product.eerstedag,
        title: `${name}${school ? ` – ${school}` : ''}`,
        description: `Eerste afnamedag van ${name}${school ? ` voor ${school}` : ''}.`,
      },
    ];
  });
}

const topicLabel = (key: string, locale: Locale) => summaryRows({ [key]: true }, [], locale)[0]?.label ?? key;

/**
 * The newsletter's mails: the confirmation link of a sign-up, the welcome after confirming, the link
 * to change topics. Each carries the one-click unsubscribe headers (RFC 8058) and a visible link.
 */
function renderNewsletterMail(input: Parameters<typeof renderMail>[0]): RenderedMail {
  if (!input.newsletter) throw new Error('a newsletter mail needs its subscription');
  const { links, topics } = input.newsletter;
  const locale = input.locale;
  const words = MAIL_WORDS[locale];
  const texts = words.newsletter;
  const { values } = input.submission;
  const name = 'first_name' in values && values.first_name.trim() ? values.first_name.trim() : null;
  const kind = input.template;
  const subject =
    kind === 'newsletter-confirm'
      ? texts.confirmSubject
      : kind === 'newsletter-welcome'
        ? texts.welcomeSubject
        : texts.topicsSubject;
  const link =
    kind === 'newsletter-confirm'
      ? { intro: texts.confirmText, label: texts.confirmButton, url: links.confirm }
      : {
          intro: kind === 'newsletter-welcome' ? texts.manageIntro : texts.topicsText,
          label: texts.manageButton,
          // "Uw onderwerpen": the address, its topics to change, and the way to unsubscribe.
          url: links.topics,
        };
  const content: MailContent = {
    locale,
    heading: subject,
    greeting: words.greeting(name),
    paragraphs: kind === 'newsletter-welcome' ? [texts.welcomeText] : [],
    link,
    summaryIntro: texts.topicsIntro,
    summary: topics.map((key) => ({ label: topicLabel(key, locale), value: '✓', depth: 0 })),
    closing: [
      ...(kind === 'newsletter-confirm'
        ? [texts.notYou, '']
        : kind === 'newsletter-topics'
          ? [texts.topicsNotYou, '']
          : []),
      words.regards,
      SITE.name,
    ],
    contact: { email: words.helpdeskEmail, phone: words.phone },
    footer: words.footer,
  };
  return {
    subject,
    text: mailText(content),
    html: mailHtml(content),
    replyTo: input.helpdeskEmail ?? SITE.helpdeskEmail,
    attachments: [{ filename: 'amn-logo.png', content: LOGO, contentType: 'image/png', cid: LOGO_CID }],
    headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** Renders one queued mail from its submission: subject, text and HTML saying the same, and attachments. */
export function renderMail(input: {
  template: MailTemplate;
  locale: Locale;
  recipient: string;
  submission: SubmissionForMail;
  publicUrl: string;
  /** For the newsletter's mails: the subscription's links and topics. */
  newsletter?: { links: NewsletterLinks; topics: readonly string[] };
  /** For a registration's mails to a contact: the contact's personal link (never the helpdesk's). */
  personalLink?: string | null;
  /** For a mail about a change or withdrawal: the version it tells of. */
  event?: RegistrationEvent;
  /** For a confirmation sent again: the calendar entry's current SEQUENCE (0 when first sent). */
  calendarSequence?: number;
  /** A registration's confirmation sent again by the helpdesk: its earlier links no longer work. */
  resent?: boolean;
  /** The address the helpdesk reads (HELPDESK_EMAIL): the Reply-To of every mail to a school. */
  helpdeskEmail?: string;
  /** When it is rendered: whether the round's form still takes registrations. */
  now: Date;
}): RenderedMail {
  const { submission } = input;
  if (input.template.startsWith('newsletter-')) return renderNewsletterMail(input);
  const definition = definitionOf(submission.type);
  const locale = input.locale;
  const words = MAIL_WORDS[locale];
  const school = schoolName(submission.values);
  // A subject never carries a school name a visitor typed; the helpdesk reads it in the body, marked.
  const inSubject = subjectSchool(submission.values, locale);
  const typed = typedSchoolName(submission.values);
  const logo = { filename: 'amn-logo.png', content: LOGO, contentType: 'image/png', cid: LOGO_CID };
  const helpdesk = input.helpdeskEmail ?? SITE.helpdeskEmail;
  const toHelpdesk =
    input.template.startsWith('helpdesk-') || normalizeEmail(input.recipient) === normalizeEmail(helpdesk);
  const replyTo = toHelpdesk ? (senderOf(input) ?? helpdesk) : helpdesk;
  const notice = helpdeskNoticeOf(input.template, toHelpdesk);
  if (notice) {
    // The helpdesk's own version of every notice: what it made of the submission, whole (free text too).
    const { subject, content } = helpdeskMailContent({
      notice,
      submission,
      label: definition.label,
      school: typed ? `${typed} (naam zoals ingevuld, niet uit DUO)` : school,
      subjectSchool: subjectSchool(submission.values, 'nl'),
      publicUrl: input.publicUrl,
      event: input.event,
      // The same reading the school's mail and page give; any other form field by field, free text too.
      rows: (values) => {
        const reading = readingOf({ ...submission, values }, input.now);
        return reading
          ? readingRows(reading)
          : fieldRows(submission.type, summaryRows(values, definition.products, 'nl'), values, 'nl');
      },
    });
    return {
      subject: oneLine(subject),
      text: mailText(content),
      html: mailHtml(content),
      replyTo,
      attachments: [logo],
    };
  }
  if (input.template !== 'confirmation') {
    const round = submission.round ? roundOf(submission.round) : undefined;
    const again =
      input.template === 'registration-withdrawn' && round
        ? registerAgainRoute(submission.type, round, input.now)
        : null;
    const mail = registrationMailContent({
      registerAgainUrl: again ? `${input.publicUrl.replace(/\/$/, '')}${again}` : null,
      template: input.template,
      locale,
      submission,
      personalLink: input.personalLink ?? null,
      event: input.event,
      schoolName: inSubject ?? definition.label,
      testDays: (values, only) => testDays(submission.id, values, only),
      recipient: input.recipient,
      now: input.now,
    });
    const person = recipientNamed(input.event?.payloadAfter ?? submission.values, input.recipient);
    const content = { ...mail.content, greeting: words.greeting(person?.name ?? null) };
    const attachments: RenderedMail['attachments'] = [logo];
    if (mail.calendar) {
      attachments.push({
        filename: 'afnamedag.ics',
        content: mail.calendar.content,
        contentType: `text/calendar; charset=utf-8; method=${mail.calendar.method}`,
      });
    }
    return {
      subject: oneLine(mail.subject),
      text: mailText(content),
      html: mailHtml(content),
      replyTo,
      attachments,
    };
  }
  const link = personalLinkBlock(submission.type, input.personalLink ?? null, locale);
  // A confirmation goes to an address typed into the form: it states what was received in
  // structured fields, and what a person wrote freely only where the form's confirmation waits for
  // its mailbox's proof (`repeatsFreeText`); never a text with a web address. A registration is
  // told in its one reading (its products by name, pupils in their group, the contacts with their
  // products); any other form field by field.
  const reading = readingOf(submission, input.now);
  const after = reading
    ? registrationParagraphs({ ...submission, reading, now: input.now })
    : { deadlines: [], next: [] };
  const summary = reading
    ? readingRows(reading)
    : fieldRows(
        submission.type,
        summaryRows(
          definition.mail.repeatsFreeText ? withoutLinks(submission.values) : withoutFreeText(submission.values),
          definition.products,
          locale,
        ),
        submission.values,
        locale,
      );
  const attachments: RenderedMail['attachments'] = [logo];
  const kenmerk = submission.kenmerk ? [words.kenmerk(submission.kenmerk)] : [];
  const person = recipientNamed(submission.values, input.recipient);
  const days = testDays(submission.id, submission.values);
  const own = localize(definition.mail.subject, locale);
  // The school in the subject: a school leader with several registrations tells them apart.
  const subject = oneLine(inSubject ? subjectLine(own, inSubject, submission.kenmerk) : own);
  const content: MailContent = {
    locale,
    heading: own,
    greeting: words.greeting(person?.name ?? null),
    paragraphs: [
      // Sent again by the helpdesk: the links of earlier mails were ended, this one's is the link.
      ...(input.resent && link ? [words.resentLinks] : []),
      localize(definition.mail.opening, locale),
      ...kenmerk,
      // Until when each product may be changed (a pre-registration: completed), then the calendar.
      ...after.deadlines,
      ...(days.length > 0 ? [words.calendarNote(days.length)] : []),
      // What happens next: the portal, and each product's step before its first day.
      ...after.next,
    ],
    link,
    summaryIntro: words.received,
    summary,
    closing: [words.wrong(words.helpdeskEmail, words.phone), '', words.regards, SITE.name],
    contact: { email: words.helpdeskEmail, phone: words.phone },
    footer: words.footer,
  };
  if (days.length > 0) {
    attachments.push({
      filename: 'afnamedag.ics',
      content: calendar(days, { sequence: input.calendarSequence, now: input.now }),
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
  }
  return { subject, text: mailText(content), html: mailHtml(content), replyTo, attachments };
}

/**
 * Whom the helpdesk answers by replying: for a change or withdrawal the contact who made it (not a
 * member of staff), else the people the submission names (a registration's contacts, the sender).
 */
function senderOf(input: { submission: SubmissionForMail; event?: RegistrationEvent }): string | null {
  const actor = input.event?.actor;
  if (actor && !actor.startsWith('staff:') && actor.includes('@')) return actor;
  const addresses = recipientsOf(input.event?.payloadAfter ?? input.submission.values).map(({ address }) => address);
  return addresses.length > 0 ? addresses.join(', ') : null;
}
