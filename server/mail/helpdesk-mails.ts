import type { RowValues } from '../submissions/store/payload';
import type { Locale } from '../../src/domain/locale';
import { REGISTRATION_LABELS } from '../../src/domain/staff-texts';
import { actorName } from '../registration-records/changes';
import type { MailTemplate } from './outbox';
import type { MailContent } from './html';
import { MAIL_WORDS } from './mail-texts';
import type { RegistrationEvent } from './registration-mails';
import { subjectLine } from './subject';
import type { SummaryRow } from '../../src/domain/forms/summary';

/**
 * The helpdesk's own mails about a submission: written to the helpdesk, not a copy of the school's.
 * Each names the Kenmerk in its subject, opens with the record's link in the workspace, says what
 * happened and (for a change) what changed; no calendar file, no greeting or advice for a school.
 */
export type HelpdeskNotice = 'new' | 'changed' | 'withdrawn' | 'confirmation-resent' | 'links-resent';

/** The template of the helpdesk's notice of each event. */
export const HELPDESK_TEMPLATES = {
  new: 'helpdesk-notice',
  changed: 'helpdesk-changed',
  withdrawn: 'helpdesk-withdrawn',
  'confirmation-resent': 'helpdesk-confirmation-resent',
  'links-resent': 'helpdesk-links-resent',
} as const satisfies Record<HelpdeskNotice, MailTemplate>;

/**
 * Which notice a queued mail to the helpdesk is: its own template, or (a mail queued before the
 * helpdesk had its own) the school's change or withdrawal addressed to the helpdesk.
 */
export function helpdeskNoticeOf(template: MailTemplate, toHelpdesk: boolean): HelpdeskNotice | null {
  const own = Object.entries(HELPDESK_TEMPLATES).find(([, name]) => name === template);
  if (own) return own[0] as HelpdeskNotice;
  if (!toHelpdesk) return null;
  if (template === 'registration-changed') return 'changed';
  if (template === 'registration-withdrawn') return 'withdrawn';
  return null;
}

/** The workspace's address of one submission: `/beheer?inzending=<Kenmerk or id>`. */
export const staffRecordUrl = (publicUrl: string, id: string) =>
  `${publicUrl.replace(/\/$/, '')}/beheer?inzending=${encodeURIComponent(id)}`;

/**
 * Where a submission came from, as the notice says it: a Romanian visitor is answered in Romanian,
 * so the notice says so in its first lines.
 */
const ORIGIN: Record<Locale, { subject: string; via: string; answer: string }> = {
  nl: { subject: 'Nieuw', via: '', answer: '' },
  ro: {
    subject: 'Nieuw via de Roemeense site',
    via: ' via site-ul românesc / Roemeense site',
    answer: ' De afzender schreef op de Roemeense site: antwoord in het Roemeens.',
  },
};

/** What each notice says happened, in the subject and as the heading. */
const WHAT: Record<Exclude<HelpdeskNotice, 'new'>, string> = {
  changed: 'Gewijzigd',
  withdrawn: 'Ingetrokken',
  'confirmation-resent': 'Bevestiging opnieuw verstuurd',
  'links-resent': 'Links opnieuw verstuurd',
};

export type HelpdeskMailInput = {
  notice: HelpdeskNotice;
  submission: { id: string; kenmerk?: string | null; locale?: Locale | null; values: RowValues };
  /** The form's name (`Aanmelding Doorstroomtoets 2027`) and the school's, if it has one. */
  label: string;
  school: string | null;
  /** The school as the subject names it: never a name a visitor typed (subjectSchool). */
  subjectSchool: string | null;
  publicUrl: string;
  /** For a change or withdrawal: the version it tells of. */
  event?: RegistrationEvent;
  /** The submission's fields as rows (what a new one holds, what a withdrawn one held). */
  rows: (values: RowValues) => SummaryRow[];
};

