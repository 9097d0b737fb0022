import type { Locale } from './locale';

/**
 * The site's pages that code links to: the server (answers, static serving), the mails and the
 * components take their paths from here. Docusaurus routes a page by its file under src/pages (or
 * a plugin's route), so a renamed file must change this table too; the browser tests check every
 * path here against the build.
 */
export const PAGE_ROUTES = {
  /** A registration's own page, opened with a personal link (`?token=`). */
  myRegistration: '/formulier/mijn-aanmelding',
  /** Where a registration's 307 answer sends the browser. */
  thankYou: '/formulier/bedankt',
  newsletterSignUp: '/formulier/nieuwsbrief',
  /** The confirmation mail's link (`?token=`). */
  newsletterConfirm: '/nieuwsbrief/bevestigen',
  /** The unsubscribe link of every newsletter mail (`?token=`). */
  newsletterManage: '/nieuwsbrief/afmelden',
  /** "Uw onderwerpen": a subscriber's address and topics (`?token=`, and `&onderwerpen=PO,VO` as a new sign-up asked). */
  newsletterTopics: '/nieuwsbrief/onderwerpen',
  /** The link of the neutral mail to an address nobody has proven yet (`?token=`). */
  mailboxConfirm: '/formulier/adres-bevestigen',
  primarySignUp: '/formulier/aanmelden-po',
  preRegistration: '/formulier/doorstroomtoets-vooraanmelding',
  trainingSignUp: '/trainingen/aanmelden',
  helpRequest: '/help/aanvraag',
  schoolFinder: '/help/school-zoeken',
  /** The staff workspace (and its enrolment link, `?instellen=`). */
  staff: '/beheer',
  search: '/zoeken',
} as const;

export type PageRoute = (typeof PAGE_ROUTES)[keyof typeof PAGE_ROUTES];

/** The topics page's parameter with the topics a new sign-up asked for (`&onderwerpen=PO,VO`). */
export const ASKED_TOPICS_PARAM = 'onderwerpen';

/** The thank-you page's query flag (`?bevestiging=later`): the sender's own confirmation waits for a mail cap. */
export const MAIL_FOLLOWS_FLAG = { name: 'bevestiging', value: 'later' } as const;

/** The same flag's value (`?bevestiging=adres`) when the sender's address is to be confirmed first. */
export const MAIL_PROOF_VALUE = 'adres';

/** The thank-you page's `?kenmerk=AMN-2027-K7QX`: the registration's Kenmerk (a reference, no personal data). */
export const KENMERK_PARAM = 'kenmerk';

/**
 * The pages both sites have, at their Romanian addresses (after `/ro`): a Romanian address has no
 * Dutch or English word in it. The Romanian build takes these pages from i18n/ro/pages, and the old
 * addresses answer 301 (server/static/redirects.ts).
 */
export const ROMANIAN_PAGE_ROUTES = {
  newsletterSignUp: '/formular/newsletter',
  newsletterConfirm: '/newsletter/confirmare',
  newsletterManage: '/newsletter/dezabonare',
  newsletterTopics: '/newsletter/subiecte',
  mailboxConfirm: '/formular/confirmare-adresa',
  search: '/cautare',
} as const satisfies Partial<Record<keyof typeof PAGE_ROUTES, string>>;

export type SharedPage = keyof typeof ROMANIAN_PAGE_ROUTES;

/** A page both sites have, in the locale's site, without the locale's prefix (the Dutch or the Romanian path). */
export function localPageRoute(page: SharedPage, locale: Locale): string {
  return locale === 'ro' ? ROMANIAN_PAGE_ROUTES[page] : PAGE_ROUTES[page];
}

/** The same, with the locale's prefix: the address a mail or an answer links to. */
export function pageAddress(page: SharedPage, locale: Locale): string {
  return `${locale === 'ro' ? '/ro' : ''}${localPageRoute(page, locale)}`;
}

/** The pages of a round's Doorstroomtoets registration (made by plugins/registration-rounds from the round's year). */
export function doorstroomtoetsRoutes<Y extends number>(year: Y) {
  return {
    pre: `/formulier/doorstroomtoets-${year}/vooraanmelding`,
    final: `/formulier/doorstroomtoets-${year}/aanmelding`,
  } as const;
}

/**
 * Every page that both sites have, as a pair of paths without the locale's prefix: the Dutch page
 * and its Romanian version. The pages say so to search engines (hreflang); a page without a pair
 * names no other language, and the language link in the header leads to the other site's home.
 * The Romanian site's other pages (its offer for Romanian schools) have no Dutch version.
 */
export const PAGE_PAIRS: readonly { readonly nl: string; readonly ro: string }[] = [
  { nl: '/', ro: '/' },
  ...(Object.keys(ROMANIAN_PAGE_ROUTES) as SharedPage[]).map((page) => ({
    nl: PAGE_ROUTES[page],
    ro: ROMANIAN_PAGE_ROUTES[page],
  })),
  { nl: '/contactformulier', ro: '/contact' },
  { nl: '/help/downloads', ro: '/asistenta/descarcari' },
  { nl: '/help/veelgestelde-vragen', ro: '/asistenta/intrebari-frecvente' },
  { nl: '/help', ro: '/asistenta/suport-tehnic' },
  { nl: '/over-amn', ro: '/despre-amn' },
];

/** The pair a page (its path without the locale's prefix, in `locale`) belongs to, or undefined. */
export function pagePairOf(path: string, locale: Locale): { nl: string; ro: string } | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PAGE_PAIRS.find((pair) => pair[locale] === clean);
}

/** A path of the locale's site without its prefix: `/ro/cautare` → `/cautare`, `/ro/` → `/`. */
function withoutLocalePrefix(pathname: string, locale: Locale): string {
  if (locale !== 'ro') return pathname;
  return pathname.replace(/^\/ro(?=\/|$)/, '') || '/';
}

/**
 * Where the header's language link on a page leads (the full path, `/ro` included): the same page
 * on the other site when it has one (PAGE_PAIRS, as its hreflang links say), else the other home.
 */
export function counterpartAddress(pathname: string, locale: Locale): string {
  const other: Locale = locale === 'ro' ? 'nl' : 'ro';
  const path = pagePairOf(withoutLocalePrefix(pathname, locale), locale)?.[other] ?? '/';
  if (other === 'nl') return path;
  return path === '/' ? '/ro/' : `/ro${path}`;
}
