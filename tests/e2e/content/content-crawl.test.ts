import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { countWords, pdfTexts } from '../../../test/support/pdfText';
import { baseUrl, launchBrowser, newContext } from '../../../test/support/browser/harness';
import { CONTENT_RULES } from '../../../test/support/browser/contentRules';
import { crawlSite, type CrawledPage } from '../../../test/support/browser/crawl';

/**
 * Crawls the built site from / as a visitor would and holds every page it reaches to
 * the content rules of issue #11 (test/support/browser/contentRules.ts). Each rule lists
 * all the pages that break it, so one run shows everything left to write.
 */
let browser: Browser;
let pages: Map<string, CrawledPage>;
let pdfs: Map<string, string[]>;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await newContext(browser, { consent: true });
  const page = await context.newPage();
  ({ pages, pdfs } = await crawlSite(page, baseUrl()));
  await context.close();
}, 600_000);

afterAll(() => browser?.close());

/** A page that asks not to be indexed (a closed round's form, say) belongs in no sitemap. */
const asksNoIndex = (robots: string | undefined) => /noindex/i.test(robots ?? '');

const indexed = () =>
  [...pages.values()].filter(
    (page) =>
      page.status === 200 &&
      !asksNoIndex(page.meta.robots) &&
      !(CONTENT_RULES.notIndexed as readonly string[]).includes(page.path.replace(/^\/ro(?=\/|$)/, '') || '/'),
  );

/** Whether the page at this path, fetched directly, asks not to be indexed: a form no longer offered. */
async function noLongerOffered(pagePath: string): Promise<boolean> {
  const html = await (await fetch(`${baseUrl()}${pagePath}`)).text();
  // The served HTML is minified: attribute values may come without quotes.
  return /<meta[^>]*name="?robots"?[^>]*content="?[^">]*noindex/i.test(html);
}

function underMinimum(paths: readonly string[], minWords: number): string[] {
  return paths.flatMap((pagePath) => {
    const page = pages.get(pagePath);
    if (!page) return [`${pagePath}: not reachable from /`];
    const words = countWords(page.mainText);
    return words < minWords ? [`${pagePath}: ${words} words, needs ${minWords}`] : [];
  });
}

describe('content crawl of the built site', () => {
  it('reaches the site from / and every page answers', () => {
    expect(pages.size).toBeGreaterThan(30);
    const broken = [...pages.values()]
      .filter((page) => page.status !== 200)
      .map((page) => `${page.path}: ${page.status}`);
    expect(broken).toEqual([]);
  });

  it('gives each product page enough words', () => {
    const { paths, minWords } = CONTENT_RULES.productPage;
    expect(underMinimum(paths, minWords)).toEqual([]);
  });

  it('gives each section page enough words', () => {
    const { paths, minWords } = CONTENT_RULES.sectionPage;
    expect(underMinimum(paths, minWords)).toEqual([]);
  });

  it('shows no placeholder text on any page', () => {
    const found = [...pages.values()].flatMap((page) =>
      CONTENT_RULES.placeholders.flatMap((pattern) => {
        const match = pattern.exec(page.bodyText);
        return match ? [`${page.path}: "${match[0]}"`] : [];
      }),
    );
    expect(found).toEqual([]);
  });

  it(`reaches every form still offered from / in at most ${CONTENT_RULES.forms.maxClicks} clicks`, async () => {
    const { paths, maxClicks } = CONTENT_RULES.forms;
    const far: string[] = [];
    for (const formPath of paths) {
      // A closed round's form stays at its address for old links (a school changing its
      // registration follows one); it is no longer offered, so how far it is does not count.
      if (await noLongerOffered(formPath)) continue;
      const page = pages.get(formPath);
      if (!page) far.push(`${formPath}: not reachable from /`);
      else if (page.depth > maxClicks) far.push(`${formPath}: ${page.depth} clicks`);
    }
    expect(far).toEqual([]);
  });

  it('links only PDFs that are real documents', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crawl-pdfs-'));
    try {
      const files = new Map<string, string>();
      const missing: string[] = [];
      for (const [pdfPath, linkedFrom] of pdfs) {
        const response = await fetch(`${baseUrl()}${pdfPath}`);
        const body = Buffer.from(await response.arrayBuffer());
        if (!response.ok || body.subarray(0, 5).toString() !== '%PDF-') {
          missing.push(`${pdfPath} (linked from ${linkedFrom.join(', ')}): ${response.status}, not a PDF`);
          continue;
        }
        const file = path.join(dir, `${files.size}.pdf`);
        fs.writeFileSync(file, body);
        files.set(pdfPath, file);
      }
      const texts = pdfTexts([...files.values()]);
      const thin = [...files].flatMap(([pdfPath, file]) => {
        const words = countWords(texts[file] ?? '');
        return words < CONTENT_RULES.linkedPdf.minWords
          ? [`${pdfPath}: ${words} words, needs ${CONTENT_RULES.linkedPdf.minWords}`]
          : [];
      });
      expect([...missing, ...thin]).toEqual([]);
      expect(pdfs.size).toBeGreaterThan(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives every page a title, description, keywords and its own card image', async () => {
    const defaultImage = /\/img\/social-card\.png$/;
    const lacking: string[] = [];
    for (const page of indexed()) {
      const absent = [
        !page.title.trim() && 'title',
        !page.meta.description?.trim() && 'description',
        !page.meta.keywords?.trim() && 'keywords',
        (!page.meta.image || defaultImage.test(page.meta.image)) && 'image',
      ].filter(Boolean);
      if (page.meta.image && !defaultImage.test(page.meta.image)) {
        const image = new URL(page.meta.image);
        const response = await fetch(`${baseUrl()}${image.pathname}`, { method: 'HEAD' });
        if (!response.ok) absent.push(`image ${image.pathname} (${response.status})`);
      }
      if (absent.length > 0) lacking.push(`${page.path}: ${absent.join(', ')}`);
    }
    expect(lacking).toEqual([]);
  });

  it('lists every page in its locale’s sitemap', async () => {
    const locs = new Set<string>();
    for (const sitemap of ['/sitemap.xml', '/ro/sitemap.xml']) {
      const xml = await (await fetch(`${baseUrl()}${sitemap}`)).text();
      for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g))
        locs.add(new URL(loc).pathname.replace(/\/+$/, '') || '/');
    }
    const absent = indexed()
      .map((page) => page.path)
      .filter((pagePath) => !locs.has(pagePath));
    expect(absent).toEqual([]);
  });
});