/** Who made a change, as the helpdesk reads it: the contact by name and address, or the colleague. */
function madeBy(event: RegistrationEvent, values: RowValues): string {
  if (event.actor.startsWith('staff:')) return `Uw collega ${event.actor.slice('staff:'.length)}`;
  return actorName(event.actor, [event.payloadAfter, values], 'De helpdesk');
}

/** A change's line: a state as the workspace names it, other values as they were shown. */
const shownValue = (value: string) => REGISTRATION_LABELS[value] ?? value;

/** The helpdesk's notice: its subject and content (Dutch, whatever language the school wrote in). */
export function helpdeskMailContent(input: HelpdeskMailInput): {
  subject: string;
  content: Omit<MailContent, 'locale'> & { locale: 'nl' };
} {
  const { notice, submission, label, school, event } = input;
  const words = MAIL_WORDS.nl;
  const kenmerk = submission.kenmerk ?? null;
  // In a sentence: `de aanmelding Doorstroomtoets 2027 van Basisschool De Klimop`.
  const of = `${label.charAt(0).toLowerCase()}${label.slice(1)}${school ? ` van ${school}` : ''}`;
  // A registration's Kenmerk, not its id: the id stays internal (it is a link's secret too).
  const link = {
    intro: 'Open de inzending in de werkplek van de helpdesk:',
    label: 'Inzending openen',
    url: staffRecordUrl(input.publicUrl, kenmerk ?? submission.id),
  };
  const named = kenmerk ? ` Kenmerk: ${kenmerk}.` : '';
  const base = {
    locale: 'nl' as const,
    paragraphs: [],
    link,
    closing: [],
    contact: { email: words.helpdeskEmail, phone: words.phone },
    footer: words.footer,
  };
  if (notice === 'new') {
    const origin = ORIGIN[submission.locale ?? 'nl'];
    const subject = subjectLine(`${origin.subject}: ${label}`, input.subjectSchool, kenmerk);
    return {
      subject,
      content: {
        ...base,
        heading: label,
        greeting: `Er is een nieuw formulier binnengekomen${origin.via}: ${label}${school ? ` van ${school}` : ''}.${named}${origin.answer}`,
        summaryIntro: 'Ingevuld:',
        summary: input.rows(submission.values),
      },
    };
  }
  const subject = subjectLine(`${WHAT[notice]}: ${label}`, input.subjectSchool, kenmerk);
  if (notice === 'confirmation-resent' || notice === 'links-resent') {
    const said =
      notice === 'confirmation-resent'
        ? `De bevestiging van de ${of} is opnieuw verstuurd naar de contactpersonen, met nieuwe persoonlijke links. De links uit eerdere e-mails werken niet meer.`
        : `De contactpersonen van de ${of} hebben hun persoonlijke links opnieuw gekregen. Hun eerdere links blijven werken.`;
    return {
      subject,
      content: { ...base, heading: WHAT[notice], greeting: `${said}${named}`, summaryIntro: '', summary: [] },
    };
  }
  if (!event) throw new Error(`the helpdesk's ${notice} notice needs the version it tells of`);
  const who = madeBy(event, submission.values);
  if (notice === 'withdrawn') {
    return {
      subject,
      content: {
        ...base,
        heading: `${label} ingetrokken`,
        greeting: `${who} heeft de ${of} ingetrokken. De plaats van de school in deze ronde is weer vrij.${named}`,
        summaryIntro: 'De ingetrokken aanmelding:',
        summary: input.rows(event.payloadAfter),
      },
    };
  }
  return {
    subject,
    content: {
      ...base,
      heading: `${label} gewijzigd`,
      greeting: `${who} heeft de ${of} gewijzigd.${named}`,
      summaryIntro: 'Wat er is veranderd:',
      summary: event.changes.map((change) => ({
        label: change.label,
        value: `${shownValue(change.before)} → ${shownValue(change.after)}`,
        depth: 0,
      })),
    },
  };
}
