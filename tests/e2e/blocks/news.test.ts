import type { Browser } from 'playwright-core';
import { axeViolations, launchBrowser, newContext } from '../../../test/support/browser/harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function open(path: string, viewport = { width: 1280, height: 800 }) {
  const context = await newContext(browser, { consent: true });
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return { context, page, requests };
}

describe('news', () => {
  it("overview: a card per article with image, category label (no full stop), title, and 'lees verder' to the article", async () => {
    const { context, page } = await open('/nieuws-en-achtergronden');
    expect(await page.getByRole('heading', { level: 1, name: 'Nieuws en achtergronden' }).count()).toBe(1);
    const card = page.getByRole('article').filter({ hasText: 'Vernieuwde Talentscan MBO' });
    expect(await card.getByText('Middelbaar beroepsonderwijs', { exact: true }).count()).toBe(1);
    expect(await card.getByRole('img').getAttribute('alt')).toBe('Staafdiagram met de uitslag van een talentscan');
    expect(await axeViolations(page)).toEqual([]);
    await card.getByRole('link', { name: 'lees verder' }).click();
    await page.waitForURL('**/nieuws-en-achtergronden/2026/10/01/nieuwe-talentscan-mbo');
    await page.getByRole('heading', { level: 1, name: 'Vernieuwde Talentscan MBO' }).waitFor();
    await context.close();
  });

  it('article: back link to the overview, title, date in Dutch, hero image and body', async () => {
    const { context, page } = await open('/nieuws-en-achtergronden/2026/10/01/nieuwe-talentscan-mbo');
    const back = page.getByRole('link', { name: 'Terug naar het overzicht' });
    expect(await back.getAttribute('href')).toBe('/nieuws-en-achtergronden');
    expect(await page.locator('main time').textContent()).toBe('1 oktober 2026');
    const hero = page.getByRole('img', { name: 'Staafdiagram met de uitslag van een talentscan' });
    expect(await hero.isVisible()).toBe(true);
    expect(await page.getByText('De Talentscan MBO heeft een vernieuwd rapport.', { exact: false }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await back.click();
    await page.waitForURL(/\/nieuws-en-achtergronden$/);
    await context.close();
  });

  it('article on an extra-small screen: no hero image, not even downloaded', async () => {
    const { context, page, requests } = await open('/nieuws-en-achtergronden/2026/10/01/nieuwe-talentscan-mbo', {
      width: 400,
      height: 800,
    });
    expect(await page.getByRole('heading', { level: 1, name: 'Vernieuwde Talentscan MBO' }).isVisible()).toBe(true);
    expect(await page.locator('main img').first().isVisible()).toBe(false);
    expect(requests.filter((url) => url.includes('nieuws-talentscan-mbo.png'))).toEqual([]);
    await context.close();
  });
});
