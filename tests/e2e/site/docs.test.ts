import type { Browser, Page } from 'playwright-core';
import { MOVED } from '../../../server/static/redirects';
import { axeViolations, baseUrl, launchBrowser, newContext } from '../../../test/support/browser/harness';

/** Product, section and help pages are docs: they must look and work like the rest of the site. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function open(path: string, width: number): Promise<Page> {
  const context = await newContext(browser, { consent: true });
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  return page;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Pagina’s in dit onderdeel' });

describe('doc pages', () => {
  it('show the page header from front matter, without TOC, edit link or pagination', async () => {
    const page = await open('/onderwijs/doorstroomtoets', 1280);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Doorstroomtoets');
    expect(await page.locator('header p').first().textContent()).toMatch(/^Wat beheersen uw leerlingen/);
    expect(await page.locator('.table-of-contents, .pagination-nav, .theme-edit-this-page').count()).toBe(0);
    await page.context().close();
  });

  it("lead from a product page's sidebar to a sibling product", async () => {
    const page = await open('/onderwijs/doorstroomtoets', 1280);
    const nav = sidebar(page);
    expect(await nav.getByRole('link', { name: 'Doorstroomtoets' }).getAttribute('aria-current')).toBe('page');
    await nav.getByRole('link', { name: 'Aansluiting PO-VO' }).click();
    await page.waitForURL(`${baseUrl()}/onderwijs/aansluiting-po-vo`);
    // Client-side navigation: the address changes just before the new doc renders.
    await page.getByRole('heading', { level: 1, name: 'Aansluiting PO-VO' }).waitFor();
    expect(await sidebar(page).getByRole('link', { name: 'Aansluiting PO-VO' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await page.context().close();
  });

  it('fold the sidebar away on phones behind a button that works from the keyboard', async () => {
    const page = await open('/onderwijs/doorstroomtoets', 375);
    const toggle = sidebar(page).getByRole('button', { name: 'In dit onderdeel' });
    const sibling = sidebar(page).getByRole('link', { name: 'Talentscan VO' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await sibling.isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await sibling.isVisible()).toBe(true);
    await sibling.click();
    await page.waitForURL(`${baseUrl()}/onderwijs/talentscan-vo`);
    await page.getByRole('heading', { level: 1, name: 'Talentscan VO' }).waitFor();
    expect(await sidebar(page).getByRole('button', { name: 'In dit onderdeel' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    await page.context().close();
  });

  it('show breadcrumbs along the docs hierarchy with one BreadcrumbList that parses', async () => {
    const page = await open('/onderwijs/doorstroomtoets', 1280);
    const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
    expect(await crumbs.getByRole('listitem').allTextContents()).toEqual([
      'Homepage',
      'Onderwijs',
      'Basisonderwijs',
      'Doorstroomtoets',
    ]);
    expect(await crumbs.getByRole('link', { name: 'Basisonderwijs' }).getAttribute('href')).toBe('/basisonderwijs');

    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) =>
        JSON.parse(text) as { '@type': string; itemListElement?: { position: number; name: string; item: string }[] },
    );
    const lists = blocks.filter((block) => block['@type'] === 'BreadcrumbList');
    expect(lists).toHaveLength(1);
    expect(lists[0].itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Homepage', item: 'https://www.amn.nl/' },
      { '@type': 'ListItem', position: 2, name: 'Onderwijs', item: 'https://www.amn.nl/onderwijs' },
      { '@type': 'ListItem', position: 3, name: 'Basisonderwijs', item: 'https://www.amn.nl/basisonderwijs' },
      {
        '@type': 'ListItem',
        position: 4,
        name: 'Doorstroomtoets',
        item: 'https://www.amn.nl/onderwijs/doorstroomtoets',
      },
    ]);
    await page.context().close();
  });

  it('render a doc outside every sidebar without a sidebar', async () => {
    const page = await open('/alle-producten', 1280);
    expect(await sidebar(page).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('listitem').allTextContents()).toEqual([
      'Homepage',
      'Alle producten',
    ]);
    await page.context().close();
  });

  it.each([375, 1280])('have no accessibility violation at %i px', async (width) => {
    const page = await open('/onderwijs/doorstroomtoets', width);
    if (width < 768) await sidebar(page).getByRole('button', { name: 'In dit onderdeel' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/help', { waitUntil: 'networkidle' });
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("serve each site's quality statement as a PDF built from its Markdown source", async () => {
    for (const path of ['/documenten/kwaliteitsverklaring.pdf', '/ro/documente/declaratie-de-calitate.pdf']) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
  });

  it.each(Object.entries(MOVED))('answer the old address %s with a redirect to %s, which exists', async (from, to) => {
    const moved = await fetch(`${baseUrl()}${from}`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(to);
    expect((await fetch(`${baseUrl()}${to}`)).status).toBe(200);
  });
});
