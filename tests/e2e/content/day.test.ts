/**
 * A fresh read of the built site on 1 December 2026 (issue #58): the Doorstroomtoets 2027
 * registration closed on 15 November, the Proeftoets can still be chosen until 15 January, and
 * today's training session has begun. The browser's clock stands on that day; the round texts follow
 * it, whatever day the site was built. The sources: src/domain/facts/__tests__/day.test.ts.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, setDay } from '../../../test/support/browser/harness';

const DAY = '2026-12-01';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A page on 1 December with its main text on single spaces. */
async function onFirstDecember(path: string): Promise<{ page: Page; text: string; close: () => Promise<void> }> {
  const context = await newContext(browser, { consent: true });
  await setDay(context, DAY);
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'networkidle' });
  const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
  return { page, text, close: () => context.close() };
}

describe('the site on 1 December 2026', () => {
  it('the primary sign-up sends no school to the closed pre-registration, and gives the Proeftoets from tomorrow', async () => {
    const { text, close } = await onFirstDecember('/formulier/aanmelden-po');
    expect(text).not.toMatch(/vooraanmelding Doorstroomtoets/i);
    expect(text).toContain('De aanmelding voor de Doorstroomtoets 2027 is gesloten.');
    expect(text).toContain('eerste afnamedag van morgen tot en met 15 januari 2027');
    expect(text).not.toContain('tussen 2 november 2026');
    await close();
  });

  it.each(['/formulier/doorstroomtoets-vooraanmelding', '/formulier/doorstroomtoets-2026/vooraanmelding'])(
    '%s does not open with an invitation above the closed notice',
    async (path) => {
      const { text, close } = await onFirstDecember(path);
      expect(text).not.toMatch(/Met deze korte vooraanmelding|Meld uw school (vooraf )?aan/);
      await close();
    },
  );

  it('the 2026 form pages stay reachable but ask not to be indexed, and leave the sitemap', async () => {
    const { page, close } = await onFirstDecember('/formulier/doorstroomtoets-2026/aanmelding');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/formulier/doorstroomtoets-2026/');
    expect(sitemap).toContain('/formulier/aanmelden-po');
    await close();
  });

  it("the training offer does not offer today's session", async () => {
    const { page, close } = await onFirstDecember('/trainingen/aanbod');
    expect(await page.getByRole('link', { name: /1 december 2026/ }).count()).toBe(0);
    expect(
      await page.getByRole('link', { name: 'Aanmelden voor Managementtraining op 10 december 2026' }).count(),
    ).toBe(1);
    await close();
  });

  it('the home hero opens with the Proeftoets, which a school can still sign up for', async () => {
    const { page, close } = await onFirstDecember('/');
    const first = page.getByRole('group', { name: /^1 van/ });
    await expect(first.getByRole('heading').innerText()).resolves.toBe('Eerst oefenen met de gratis proeftoets');
    await expect(first.innerText()).resolves.toContain('de eerste afnamedag kiest u tot en met 15 januari 2027');
    await close();
  });

  it("the news has the toetskalender 2026-2027, and the footer the FAQ of the site and the build's year", async () => {
    const { page, close } = await onFirstDecember('/nieuws-en-achtergronden');
    expect(await page.getByRole('heading', { name: 'De toetskalender voor schooljaar 2026-2027' }).count()).toBe(1);
    const footer = page.locator('footer');
    expect(await footer.getByRole('link', { name: 'Veelgestelde vragen' }).getAttribute('href')).toBe(
      '/help/veelgestelde-vragen',
    );
    expect(await footer.innerText()).not.toContain('© 2025');
    await close();
  });
});
