import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newContext, waitForHydration } from '../../../test/support/browser/harness';

/**
 * With JavaScript off (a reader mode, a link preview, a crawler, a school PC with script blocked,
 * a phone before the script has come) every page of both sitemaps shows in `<main>` the text and
 * the images it shows with JavaScript on.
 *
 * Both visits run on today's clock, not the tests' day: the build's HTML holds for the days from
 * the build until the rounds' next change, and on another day the page rightly shows that day's
 * round texts once its script runs.
 */
const MIN_TEXT_SHARE = 0.98;

type MainContent = { words: string[]; images: string[] };

let browser: Browser;
const contexts: BrowserContext[] = [];

async function contextWith(javaScriptEnabled: boolean): Promise<Page> {
  const context = await newContext(browser, { consent: true });
  // newContext sets the tests' day; a context of its own keeps the real clock.
  const own = await browser.newContext({ baseURL: baseUrl(), locale: 'nl-NL', javaScriptEnabled });
  await own.addCookies(await context.cookies());
  await context.close();
  contexts.push(own);
  return own.newPage();
}

/** The paths the sitemaps of both locales list. */
async function sitemapPaths(): Promise<string[]> {
  const paths: string[] = [];
  for (const sitemap of ['/sitemap.xml', '/ro/sitemap.xml']) {
    const xml = await (await fetch(`${baseUrl()}${sitemap}`)).text();
    paths.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname));
  }
  return paths;
}

/** What `<main>` shows: its rendered text as words, and its images by address and text. */
const mainContent = (page: Page): Promise<MainContent> =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return { words: [], images: [] };
    const images = [...main.querySelectorAll('img')].map(
      (image) => `${new URL(image.getAttribute('src') ?? '', location.href).pathname} "${image.alt}"`,
    );
    return { words: main.innerText.split(/\s+/).filter(Boolean), images };
  });

/** The share of `expected`'s words that `actual` has (each word counted as often as it occurs). */
function sharedWords(expected: string[], actual: string[]): number {
  if (expected.length === 0) return 1;
  const left = new Map<string, number>();
  for (const word of actual) left.set(word, (left.get(word) ?? 0) + 1);
  let found = 0;
  for (const word of expected) {
    const count = left.get(word) ?? 0;
    if (count > 0) {
      found += 1;
      left.set(word, count - 1);
    }
  }
  return found / expected.length;
}

let paths: string[];
const withScript = new Map<string, MainContent>();
const withoutScript = new Map<string, MainContent>();

beforeAll(async () => {
  browser = await launchBrowser();
  paths = await sitemapPaths();
  const scripted = await contextWith(true);
  const unscripted = await contextWith(false);
  for (const path of paths) {
    await unscripted.goto(path, { waitUntil: 'load' });
    withoutScript.set(path, await mainContent(unscripted));
    await scripted.goto(path, { waitUntil: 'networkidle' });
    await waitForHydration(scripted);
    withScript.set(path, await mainContent(scripted));
  }
}, 900_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('every page without JavaScript', () => {
  it('visits the pages of both sitemaps', () => {
    expect(paths.length).toBeGreaterThan(70);
    expect(paths.filter((path) => path.startsWith('/ro/')).length).toBeGreaterThan(10);
  });

  it(`shows at least ${MIN_TEXT_SHARE * 100} % of the text of <main> it shows with JavaScript, and no other`, () => {
    const differing = paths.flatMap((path) => {
      const scripted = withScript.get(path)!.words;
      const unscripted = withoutScript.get(path)!.words;
      const missing = sharedWords(scripted, unscripted);
      const extra = sharedWords(unscripted, scripted);
      return missing < MIN_TEXT_SHARE || extra < MIN_TEXT_SHARE
        ? [
            `${path}: ${Math.round(missing * 1000) / 10} % of the text with script, ${Math.round(extra * 1000) / 10} % the other way`,
          ]
        : [];
    });
    expect(differing).toEqual([]);
  });

  it('shows every image of <main> it shows with JavaScript, and no other', () => {
    const differing = paths.flatMap((path) => {
      const scripted = withScript.get(path)!.images;
      const unscripted = withoutScript.get(path)!.images;
      return JSON.stringify([...scripted].sort()) === JSON.stringify([...unscripted].sort())
        ? []
        : [`${path}: with script ${scripted.join(', ') || 'none'}; without ${unscripted.join(', ') || 'none'}`];
    });
    expect(differing).toEqual([]);
  });
});
