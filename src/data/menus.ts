/**
 * Every menu of the site, as data. Links are locale-relative:
 * '/' on the Romanian site is '/ro/'. External links start with a scheme.
 */
import { PAGE_ROUTES, ROMANIAN_PAGE_ROUTES } from '../domain/routes';

export type MenuItem = {
  name: string;
  link: string;
  children?: MenuItem[];
  /** Opens in a new tab (documents, privacy statement). */
  newTab?: boolean;
};

export type Locale = 'nl' | 'ro';

export type SiteMenus = {
  /** Shown in the burger overlay and as the main row of the header. */
  main: MenuItem[];
  /** The smaller row above the main menu. */
  secondary: MenuItem[];
  footerAbout: MenuItem[];
  footerSupport: MenuItem[];
  /** Links in the copyright line. */
  legal: MenuItem[];
};

export const TOP_MENU: MenuItem[] = [
  { name: 'Home', link: '/' },
  { name: 'Basisonderwijs', link: '/basisonderwijs' },
  { name: 'Voortgezet onderwijs', link: '/voortgezet-onderwijs' },
  { name: 'Middelbaar beroepsonderwijs', link: '/middelbaar-beroepsonderwijs' },
];

export const MAIN_MENU_NL: MenuItem[] = [
  { name: 'Home', link: '/' },
  {
    name: 'Onderwijs',
    link: '/onderwijs',
    children: [
      { name: 'Basisonderwijs', link: '/onderwijs#basisonderwijs' },
      { name: 'Voortgezet onderwijs', link: '/onderwijs#voortgezet-onderwijs' },
      { name: 'Middelbaar beroepsonderwijs', link: '/onderwijs#middelbaar-beroepsonderwijs' },
      { name: 'Hoger beroepsonderwijs', link: '/onderwijs#hoger-beroepsonderwijs' },
    ],
  },
  {
    name: 'Werken en loopbaan',
    link: '/werken-en-loopbaan',
    children: [
      { name: 'Bedrijven', link: '/werken-en-loopbaan#bedrijven' },
      { name: 'Zorginstellingen', link: '/werken-en-loopbaan#zorg-instellingen' },
    ],
  },
  {
    name: 'Participatiewet',
    link: '/werken-en-loopbaan#participatiewet',
    children: [
      { name: 'Jobtender', link: '/werken-en-loopbaan/jobtender' },
      { name: 'Jongerenloket', link: '/werken-en-loopbaan#jongerenloket' },
      { name: 'Re-integratie', link: '/werken-en-loopbaan#re-integratie' },
    ],
  },
  { name: 'Trainingen', link: '/trainingen/aanbod' },
  { name: 'Presentaties', link: '/presentaties' },
];

export const ALTERNATIVE_MENU: MenuItem[] = [
  { name: 'Home', link: '/' },
  { name: 'Alle producten', link: '/alle-producten' },
  { name: 'Nieuws en achtergronden', link: '/nieuws-en-achtergronden' },
  { name: 'Vacatures', link: '/over-amn/vacatures' },
];

export const ROMANIAN_MENU: MenuItem[] = [
  { name: 'Acasă', link: '/' },
  { name: 'Harta aplicațiilor', link: '/harta-aplicatiilor' },
  {
    name: 'Pentru școli',
    link: '/pentru-scoli',
    children: [{ name: 'Trusa de teste', link: '/pentru-scoli/trusa-de-teste' }],
  },
  { name: 'Despre AMN', link: '/despre-amn' },
  { name: 'Proiecte', link: '/proiecte' },
  {
    name: 'Asistență',
    link: '/asistenta',
    children: [
      { name: 'Helpdesk', link: '/asistenta/suport-tehnic' },
      { name: 'Întrebări frecvente', link: '/asistenta/intrebari-frecvente' },
      { name: 'Descărcări', link: '/asistenta/descarcari' },
    ],
  },
  { name: 'Contact', link: '/contact' },
];

