import { PAGE_ROUTES } from '../../src/domain/routes';

/**
 * Docusaurus puts a content hash in the name of everything under /assets/ (/ro/assets/ in the
 * Romanian build): its scripts, stylesheets and imported images.
 */
export const isHashedAsset = (file: string) => /^(\/ro)?\/assets\//.test(file);

/** Cache-Control per build file. */
export function cacheControl(file: string): string {
  if (isHashedAsset(file)) return 'public, max-age=31536000, immutable';
  // The search index (Pagefind, per locale): its chunks carry a content hash in their name; its
  // entry file, script and WebAssembly keep their names from build to build, so they revalidate.
  if (/^(\/ro)?\/pagefind\//.test(file)) {
    return /\.pf_(index|fragment|filter|meta)$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
  }
  // The staff login page is never stored, so the back button after logout cannot show a signed-in page.
  if (file.startsWith(`${PAGE_ROUTES.staff}/`) || file === `${PAGE_ROUTES.staff}.html`) return 'no-store';
  // Pages keep their URL when they change: browsers revalidate them every time (ETag → 304).
  if (file.endsWith('.html')) return 'no-cache';
  // Images, documents, favicons: unhashed names, so a short lifetime.
  return 'public, max-age=3600';
}
