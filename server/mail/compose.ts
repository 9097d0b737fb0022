import { SITE } from '../../src/data/site';
import {
  definitionOf,
  finalRegistrationRoute,
  isPreRegistrationType,
  type PreRegistrationType,
  type StoredType,
} from '../../src/domain/forms';
import { currentRound } from '../../src/domain/rounds';
import type { OutboxMail } from '../storage/submissions';
import { summaryLines } from './summary';

/** What the mails of one submission are made from. */
export type MailContext = {
  type: StoredType;
  id: string;
  values: unknown;
  publicUrl: string;
  helpdeskEmail: string;
};

type Person = { first_name?: unknown; name?: unknown; email?: unknown };

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

/** The link in a pre-registration's confirmation that opens its round's final registration, prefilled. */
export function finalRegistrationLink(publicUrl: string, id: string, preType: PreRegistrationType): string {
  const route = finalRegistrationRoute(preType, currentRound());
  return `${publicUrl}${route}?registratie=${encodeURIComponent(id)}`;
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
  const { mail: texts, label, products } = definitionOf(context.type);
  const summary = summaryLines(context.values, products);
  const link = isPreRegistrationType(context.type)
    ? finalRegistrationLink(context.publicUrl, context.id, context.type)
    : null;
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
    subject: oneLine(`Nieuw via de website: ${label}${school ? ` - ${school}` : ''}`),
    body: [
      `Er is een nieuw formulier binnengekomen: ${label}.`,
      `Kenmerk: ${context.id}`,
      ...(link ? [`Link voor de definitieve aanmelding: ${link}`] : []),
      '',
      ...summary,
    ].join('\n'),
  });
  return mails;
}
