/**
 * Addresses the site once had, and where they live now. The server answers them with a permanent
 * redirect, so old links (in mails, bookmarks, tender files) keep working. Add a line when a page or
 * document moves; tests/e2e/site/docs.test.ts follows each one to a page or document of the build.
 */
export const MOVED: Readonly<Record<string, string>> = {
  // The quality badge's document is a statement AMN issues itself, not the certificate.
  '/documenten/iso-9001-certificaat.pdf': '/documenten/kwaliteitsverklaring.pdf',
  '/ro/documenten/iso-9001-certificaat.pdf': '/ro/documente/declaratie-de-calitate.pdf',
  // The news has no authors' page: each post names its authors (plugins/news-blog).
  '/nieuws-en-achtergronden/authors': '/nieuws-en-achtergronden',
  // The Romanian site has one contact page, with the form on it.
  '/ro/contactformulier': '/ro/contact',
  // Romanian addresses without Dutch or English words (ROMANIAN_PAGE_ROUTES); links in mails sent
  // before keep their ?token=, which the redirect passes on.
  '/ro/zoeken': '/ro/cautare',
  '/ro/formulier/nieuwsbrief': '/ro/formular/newsletter',
  '/ro/nieuwsbrief/bevestigen': '/ro/newsletter/confirmare',
  '/ro/nieuwsbrief/afmelden': '/ro/newsletter/dezabonare',
  '/ro/pentru-scoli/test-toolkit': '/ro/pentru-scoli/trusa-de-teste',
  '/ro/asistenta/helpdesk': '/ro/asistenta/suport-tehnic',
  '/ro/asistenta/faq': '/ro/asistenta/intrebari-frecvente',
  '/ro/asistenta/download': '/ro/asistenta/descarcari',
};

/** Where a moved address lives now, or undefined; a trailing slash is ignored (the query is the caller's to keep). */
export function movedTo(pathname: string): string | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(MOVED, clean) ? MOVED[clean] : undefined;
}
