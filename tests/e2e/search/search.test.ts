import type { Browser, Page, Response } from 'playwright-core';
import {
  axeViolations,
  baseUrl,
  launchBrowser,
  newContext,
  waitForHydration,
} from '../../../test/support/browser/harness';

// The first search compiles Pagefind's WebAssembly; on a busy 2-core machine a test can take a while.
jest.setTimeout(120_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Every address the page asked for, and the answers of the search index. */
type Traffic = { requests: string[]; index: Response[] };

const isIndexRequest = (url: string) => /\/pagefind\//.test(new URL(url).pathname);

async function openPage(path: string, width = 1280): Promise<{ page: Page; traffic: Traffic }> {
  const context = await newContext(browser, { consent: true });
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 800 });
  const traffic: Traffic = { requests: [], index: [] };
  page.on('request', (request) => traffic.requests.push(request.url()));
  page.on('response', (response) => {
    if (isIndexRequest(response.url())) traffic.index.push(response);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The keyboard shortcut works once React has taken over the page.
  await waitForHydration(page);
  return { page, traffic };
}

/** Nothing leaves the site: every request went to the server under test (or is inline data). */
function expectOnlyOwnRequests(traffic: Traffic) {
  const elsewhere = traffic.requests.filter((url) => !url.startsWith(baseUrl()) && !/^(data|blob):/.test(url));
  expect(elsewhere).toEqual([]);
}

/** The header's search field: its label is Dutch on the Dutch site, Romanian on /ro/. */
const searchBox = (page: Page) => page.getByRole('combobox', { name: /^(Zoeken op de site|Căutare pe site)$/ });

/** The options' target addresses, in order (each option carries where Enter takes the visitor). */
const optionTargets = (page: Page) =>
  page
    .getByRole('listbox')
    .getByRole('option')
    .evaluateAll((options) => options.map((o) => o.getAttribute('data-href')));

describe('site search', () => {
  it('on /: loads no index before it is opened; "doorstroom" lists the Doorstroomtoets and Enter opens it', async () => {
    const { page, traffic } = await openPage('/');
    // A bounded wait that proves nothing happens: no index request while the box is untouched.
    await page.waitForTimeout(500);
    expect(traffic.requests.filter(isIndexRequest)).toEqual([]);

    await page.keyboard.press('/');
    await expect(searchBox(page).evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await searchBox(page).pressSequentially('doorstroom');
    await page.getByRole('listbox').waitFor();
    const targets = await optionTargets(page);
    expect(targets).toContain('/onderwijs/doorstroomtoets');
    expect(targets.every((target) => target !== null && !target.startsWith('/ro/'))).toBe(true);
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /resultaten?$/ })
        .count(),
    ).toBe(1);
    expect(await page.locator('[role="option"] mark').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    for (let step = 0; step <= targets.indexOf('/onderwijs/doorstroomtoets'); step += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await page.waitForURL('**/onderwijs/doorstroomtoets');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expectOnlyOwnRequests(traffic);
    await page.context().close();
  });

  it('serves the index compressed and cacheable, and finds word forms ("doorstroomtoetsen")', async () => {
    const { page, traffic } = await openPage('/onderwijs');
    await page.keyboard.press('Control+k');
    // The plural appears on no page: only the singular the search adds finds the Doorstroomtoets page.
    // (A bare "toetsen" now lists first the pages whose title or keywords name a toets word: about AMN,
    // the vacancies, the test calendar.)
    await searchBox(page).pressSequentially('doorstroomtoetsen');
    await page.getByRole('listbox').waitFor();
    expect(await optionTargets(page)).toContain('/onderwijs/doorstroomtoets');

    const script = traffic.index.find((response) => response.url().endsWith('/pagefind/pagefind.js'));
    expect(await script?.headerValue('content-encoding')).toMatch(/^(br|gzip)$/);
    expect(await script?.headerValue('cache-control')).toBe('no-cache');
    const chunk = traffic.index.find((response) => /\.pf_(index|fragment)$/.test(response.url()));
    expect(await chunk?.headerValue('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(traffic.index.every((response) => response.status() === 200)).toBe(true);
    expectOnlyOwnRequests(traffic);
    await page.context().close();
  });

  it('on /ro/: a Romanian query lists only /ro/ pages, from the Romanian index', async () => {
    const { page, traffic } = await openPage('/ro/');
    await searchBox(page).click();
    await searchBox(page).pressSequentially('toolkit');
    await page.getByRole('listbox').waitFor();
    const targets = await optionTargets(page);
    expect(targets.length).toBeGreaterThan(1);
    expect(targets.every((target) => target !== null && target.startsWith('/ro/'))).toBe(true);
    expect(traffic.index.every((response) => new URL(response.url()).pathname.startsWith('/ro/pagefind/'))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expectOnlyOwnRequests(traffic);
    await page.context().close();
  });

  it('at 375px: the search opens from the bar and works', async () => {
    const { page, traffic } = await openPage('/', 375);
    expect(await searchBox(page).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    expect(await searchBox(page).isVisible()).toBe(true);
    await searchBox(page).pressSequentially('doorstroom');
    await page.getByRole('listbox').waitFor();
    expect(await optionTargets(page)).toContain('/onderwijs/doorstroomtoets');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('listbox').getByRole('option').first().click();
    await page.waitForURL((url) => url.pathname !== '/');
    expectOnlyOwnRequests(traffic);
    await page.context().close();
  });

  it('ranks the page made for the question above old news: "proeftoets aanmelden" opens with the form', async () => {
    const { page, traffic } = await openPage('/zoeken?q=proeftoets%20aanmelden');
    const links = page.getByRole('main').getByRole('list').getByRole('link');
    await links.first().waitFor();
    const targets = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    // The primary-school form signs a school up for the Proeftoets; its section is on the Doorstroomtoets page.
    expect(['/formulier/aanmelden-po', '/onderwijs/doorstroomtoets']).toContain(targets[0]);
    // The 2025 news item that announced an earlier round is still found, further down.
    const oldNews = targets.indexOf(
      '/nieuws-en-achtergronden/2025/09/02/aanmelding-proeftoetsen-en-doorstroomtoets-2026-geopend',
    );
    expect(oldNews).toBeGreaterThan(0);
    expectOnlyOwnRequests(traffic);
    await page.context().close();
  });

  it('the results page works from a shared link, in both locales', async () => {
    const { page, traffic } = await openPage('/zoeken?q=doorstroom');
    const results = page.getByRole('main').getByRole('listitem');
    await results.first().waitFor();
    const links = await page
      .getByRole('main')
      .getByRole('list')
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links).toContain('/onderwijs/doorstroomtoets');
    expect(await page.getByRole('searchbox', { name: 'Zoekterm' }).inputValue()).toBe('doorstroom');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/ro/cautare?q=toolkit');
    await page.getByRole('main').getByRole('listitem').first().waitFor();
    const roLinks = await page
      .getByRole('main')
      .getByRole('list')
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(roLinks.length).toBeGreaterThan(0);
    expect(roLinks.every((href) => href?.startsWith('/ro/'))).toBe(true);
    expectOnlyOwnRequests(traffic);
    await page.context().close();
  });
});