export const FOOTER_MENU_NL: MenuItem[] = [
  { name: 'Contactformulier', link: '/contactformulier' },
  { name: 'Nieuws en achtergronden', link: '/nieuws-en-achtergronden' },
  { name: 'Alle producten', link: '/alle-producten' },
  { name: 'Help', link: '/help' },
  { name: 'Over AMN', link: '/over-amn' },
  { name: 'Vacatures', link: '/over-amn/vacatures' },
];

export const HELP_MENU_NL: MenuItem[] = [
  { name: 'Helpdesk', link: '/help' },
  { name: 'Downloads', link: '/help/downloads' },
  { name: 'Contactformulier', link: '/contactformulier' },
  { name: 'Nieuwsbrief', link: PAGE_ROUTES.newsletterSignUp },
  { name: 'Veelgestelde vragen', link: '/help/veelgestelde-vragen' },
];

const PRIVACY_NL: MenuItem = { name: 'Privacyverklaring', link: '/privacy-statement', newTab: true };
const TERMS_NL: MenuItem = { name: 'Algemene voorwaarden', link: '/algemene-voorwaarden' };

export const LEGAL_MENU_NL: MenuItem[] = [
  { name: 'Copyright', link: '/copyright' },
  { name: 'Cookieverklaring', link: '/cookie-statement' },
  PRIVACY_NL,
  TERMS_NL,
];

const PRIVACY_RO: MenuItem = {
  name: 'Politica de confidențialitate',
  link: '/politica-de-confidentialitate.pdf',
  newTab: true,
};
const TERMS_RO: MenuItem = { name: 'Termeni și condiții', link: '/termeni-si-conditii.pdf', newTab: true };

/** The Romanian site's legal texts are documents (documents/*.md, published as PDFs). */
export const ROMANIAN_FOOTER_DOCUMENTS: MenuItem[] = [
  PRIVACY_RO,
  TERMS_RO,
  { name: 'Politica privind cookie-urile', link: '/politica-privind-cookie-urile.pdf', newTab: true },
];

/** The privacy statement of each site (the newsletter's consent links to it). */
export const PRIVACY_LINK: Record<Locale, MenuItem> = { nl: PRIVACY_NL, ro: PRIVACY_RO };

/** The terms of each site (algemene voorwaarden; the newsletter's consent links to them). */
export const TERMS_LINK: Record<Locale, MenuItem> = { nl: TERMS_NL, ro: TERMS_RO };

/** A locale's browser bundle holds only its own site's menus (plugins/lean-client defines AMN_BUILD_LOCALE). */
const NO_MENUS: SiteMenus = { main: [], secondary: [], footerAbout: [], footerSupport: [], legal: [] };

export const MENUS: Record<Locale, SiteMenus> = {
  nl: process.env.AMN_BUILD_LOCALE === 'ro' ? NO_MENUS : {
    main: MAIN_MENU_NL,
    secondary: ALTERNATIVE_MENU,
    footerAbout: FOOTER_MENU_NL,
    footerSupport: HELP_MENU_NL,
    legal: LEGAL_MENU_NL,
  },
  ro: process.env.AMN_BUILD_LOCALE === 'nl' ? NO_MENUS : {
    main: ROMANIAN_MENU,
    secondary: [],
    footerAbout: ROMANIAN_MENU.filter((item) => item.link !== '/'),
    // The newsletter has no place in the main menu: the footer's support column offers it on every page.
    footerSupport: [
      ...(ROMANIAN_MENU.find((item) => item.link === '/asistenta')?.children ?? []),
      { name: 'Newsletter', link: ROMANIAN_PAGE_ROUTES.newsletterSignUp },
    ],
    legal: ROMANIAN_FOOTER_DOCUMENTS,
  },
};

export function isExternal(link: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//');
}

/** A link to a page rendered by the site (not an external URL, not a static document). */
export function isLocalPage(link: string): boolean {
  return !isExternal(link) && !/\.[a-z0-9]+(#.*)?$/i.test(link);
}
