/**
 * Addresses the site once had, and where they live now. The server answers them with a permanent
 * redirect, so old links (in mails, bookmarks, tender files) keep working. Add a line when a page or
 * document moves; tests/e2e/site/docs.test.ts follows each one to a page or document of the build.
 */
export const MOVED: Readonly<Record<string, string>> = {
  // The quality badge's document is a statement AMN issues itself, not the certificate.
  '/documenten/iso-9001-certificaat.pdf': '/documenten/kwaliteitsverklaring.pdf',
  '/ro/documenten/iso-9001-certificaat.pdf': '/ro/documente/declaratie-de-calitate.pdf',
  // The Romanian site has one contact page, with the form on it.
  '/ro/contactformulier': '/ro/contact',
};

/** Where a moved address lives now, or undefined; a trailing slash is ignored. */
export function movedTo(pathname: string): string | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(MOVED, clean) ? MOVED[clean] : undefined;
}
