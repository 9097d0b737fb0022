/**
 * @jest-environment jsdom
 */
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_DIR, builtPages, mainOf, type BuiltPage } from '../../../test/support/browser/builtPages';

/**
 * The downloads pages are complete: every PDF that a page of a locale links in its content is
 * listed on that locale's downloads page, and every listed PDF is in the build. The lists are
 * made from documents/ (front matter group, description, locale), so a failure here means a
 * document whose front matter names the wrong locale, or a link to a PDF that no document makes.
 */
const DOWNLOADS_PAGE = { nl: '/help/downloads', ro: '/ro/asistenta/descarcari' } as const;

const pages = builtPages();

/** The PDFs a page's content links, as addresses on the site. */
function linkedPdfs(page: BuiltPage): string[] {
  return [...mainOf(page).querySelectorAll('a[href]')]
    .map((link) => new URL(link.getAttribute('href')!, `https://www.amn.nl${page.route}`))
    .filter((url) => url.hostname === 'www.amn.nl' && url.pathname.endsWith('.pdf'))
    .map((url) => url.pathname);
}

describe.each(['nl', 'ro'] as const)('the downloads page of %s', (locale) => {
  const downloadsPage = pages.find((page) => page.route === DOWNLOADS_PAGE[locale]);
  const listed = downloadsPage ? new Set(linkedPdfs(downloadsPage)) : new Set<string>();

  it('lists documents, grouped under headings', () => {
    expect(downloadsPage).toBeDefined();
    expect(listed.size).toBeGreaterThanOrEqual(locale === 'nl' ? 16 : 4);
    expect(mainOf(downloadsPage!).querySelectorAll('section h2').length).toBeGreaterThanOrEqual(2);
  });

  it('lists every PDF that a page of this locale links', () => {
    const missing = pages
      .filter((page) => page.locale === locale)
      .flatMap((page) => linkedPdfs(page).map((pdf) => ({ page: page.route, pdf })))
      .filter(({ pdf }) => !listed.has(pdf))
      .map(({ page, pdf }) => `${pdf} (linked from ${page})`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('lists only PDFs that the build has', () => {
    const absent = [...listed].filter((pdf) => !fs.existsSync(path.join(BUILD_DIR, decodeURIComponent(pdf))));
    expect(absent).toEqual([]);
  });
});
