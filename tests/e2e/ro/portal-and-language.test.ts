import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../../../test/support/browser/harness';

/**
 * The Romanian pages send readers to the portal: its header (and the menu on a phone) leads there,
 * and so does the sentence that says to go in. The language link leads to the page's counterpart.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function open(route: string, width: number) {
  const context = await newContext(browser, { consent: true });
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 800 });
  await page.goto(route, { waitUntil: 'load' });
  return { page, close: () => context.close() };
}

/** A screenshot of the header as a reader sees it, to look at (test-results/screenshots). */
async function keep(page: Page, name: string) {
  const folder = path.resolve(__dirname, '../../../test-results/screenshots');
  fs.mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, name) });
}

describe('the Romanian site and the portal', () => {
  it('has the portal link in its header at 1280 px', async () => {
    const { page, close } = await open('/ro/', 1280);
    const link = page.getByRole('banner').getByRole('link', { name: 'Intrați în portal' });
    expect(await link.getAttribute('href')).toBe('https://portal.amn.nl');
    expect(await link.isVisible()).toBe(true);
    await keep(page, 'ro-portal-1280.png');
    await close();
  });

  it('has the portal link in the menu at 375 px', async () => {
    const { page, close } = await open('/ro/', 375);
    await page.getByRole('button', { name: 'Meniu' }).click();
    const link = page.getByRole('dialog').getByRole('link', { name: 'Intrați în portal' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('https://portal.amn.nl');
    await keep(page, 'ro-portal-375.png');
    await close();
  });

  it('links the portal where a question says to go in', async () => {
    const { page, close } = await open('/ro/asistenta/intrebari-frecvente', 1280);
    await page.getByRole('button', { name: 'Cum creez o sesiune de testare?' }).click();
    const link = page.getByRole('main').getByRole('link', { name: 'portal', exact: true });
    expect(await link.getAttribute('href')).toBe('https://portal.amn.nl');
    await close();
  });
});

describe('the language link', () => {
  it.each([
    ['/ro/contact', 'Nederlands', '/contactformulier'],
    ['/ro/asistenta/intrebari-frecvente', 'Nederlands', '/help/veelgestelde-vragen'],
    ['/ro/harta-aplicatiilor', 'Nederlands', '/'],
    ['/help/downloads', 'Română', '/ro/asistenta/descarcari'],
  ])('on %s leads "%s" to %s', async (route, name, href) => {
    const { page, close } = await open(route, 1280);
    const link = page.getByRole('banner').getByRole('link', { name, exact: true });
    expect(await link.getAttribute('href')).toBe(href);
    await close();
  });
});
