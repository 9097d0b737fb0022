import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, baseUrl, launchBrowser, newContext } from '../../../test/support/browser/harness';
import { sourcePosts } from '../../../test/support/browser/posts';

const POSTS_PER_PAGE = 9;
// Each test opens several pages; on a loaded two-core machine a page can take seconds.
const SLOW = 180_000;
const SCREENSHOTS = path.resolve(__dirname, '../../../test-results/news');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
});
afterAll(() => browser.close());

async function open(pathname: string, width = 1280): Promise<Page> {
  const context = await newContext(browser, { consent: true });
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(pathname);
  await page.waitForLoadState('networkidle');
  return page;
}

/** The titles of the news cards on the page, in order. */
const cardTitles = (page: Page) => page.locator('main article h2').allTextContents();

describe('news', () => {
  const posts = sourcePosts();

  it('has at least twelve posts in blog/', () => {
    expect(posts.length).toBeGreaterThanOrEqual(12);
  });

  it(
    'a news card leads to its article, and the article back to the overview',
    async () => {
      const page = await open('/nieuws-en-achtergronden');
      const [newest] = posts;
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: newest.title }) });
      await card.getByRole('link', { name: 'lees verder' }).click();
      await page.waitForURL(`**${newest.permalink}`);
      await page.getByRole('heading', { level: 1, name: newest.title }).waitFor();
      expect(await page.locator('main time').first().textContent()).toMatch(/^\d{1,2} [a-z]+ \d{4}$/);
      expect(await page.getByText(/^Door /).count()).toBe(1);
      await page.getByRole('link', { name: 'Terug naar het overzicht' }).click();
      await page.waitForURL(/\/nieuws-en-achtergronden$/);
      expect(await cardTitles(page)).toContain(newest.title);
      await page.context().close();
    },
    SLOW,
  );

  it(
    'pagination: nine cards a page, newest first, every post exactly once',
    async () => {
      const page = await open('/nieuws-en-achtergronden');
      const seen: string[] = [];
      for (let number = 1; ; number += 1) {
        const titles = await cardTitles(page);
        expect(titles.length).toBeLessThanOrEqual(POSTS_PER_PAGE);
        seen.push(...titles);
        const older = page.getByRole('link', { name: /Oudere/ });
        if ((await older.count()) === 0) break;
        // Dispatched, not clicked: scrolling the link into view moves the bar (its scroll states),
        // and on a busy machine Playwright can wait for a "stable" link past its time-out.
        await older.dispatchEvent('click');
        await page.waitForURL(`**/nieuws-en-achtergronden/page/${number + 1}`);
        // The address changes before the new page renders: the router keeps showing the old cards
        // until the next page's chunks have loaded, and their "Oudere" link leads back to this page.
        await page.waitForFunction(
          (previous) => document.querySelector('main article h2')?.textContent !== previous,
          titles[0],
        );
      }
      expect(seen).toEqual(posts.map((post) => post.title));
      expect(Math.ceil(posts.length / POSTS_PER_PAGE)).toBeGreaterThan(1);
      await page.context().close();
    },
    SLOW,
  );

  it(
    'a category page lists only the posts of its category, and the overview links to it',
    async () => {
      const categories = [...new Set(posts.map((post) => post.category))];
      expect(categories.length).toBeGreaterThan(1);
      const page = await open('/nieuws-en-achtergronden');
      const nav = page.getByRole('navigation', { name: 'Categorieën' });
      for (const category of categories) {
        expect(await nav.locator(`a[href="/nieuws-en-achtergronden/categorie/${category}"]`).count()).toBe(1);
        await page.goto(`/nieuws-en-achtergronden/categorie/${category}`);
        const expected = posts.filter((post) => post.category === category).map((post) => post.title);
        expect(await cardTitles(page)).toEqual(expected.slice(0, POSTS_PER_PAGE));
      }
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
    SLOW,
  );

  it.each(['rss.xml', 'atom.xml'])('the %s feed lists every post of blog/', async (feed) => {
    const response = await fetch(`${baseUrl()}/nieuws-en-achtergronden/${feed}`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    const links = [...xml.matchAll(feed === 'rss.xml' ? /<link>([^<]+)<\/link>/g : /<link href="([^"]+)"/g)]
      .map(([, link]) => new URL(link).pathname)
      .filter((pathname) => /\/\d{4}\/\d{2}\/\d{2}\//.test(pathname));
    expect(links.sort()).toEqual(posts.map((post) => post.permalink).sort());
  });

  it('both feeds are titled as the site names the section, in Dutch', async () => {
    const rss = await (await fetch(`${baseUrl()}/nieuws-en-achtergronden/rss.xml`)).text();
    const atom = await (await fetch(`${baseUrl()}/nieuws-en-achtergronden/atom.xml`)).text();
    expect(rss).toMatch(/<channel>\s*<title>Nieuws en achtergronden – AMN<\/title>/);
    expect(rss).toContain('<language>nl</language>');
    expect(atom).toMatch(/<feed [^>]*xml:lang="nl"/);
    expect(atom).toMatch(/<feed [^>]*>\s*<id>[^<]*<\/id>\s*<title>Nieuws en achtergronden – AMN<\/title>/);
  });

  it.each([375, 1280])(
    'at %i px: overview and article fit the screen (screenshots in test-results/news)',
    async (width) => {
      for (const [name, pathname] of [
        ['overview', '/nieuws-en-achtergronden'],
        ['article', posts[0].permalink],
      ]) {
        const page = await open(pathname, width);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        if (name === 'overview') expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
        await page.context().close();
      }
    },
    SLOW,
  );
});
