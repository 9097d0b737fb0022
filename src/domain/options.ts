/** Option lists of the forms. Values are what the payload carries; labels are what a visitor reads. */
import { PRODUCT_SPELLINGS } from '../data/productNames';
import type { Locale } from './locale';

/** The trainings, each by its one name: the form's value, its label, the sign-up links and the mails. */
export const TRAINING_NAMES = [
  'Interpretatietraining',
  'Administratie- en applicatiebeheertraining',
  'Begeleidingsstijlentraining',
  'Managementtraining',
  'Casusbespreking',
  'Presentatie',
] as const;
export type TrainingName = (typeof TRAINING_NAMES)[number];

/** The spec names four trainers without giving names; these are ours. */
export const TRAINERS = ['Anouk van Dijk', 'Bas Hendriks', 'Fleur de Graaf', 'Joris Verbeek'] as const;

export const JOB_TITLES = [
  'Leerkracht',
  'Zorgcoördinator',
  'Directeur',
  'Intern begeleider',
  'Systeembeheerder',
  'Anders',
] as const;

export { DEVICES } from './devices';

export const YES_NO = ['Ja', 'Nee'] as const;

export const NEWSLETTER_TOPICS = [
  { key: 'PO', label: 'Primair onderwijs' },
  { key: 'VO', label: 'Voortgezet onderwijs' },
  { key: 'MBO', label: 'Middelbaar beroepsonderwijs' },
  { key: 'HBO', label: 'Hoger beroepsonderwijs' },
  { key: 'Bedrijven', label: 'Bedrijven' },
  { key: 'Zorginstellingen', label: 'Zorginstellingen' },
  { key: 'Overheid', label: 'Overheid' },
] as const;
export type NewsletterTopic = (typeof NEWSLETTER_TOPICS)[number]['key'];

/**
 * The topics each site offers, in the order shown. In Romania AMN works with schools only, so the
 * Romanian site offers the school stages (primar; gimnazial și liceal; profesional și tehnic) and
 * nothing for universities, companies, care or government.
 */
export const NEWSLETTER_TOPICS_BY_LOCALE: Readonly<Record<Locale, readonly NewsletterTopic[]>> = {
  nl: NEWSLETTER_TOPICS.map((topic) => topic.key),
  ro: ['PO', 'VO', 'MBO'],
};

/**
 * The topics a form shows on a locale's site: that site's own, and any other a subscriber already
 * has (so saving the form never drops a topic they cannot see).
 */
export function newsletterTopicsFor(locale: Locale, chosen: readonly string[] = []): NewsletterTopic[] {
  const offered = NEWSLETTER_TOPICS_BY_LOCALE[locale];
  return NEWSLETTER_TOPICS.map((topic) => topic.key).filter((key) => offered.includes(key) || chosen.includes(key));
}

/**
 * The topics as a Romanian reader names them (the stored keys stay the Dutch categories): the
 * school types by the Romanian stages of education (primar, gimnazial și liceal, profesional și
 * tehnic, superior), care institutions as health and social care. The form's labels
 * (i18n/ro/code.json, forms.newsletter.topic.*) are the same; a test keeps them so.
 */
export const NEWSLETTER_TOPIC_LABELS_RO: Readonly<Record<NewsletterTopic, string>> = {
  PO: 'Învățământ primar',
  VO: 'Învățământ gimnazial și liceal',
  MBO: 'Învățământ profesional și tehnic',
  HBO: 'Învățământ superior',
  Bedrijven: 'Companii și angajatori',
  Zorginstellingen: 'Unități sanitare și de asistență socială',
  Overheid: 'Instituții publice',
};

/** Helpdesk request (our own form, /help/aanvraag): what the request is about. */
export const HELPDESK_CATEGORIES = [
  'Vraag',
  'Storing',
  'Inloggen en accounts',
  'Rapportage',
  'Wens of suggestie',
] as const;

/** Helpdesk request: the product, in groups for a grouped select. */
export const HELPDESK_PRODUCT_GROUPS = [
  {
    label: 'Basisonderwijs',
    // The primary-education products without a school year: a question about them is the same in every round.
    options: ['Doorstroomtoets', 'Proeftoets', 'Proeftoets voor SO/SBO', 'Aansluiting PO-VO'],
  },
  { label: 'Voortgezet onderwijs', options: ['Talentscan VO', 'LOB en loopbaanleren'] },
  {
    label: 'Middelbaar beroepsonderwijs',
    options: ['Talentscan MBO', 'Beroepsbeeldtests MBO', 'Leergang Studiecoach'],
  },
  { label: 'Werken en loopbaan', options: ['Talentscan HRM', 'Taal- en rekentoetsen', 'Jobtender'] },
  { label: 'Overig', options: ['Portaal', 'Anders'] },
] as const;
export const HELPDESK_PRODUCTS = HELPDESK_PRODUCT_GROUPS.flatMap((group) => group.options);

/**
 * The product names the helpdesk form offered before in another spelling: requests stored with one
 * still read, but the form never offers them (src/data/productNames.ts).
 */
export const HELPDESK_PRODUCTS_SENT_BEFORE: readonly string[] = PRODUCT_SPELLINGS.filter(({ name }) =>
  HELPDESK_PRODUCTS.some((product) => product === name),
).flatMap(({ wrong }) => wrong);
