import type { Browser } from 'playwright-core';
import type { Locale } from '../../../src/data/menus';
import { menuRoutes } from '../../../test/support/menu-routes';
import { axeViolations, launchBrowser, newContext } from '../../../test/support/browser/harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const prefix: Record<Locale, string> = { nl: '', ro: '/ro' };

describe.each(['nl', 'ro'] as const)('every menu route of the %s site', (locale) => {
  const routes = menuRoutes(locale);

  it('has menu routes to check', () => {
    expect(routes.length).toBeGreaterThan(8);
  });

  it.each(routes)('%s answers with its title and no accessibility violation', async (route) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await page.goto(`${prefix[locale]}${route}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    const served = /<title[^>]*>([^<]*)<\/title>/.exec((await response?.text()) ?? '')?.[1];
    expect(served).toMatch(/^.+ - AMN$/);
    const h1 = (await page.locator('h1').first().textContent())?.trim();
    expect(h1).toBeTruthy();
    if (route !== '/' && route !== '/nieuws-en-achtergronden') expect(served).toBe(`${h1} - AMN`);
    // After hydration the title settles on the same text (it may pass through the bare site title).
    await page.waitForFunction((title) => document.title === title, served, { timeout: 10_000 });
    expect(await page.getAttribute('html', 'lang')).toBe(locale === 'nl' ? 'nl-NL' : 'ro-RO');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
