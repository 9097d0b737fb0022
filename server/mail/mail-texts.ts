import { SITE } from '../../src/data/site';
import type { Locale } from '../../src/domain/locale';

/** The helpdesk's phone number in international form (+31 …), for readers outside the Netherlands. */
export function internationalPhone(national: string): string {
  const digits = national.replace(/\D/g, '');
  if (!digits.startsWith('0')) return national;
  const rest = digits.slice(1);
  // 024 - 345 40 41 → +31 24 345 40 41: the area code without its 0, then the number in groups.
  return `+31 ${rest.slice(0, 2)} ${rest.slice(2, 5)} ${rest.slice(5, 7)} ${rest.slice(7)}`.trim();
}

/** The fixed texts of the mails, per language: Dutch says u, Romanian dumneavoastră. */
export type MailWords = {
  greeting: (name: string | null) => string;
  received: string;
  personalLink: string;
  linkButton: string;
  wrong: (email: string, phone: string) => string;
  regards: string;
  calendarNote: string;
  phone: string;
  footer: string;
};

export const MAIL_WORDS: Record<Locale, MailWords> = {
  nl: {
    greeting: (name) => (name ? `Beste ${name},` : 'Geachte heer, mevrouw,'),
    received: 'Dit hebben we van u ontvangen:',
    personalLink: 'Rond de aanmelding af via deze persoonlijke link (stuur hem niet door buiten uw school):',
    linkButton: 'Rond de aanmelding af',
    wrong: (email, phone) => `Klopt er iets niet? Mail dan naar ${email} of bel ${phone}.`,
    regards: 'Met vriendelijke groet,',
    calendarNote: 'In de bijlage staat de eerste afnamedag als afspraak voor uw agenda.',
    phone: SITE.helpdeskPhone,
    footer: `${SITE.name} · ${SITE.address.street} · ${SITE.address.postcode} ${SITE.address.city}`,
  },
  ro: {
    greeting: (name) => (name ? `Bună ziua, ${name},` : 'Stimată doamnă, stimate domn,'),
    received: 'Iată ce am primit de la dumneavoastră:',
    personalLink: 'Finalizați înscrierea prin acest link personal (nu îl trimiteți în afara școlii dumneavoastră):',
    linkButton: 'Finalizați înscrierea',
    wrong: (email, phone) => `Ceva nu este corect? Scrieți-ne la ${email} sau sunați-ne la ${phone}.`,
    regards: 'Cu stimă,',
    calendarNote: 'În atașament găsiți prima zi de testare ca eveniment pentru calendarul dumneavoastră.',
    phone: internationalPhone(SITE.helpdeskPhone),
    footer: `${SITE.name} · ${SITE.address.street} · ${SITE.address.postcode} ${SITE.address.city}, Țările de Jos`,
  },
};
