import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser, newContext } from '../../../test/support/browser/harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A phone-sized visitor who already accepted the cookies. */
async function openPage(path: string): Promise<Page> {
  const context = await newContext(browser, { consent: true });
  const page = await context.newPage();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return page;
}

describe('registration is one click from its product', () => {
  it("the Doorstroomtoets page's registration path opens the pre-registration form", async () => {
    const page = await openPage('/onderwijs/doorstroomtoets');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Vooraanmelding Doorstroomtoets 2027' }).click();
    await page.waitForURL('**/formulier/doorstroomtoets-2027/vooraanmelding');
    await page.getByRole('button', { name: 'Vooraanmelden' }).waitFor();
    await page.context().close();
  });

  it('the Doorstroomtoets page links to the final registration and the trial test form, and offers one pre-registration', async () => {
    const page = await openPage('/onderwijs/doorstroomtoets');
    for (const href of ['/formulier/doorstroomtoets-2027/aanmelding', '/formulier/aanmelden-po']) {
      expect(await page.locator(`article a[href="${href}"]`).count()).toBeGreaterThan(0);
    }
    // The short pre-registration stays at its address, but is not offered beside the round's own.
    expect(await page.locator('article a[href="/formulier/doorstroomtoets-vooraanmelding"]').count()).toBe(0);
    await page.context().close();
  });

  it.each([
    ['/basisonderwijs', 'Aanmelden voor proeftoets en Aansluiting PO-VO'],
    ['/onderwijs/aansluiting-po-vo', 'Naar het aanmeldformulier'],
  ])('%s leads to the primary-education sign-up in one click', async (path, linkName) => {
    const page = await openPage(path);
    await page.getByRole('link', { name: linkName }).click();
    await page.waitForURL('**/formulier/aanmelden-po');
    await page.getByRole('region', { name: 'Proeftoets 2027', exact: true }).waitFor();
    await page.context().close();
  });
});

describe('/onderwijs', () => {
  it('has a real section behind every anchor of the main menu', async () => {
    const page = await openPage('/onderwijs');
    for (const [id, heading] of [
      ['basisonderwijs', 'Basisonderwijs'],
      ['voortgezet-onderwijs', 'Voortgezet onderwijs'],
      ['middelbaar-beroepsonderwijs', 'Middelbaar beroepsonderwijs'],
      ['hoger-beroepsonderwijs', 'Hoger beroepsonderwijs'],
    ]) {
      const target = page.locator(`[id="${id}"]`);
      expect(await target.evaluate((element) => element.tagName)).toBe('H2');
      expect(await target.textContent()).toContain(heading);
      // The section says something: the paragraph after the heading.
      const text = await target.evaluate((element) => element.nextElementSibling?.textContent ?? '');
      expect(text.split(/\s+/).length).toBeGreaterThan(30);
    }
    await page.context().close();
  });
});
