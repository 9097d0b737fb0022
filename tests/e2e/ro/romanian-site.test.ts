import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ROMANIAN_FOOTER_DOCUMENTS } from '../../../src/data/menus';
import { ROMANIAN_PAGE_ROUTES } from '../../../src/domain/routes';
import { menuRoutes } from '../../../test/support/menu-routes';
import { baseUrl, launchBrowser, newContext } from '../../../test/support/browser/harness';

/**
 * The Romanian site is Romanian throughout: a crawl from /ro/ through every same-site link finds
 * only Romanian pages, every page of the Romanian menu has its minimum of words, and Dutch-only
 * pages do not exist under /ro/.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Frequent Dutch words that are no Romanian words: any of them in a page's text marks Dutch. */
const DUTCH_WORDS = new Set(
  (
    'het een voor niet wij onze zijn naar bij ook maar wordt worden deze uw hoe wat waar met kunt heeft hebben ' +
    'leerlingen toets toetsen nieuws lees terug overzicht onderwijs ondersteuning bestand afbeelding versturen ' +
    'verzenden akkoord inloggen bedrijven werken'
  ).split(' '),
);

function dutchWords(text: string): string[] {
  return [...new Set(text.toLowerCase().match(/\p{L}+/gu) ?? [])].filter((word) => DUTCH_WORDS.has(word));
}

/** Words of the main text (the form's labels left out), counted as runs of letters. */
const MIN_WORDS = (route: string) => (route === '/' ? 80 : 120);

type PageReport = {
  lang: string | null;
  bodyText: string;
  mainWords: number;
  links: { href: string; hreflang: string | null }[];
};

async function readPage(page: Page): Promise<PageReport> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const prose = main?.cloneNode(true) as HTMLElement | undefined;
    prose?.querySelectorAll('form').forEach((form) => form.remove());
    return {
      lang: document.documentElement.getAttribute('lang'),
      // textContent: the collapsed FAQ answers count too; so do the texts only assistive technology reads.
      bodyText: [
        document.title,
        document.body.textContent ?? '',
        ...[...document.querySelectorAll('[alt], [aria-label], [title], [placeholder]')].flatMap((element) =>
          ['alt', 'aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
        ),
      ].join(' '),
      mainWords: (prose?.textContent ?? '').match(/\p{L}+/gu)?.length ?? 0,
      links: [...document.querySelectorAll('a[href]')].map((anchor) => ({
        href: (anchor as HTMLAnchorElement).href,
        hreflang: anchor.getAttribute('hreflang'),
      })),
    };
  });
}

describe('the Romanian site', () => {
  it('the Dutch-word detector recognises the Dutch home page', async () => {
    const context = await newContext(browser, { consent: true });
    const page = await context.newPage();
    await page.goto('/');
    expect((await readPage(page)).lang).toBe('nl-NL');
    expect(dutchWords((await readPage(page)).bodyText).length).toBeGreaterThan(3);
    await context.close();
  });

  it('a crawl from /ro/ finds only Romanian pages, and every menu page has its words', async () => {
    const origin = new URL(baseUrl()).origin;
    const context = await newContext(browser, { consent: true });
    const page = await context.newPage();
    const queue = ['/ro/'];
    const seen = new Set(queue);
    const problems: string[] = [];
    const words = new Map<string, number>();

    while (queue.length > 0) {
      const route = queue.shift()!;
      const response = await page.goto(route, { waitUntil: 'load' });
      if (response?.status() !== 200) {
        problems.push(`${route}: status ${response?.status()}`);
        continue;
      }
      const report = await readPage(page);
      if (report.lang !== 'ro-RO') problems.push(`${route}: html lang ${report.lang}`);
      const dutch = dutchWords(report.bodyText);
      if (dutch.length > 0) problems.push(`${route}: Dutch words ${dutch.join(', ')}`);
      words.set(route, report.mainWords);

      for (const link of report.links) {
        const url = new URL(link.href);
        if (url.origin !== origin) continue;
        const isPage = !/\.[a-z0-9]+$/i.test(url.pathname);
        if (!url.pathname.startsWith('/ro/') && url.pathname !== '/ro') {
          // Only the language switch leads from the Romanian site to the Dutch one.
          if (link.hreflang !== 'nl') problems.push(`${route}: links the Dutch page ${url.pathname}`);
          continue;
        }
        const target = url.pathname.replace(/(.)\/$/, '$1') === '/ro' ? '/ro/' : url.pathname;
        if (isPage && !seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
    await context.close();

    expect(problems).toEqual([]);
    // The footer's newsletter link leads to a form page: the form is its content, not prose.
    const short = menuRoutes('ro')
      .filter((route) => route !== ROMANIAN_PAGE_ROUTES.newsletterSignUp)
      .flatMap((route) => {
        const path = route === '/' ? '/ro/' : `/ro${route}`;
        const count = words.get(path);
        if (count === undefined) return [`${path}: not reached by the crawl`];
        return count < MIN_WORDS(route) ? [`${path}: ${count} words, at least ${MIN_WORDS(route)} expected`] : [];
      });
    expect(short).toEqual([]);
    // The Romanian form pages are part of the site too, reached through its links.
    expect([...seen]).toEqual(expect.arrayContaining(['/ro/contact', '/ro/formular/newsletter']));
  }, 180_000);

  it.each(['/ro/nieuws-en-achtergronden', '/ro/onderwijs', '/ro/stijlgids', '/ro/privacy-statement'])(
    '%s does not exist: Dutch-only pages are not built for /ro/',
    async (route) => {
      const response = await fetch(`${baseUrl()}${route}`);
      expect(response.status).toBe(404);
    },
  );

  it.each(ROMANIAN_FOOTER_DOCUMENTS.map((item) => item.link))('the footer document %s is a PDF', async (link) => {
    const response = await fetch(`${baseUrl()}/ro${link}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
  });

  it.each([
    ['/ro/harta-aplicatiilor', 'Harta aplicațiilor'],
    ['/ro/asistenta/intrebari-frecvente', 'Întrebări frecvente'],
  ])('%s reads at 375 and 1280 px without sideways scrolling', async (route, heading) => {
    const folder = path.resolve(__dirname, '../../../test-results/screenshots');
    fs.mkdirSync(folder, { recursive: true });
    for (const width of [375, 1280]) {
      const context = await newContext(browser, { consent: true });
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 800 });
      await page.goto(route, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const name = `${route.replace(/^\/|\/$/g, '').replace(/\//g, '-')}-${width}.png`;
      await page.screenshot({ path: path.join(folder, name), fullPage: true });
      await context.close();
    }
  });
});
