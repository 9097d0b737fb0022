import { SITE } from '../../src/data/site';
import type { OutboxMail } from '../storage/submissions';
import { summaryLines } from './summary';

/** What the mails of one submission are made from. */
export type MailContext = {
  /** The form type, or `helpdesk-request` for /api/send. */
  type: string;
  id: string;
  values: unknown;
  publicUrl: string;
  helpdeskEmail: string;
};

type Person = { first_name?: unknown; name?: unknown; email?: unknown };

/** Per form type: the subject of the confirmation, its opening sentence, and how staff call it. */
const TEXTS: Record<string, { subject: string; opening: string; notice: string }> = {
  'contact-form': {
    subject: 'We hebben je bericht ontvangen',
    opening: 'Bedankt voor je bericht. We hebben het goed ontvangen en nemen zo snel mogelijk contact met je op.',
    notice: 'Contactformulier',
  },
  newsletter: {
    subject: 'Je bent aangemeld voor de nieuwsbrief van AMN',
    opening: 'Bedankt voor je aanmelding voor de nieuwsbrief van AMN.',
    notice: 'Aanmelding nieuwsbrief',
  },
  training: {
    subject: 'Je aanmelding voor een training van AMN',
    opening: 'Bedankt voor je aanmelding voor de training. We sturen je de praktische informatie voor de training.',
    notice: 'Aanmelding training',
  },
  'aanmeldformulier-po': {
    subject: 'Bevestiging van je aanmelding bij AMN',
    opening: 'Bedankt voor de aanmelding van je school. Je bent opgegeven als contactpersoon.',
    notice: 'Aanmelding primair onderwijs',
  },
  'doorstroomtoets-pre-registration': {
    subject: 'Bevestiging van je vooraanmelding voor de Doorstroomtoets',
    opening:
      'Bedankt voor de vooraanmelding van je school voor de Doorstroomtoets. Je bent opgegeven als contactpersoon.',
    notice: 'Vooraanmelding Doorstroomtoets',
  },
  'doorstroomtoets-pre-registration-2026': {
    subject: 'Bevestiging van je vooraanmelding voor de Doorstroomtoets 2026',
    opening:
      'Bedankt voor de vooraanmelding van je school voor de Doorstroomtoets. Je bent opgegeven als contactpersoon.',
    notice: 'Vooraanmelding Doorstroomtoets 2026',
  },
  'doorstroomtoets-registration-2026': {
    subject: 'Bevestiging van je aanmelding voor de Doorstroomtoets 2026',
    opening: 'Bedankt voor de aanmelding van je school voor de Doorstroomtoets. Je bent opgegeven als contactpersoon.',
    notice: 'Aanmelding Doorstroomtoets 2026',
  },
  'helpdesk-request': {
    subject: 'We hebben je aanvraag ontvangen',
    opening: 'Bedankt voor je aanvraag. De helpdesk neemt zo snel mogelijk contact met je op.',
    notice: 'Helpdeskaanvraag',
  },
};

const PRE_REGISTRATION_TYPES = new Set(['doorstroomtoets-pre-registration', 'doorstroomtoets-pre-registration-2026']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Everyone the submission is about: the contacts of a registration, or the single sender. */
export function peopleOf(values: unknown): Person[] {
  if (!isRecord(values)) return [];
  if (Array.isArray(values.contacts)) return values.contacts.filter(isRecord);
  return [values];
}

/** Every e-mail address in the submission (for the access/erasure index), lower case. */
export function emailsOf(values: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown, key = ''): void => {
    if (typeof value === 'string' && /email$/i.test(key) && value.includes('@')) found.add(value.trim().toLowerCase());
    else if (Array.isArray(value)) value.forEach((item) => walk(item));
    else if (isRecord(value)) Object.entries(value).forEach(([name, item]) => walk(item, name));
  };
  walk(values);
  return [...found];
}

/** The link in a pre-registration's confirmation that opens the final registration, prefilled. */
export function finalRegistrationLink(publicUrl: string, id: string): string {
  return `${publicUrl}/formulier/doorstroomtoets-2026/aanmelding?registratie=${encodeURIComponent(id)}`;
}

/** One line, no control characters: a subject built from visitor input must not inject headers. */
const oneLine = (text: string) =>
  text
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, 150);

function schoolName(values: unknown): string | null {
  if (!isRecord(values) || !isRecord(values.school)) return null;
  return typeof values.school.naam === 'string' && values.school.naam.trim() ? values.school.naam : null;
}

const SIGNATURE = ['', 'Met vriendelijke groet,', '', SITE.name, `${SITE.helpdeskPhone} | ${SITE.helpdeskEmail}`];

/** The confirmation to every person of the submission and a notice to the helpdesk, in Dutch. */
export function composeMails(context: MailContext): OutboxMail[] {
  const texts = TEXTS[context.type] ?? TEXTS['contact-form'];
  const summary = summaryLines(context.values);
  const link = PRE_REGISTRATION_TYPES.has(context.type) ? finalRegistrationLink(context.publicUrl, context.id) : null;
  const school = schoolName(context.values);
  const mails: OutboxMail[] = [];
  const seen = new Set<string>();
  for (const person of peopleOf(context.values)) {
    if (typeof person.email !== 'string' || !person.email.includes('@')) continue;
    const address = person.email.trim();
    if (seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    const name =
      typeof person.first_name === 'string' ? person.first_name : typeof person.name === 'string' ? person.name : '';
    const body = [
      name.trim() ? `Beste ${name.trim()},` : 'Beste heer, mevrouw,',
      '',
      texts.opening,
      ...(link
        ? ['', 'Rond de aanmelding af via deze persoonlijke link (stuur hem niet door buiten je school):', link]
        : []),
      '',
      'Dit hebben we van je ontvangen:',
      '',
      ...summary,
      '',
      `Klopt er iets niet? Mail dan naar ${SITE.helpdeskEmail} of bel ${SITE.helpdeskPhone}.`,
      ...SIGNATURE,
    ].join('\n');
    mails.push({ recipient: address, subject: oneLine(texts.subject), body });
  }
  mails.push({
    recipient: context.helpdeskEmail,
    subject: oneLine(`Nieuw via de website: ${texts.notice}${school ? ` - ${school}` : ''}`),
    body: [
      `Er is een nieuw formulier binnengekomen: ${texts.notice}.`,
      `Kenmerk: ${context.id}`,
      ...(link ? [`Link voor de definitieve aanmelding: ${link}`] : []),
      '',
      ...summary,
    ].join('\n'),
  });
  return mails;
}
