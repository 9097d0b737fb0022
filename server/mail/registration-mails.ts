import type { RowValues } from '../submissions/store/payload';
import { SITE } from '../../src/data/site';
import { definitionOf, isPreRegistrationType } from '../../src/domain/forms';
import type { Locale } from '../../src/domain/locale';
import { contactsOf, emailOf, fullName } from '../../src/domain/people';
import { productIdKey } from '../../src/domain/products';
import type { ProductKey } from '../../src/domain/rounds';
import { mailboxOf } from '../../src/domain/values';
import { actorName, type Change } from '../registration-records/changes';
import type { VersionKind } from '../../src/domain/changes';
import type { MailTemplate } from './outbox';
import { calendar, type TestDay } from './calendar';
import type { MailContent } from './html';
import { MAIL_WORDS } from './mail-texts';
import { summaryRows } from '../../src/domain/forms/summary';
import { listInWords, readingRows, type RegistrationReading } from '../../src/domain/registration-reading';
import { readingOf } from '../registration-records/reading';
import { registrationParagraphs } from './registration-paragraphs';
import { subjectLine } from './subject';

/** A registration as its mails show it: its one reading, or field by field for anything else. */
function registrationRows(
  submission: RegistrationMailInput['submission'],
  values: RowValues,
  products: Parameters<typeof summaryRows>[1],
  locale: Locale,
  now: Date,
) {
  const reading = readingOf({ type: submission.type, values, round: submission.round ?? null }, now);
  return reading ? readingRows(reading) : summaryRows(values, products, locale);
}

/** A change or withdrawal a mail tells of: its version, who made it, what changed and the payload after it. */
export type RegistrationEvent = {
  version: number;
  kind: VersionKind;
  actor: string;
  at: string;
  changes: Change[];
  /** The payload this version replaced, and the payload right after it. */
  payloadBefore: RowValues;
  payloadAfter: RowValues;
};

export type RegistrationMailInput = {
  template: MailTemplate;
  locale: Locale;
  submission: { id: string; type: string; values: RowValues; kenmerk?: string | null; round?: number | null };
  /** Whom it goes to: a mail never names its reader in the third person. */
  recipient: string;
  /** The recipient's personal link; null for the helpdesk (staff never get a school's link). */
  personalLink: string | null;
  event?: RegistrationEvent;
  /** The school as the subjects name it (subjectSchool): never a name a visitor typed. */
  schoolName: string;
  /** The first test days of the values: all, or only those of these products. */
  testDays: (values: RowValues, only?: readonly ProductKey[]) => TestDay[];
  /** After a withdrawal: the round's form while it takes registrations, else null (the helpdesk). */
  registerAgainUrl?: string | null;
  /** When it is rendered: whether the deadline it names is still ahead. */
  now: Date;
};

/** Whether two sets of first test days differ: a day added, moved or taken away. */
function daysDiffer(before: readonly TestDay[], after: readonly TestDay[]): boolean {
  const key = (days: readonly TestDay[]) =>
    days
      .map((day) => `${day.uid} ${day.day}`)
      .sort()
      .join('|');
  return key(before) !== key(after);
}

/** The contact in the payloads who writes from this mailbox. */
const contactAt = (payloads: readonly unknown[], address: string) =>
  payloads.flatMap(contactsOf).find((person) => mailboxOf(emailOf(person)) === mailboxOf(address));

/**
 * Who made a change, as its reader is told: null when the reader made it (from their mailbox, or
 * under their own name from a new address), else their name or the helpdesk.
 */
function doneBy(actor: string, recipient: string, payloads: readonly unknown[], helpdesk: string): string | null {
  if (!actor.startsWith('staff:')) {
    if (mailboxOf(actor) === mailboxOf(recipient)) return null;
    const [by, reader] = [contactAt(payloads, actor), contactAt(payloads, recipient)];
    if (by && reader && fullName(by) && fullName(by) === fullName(reader)) return null;
  }
  return actorName(actor, payloads, helpdesk);
}

/**
 * The chosen products the reader is contact for: their ticked ones, or every chosen product where
 * the form has one product (it never asks) or no box of theirs is ticked.
 */
function readerProducts(values: RowValues, recipient: string, reading: RegistrationReading): ProductKey[] {
  const chosen = reading.products.map((product) => product.key);
  const contact = contactAt([values], recipient);
  const ticked = chosen.filter((key) => contact?.[productIdKey(key)] === true);
  return chosen.length > 1 && ticked.length > 0 ? ticked : chosen;
}

/** The link block of a registration mail: finish a pre-registration, or open the registration's page. */
export function personalLinkBlock(type: string, url: string | null, locale: Locale): MailContent['link'] {
  if (!url) return null;
  const words = MAIL_WORDS[locale];
  return isPreRegistrationType(type)
    ? { intro: words.registration.finishIntro, label: words.linkButton, url }
    : { intro: words.registration.pageIntro, label: words.registration.pageButton, url };
}

/**
 * The mails about a registration after it was sent: a personal link sent again, a change (what
 * changed, the calendar entry again with a higher SEQUENCE), a withdrawal (the entry cancelled), and
 * the notice to a contact who was taken off. Returns the content and the calendar, if any.
 */
