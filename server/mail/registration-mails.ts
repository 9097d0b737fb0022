import { SITE } from '../../src/data/site';
import { definitionOf, isPreRegistrationType } from '../../src/domain/forms';
import type { Locale } from '../../src/domain/locale';
import { actorName, type Change } from '../registrations/changes';
import type { VersionKind } from '../../src/domain/changes';
import type { MailTemplate } from '../submissions/store/submissions';
import { calendar, type TestDay } from './calendar';
import type { MailContent } from './html';
import { MAIL_WORDS } from './mail-texts';
import { summaryRows } from './summary';
import { readingRows } from '../../src/domain/registration-reading';
import { readingOf } from '../registrations/reading';
import { subjectLine } from './subject';

/** A registration as its mails show it: its one reading, or field by field for anything else. */
function registrationRows(
  submission: RegistrationMailInput['submission'],
  values: unknown,
  products: Parameters<typeof summaryRows>[1],
  locale: Locale,
) {
  const reading = readingOf({ type: submission.type, values, round: submission.round ?? null });
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
  payloadBefore: unknown;
  payloadAfter: unknown;
};

export type RegistrationMailInput = {
  template: MailTemplate;
  locale: Locale;
  submission: { id: string; type: string; values: unknown; kenmerk?: string | null; round?: number | null };
  /** The recipient's personal link; null for the helpdesk (staff never get a school's link). */
  personalLink: string | null;
  event?: RegistrationEvent;
  /** The school as the subjects name it (subjectSchool): never a name a visitor typed. */
  schoolName: string;
  testDays: (values: unknown) => TestDay[];
  /** After a withdrawal: the round's form while it takes registrations, else null (the helpdesk). */
  registerAgainUrl?: string | null;
  /** When it is rendered: whether the deadline it names is still ahead. */
  now?: Date;
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
      summary: registrationRows(submission, submission.values, products, locale),
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
  const who = actorName(event.actor, [event.payloadAfter, submission.values], texts.byHelpdesk);
  if (template === 'contact-removed') {
    return mail(subjectLine(texts.removedSubject, schoolName, submission.kenmerk), {
      paragraphs: [texts.removedText(who), ...kenmerk],
      link: null,
      summaryIntro: '',
      summary: [],
    });
  }
  const days = input.testDays(event.payloadAfter);
  const sequence = event.version - 1;
  const entry = (method: 'PUBLISH' | 'CANCEL', of = days): Calendar => ({
    content: calendar(of, { sequence, method }),
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
          ...(days.length ? [texts.withdrawnCalendar] : []),
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
  // Until when the school may change it again (a pre-registration: complete it), from its round.
  const after = readingOf(
    {
      type: submission.type,
      values: event.payloadAfter,
      round: submission.round ?? null,
      state: 'gewijzigd',
    },
    input.now,
  );
  const deadline = after?.deadline ? [after.deadline] : [];
  const changed = !daysDiffer(before, days) ? null : days.length ? entry('PUBLISH') : entry('CANCEL', before);
  return mail(
    subjectLine(texts.changedSubject, schoolName, submission.kenmerk),
    {
      paragraphs: [texts.changedText(who), ...kenmerk, ...deadline, ...(changed ? [words.calendarNote] : [])],
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