export function registrationMailContent(input: RegistrationMailInput): {
  subject: string;
  content: Omit<MailContent, 'greeting'>;
  calendar: { content: string; method: 'PUBLISH' | 'CANCEL' } | null;
} {
  const { template, locale, submission, event, schoolName } = input;
  const words = MAIL_WORDS[locale];
  const texts = words.registration;
  const contact = { email: words.helpdeskEmail, phone: words.phone };
  const closing = [words.wrong(words.helpdeskEmail, words.phone), '', words.regards, SITE.name];
  const link = personalLinkBlock(submission.type, input.personalLink, locale);
  const products = definitionOf(submission.type as Parameters<typeof definitionOf>[0]).products;
  const base = { locale, contact, footer: words.footer, closing };
  const kenmerk = submission.kenmerk ? [words.kenmerk(submission.kenmerk)] : [];
  type Calendar = { content: string; method: 'PUBLISH' | 'CANCEL' } | null;
  // Every one of these mails is headed by its subject.
  const mail = (
    subject: string,
    body: Pick<MailContent, 'paragraphs' | 'link' | 'summaryIntro' | 'summary'>,
    calendarEntry: Calendar = null,
  ) => ({ subject, content: { ...base, heading: subject, ...body }, calendar: calendarEntry });
  if (template === 'personal-link') {
    return mail(subjectLine(texts.linkSubject, schoolName, submission.kenmerk), {
      paragraphs: [texts.linkText, ...kenmerk],
      link,
      summaryIntro: words.received,
      summary: registrationRows(submission, submission.values, products, locale, input.now),
    });
  }
  if (template === 'claim-made') {
    return mail(subjectLine(texts.claimSubject, schoolName, submission.kenmerk), {
      paragraphs: [texts.claimText, ...kenmerk],
      link,
      summaryIntro: '',
      summary: [],
    });
  }
  if (!event) throw new Error(`a ${template} mail needs the version it tells of`);
  // The actor may have left the contacts in this very change: the payload before it names them.
  const who = doneBy(
    event.actor,
    input.recipient,
    [event.payloadAfter, event.payloadBefore, submission.values],
    texts.byHelpdesk,
  );
  const sequence = event.version - 1;
  if (template === 'contact-added') {
    // The confirmation they never had: the whole registration, their role, their link, and only
    // their products' first days and steps.
    const values = event.payloadAfter;
    const reading = readingOf(
      { type: submission.type, values, round: submission.round ?? null, state: 'gewijzigd' },
      input.now,
    );
    const mine = reading ? readerProducts(values, input.recipient, reading) : [];
    const names =
      reading?.products.filter((product) => mine.includes(product.key)).map((product) => product.name) ?? [];
    const { deadlines, next } = reading
      ? registrationParagraphs({ ...submission, values, reading, now: input.now, only: mine })
      : { deadlines: [], next: [] };
    const days = input.testDays(values, mine);
    return mail(
      subjectLine(texts.addedSubject, schoolName, submission.kenmerk),
      {
        paragraphs: [
          texts.addedText(who),
          ...(names.length ? [texts.addedRole(listInWords(names))] : []),
          ...kenmerk,
          ...deadlines,
          ...(days.length ? [words.calendarNote(days.length)] : []),
          ...next,
        ],
        link,
        summaryIntro: texts.addedIntro,
        summary: registrationRows(submission, values, products, locale, input.now),
      },
      days.length
        ? { content: calendar(days, { sequence, method: 'PUBLISH', now: input.now }), method: 'PUBLISH' }
        : null,
    );
  }
  if (template === 'contact-removed') {
    return mail(subjectLine(texts.removedSubject, schoolName, submission.kenmerk), {
      paragraphs: [texts.removedText(who), ...kenmerk],
      link: null,
      summaryIntro: '',
      summary: [],
    });
  }
  const days = input.testDays(event.payloadAfter);
  const entry = (method: 'PUBLISH' | 'CANCEL', of = days): Calendar => ({
    content: calendar(of, { sequence, method, now: input.now }),
    method,
  });
  if (template === 'registration-withdrawn') {
    // What happened and how to register again; the page's link and the summary would invite a
    // change that can no longer be made.
    const again = input.registerAgainUrl;
    return mail(
      subjectLine(texts.withdrawnSubject, schoolName, submission.kenmerk),
      {
        paragraphs: [
          texts.withdrawnText(who),
          ...kenmerk,
          ...(days.length ? [texts.withdrawnCalendar(days.length)] : []),
          ...(again ? [] : [texts.againHelpdesk(words.helpdeskEmail, words.phone)]),
        ],
        link: again ? { intro: texts.againIntro, label: texts.againButton, url: again } : null,
        summaryIntro: '',
        summary: [],
      },
      days.length ? entry('CANCEL') : null,
    );
  }
  // The calendar entry only when a first test day was added, moved or taken away: a new pupil
  // count is no reason to touch the reader's calendar.
  const before = input.testDays(event.payloadBefore);
  // Until when the school may change each product again (a pre-registration: complete it).
  const values = event.payloadAfter;
  const after = readingOf(
    { type: submission.type, values, round: submission.round ?? null, state: 'gewijzigd' },
    input.now,
  );
  const deadline = after
    ? registrationParagraphs({ ...submission, values, reading: after, now: input.now }).deadlines
    : [];
  const changed = !daysDiffer(before, days) ? null : days.length ? entry('PUBLISH') : entry('CANCEL', before);
  const sent = days.length ? days.length : before.length;
  return mail(
    subjectLine(texts.changedSubject, schoolName, submission.kenmerk),
    {
      paragraphs: [texts.changedText(who), ...kenmerk, ...deadline, ...(changed ? [words.calendarNote(sent)] : [])],
      link,
      summaryIntro: texts.changesIntro,
      summary: event.changes.map((change) => ({
        label: change.label,
        value: `${change.before} → ${change.after}`,
        depth: 0,
      })),
    },
    changed,
  );
}
