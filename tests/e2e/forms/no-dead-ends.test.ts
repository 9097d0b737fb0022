/**
 * Forms a person never gets stuck in, on a phone (375 px) and a laptop (1280 px): the submit stays
 * reachable, a press on an incomplete form (with the mouse, or Enter in a field) shows the error
 * summary focused with a link per problem and every value kept; autofill on the first contact only;
 * the cookie banner right after the skip link, small, never over the focused field.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { axeViolations, launchBrowser, newContext, waitForHydration } from '../../../test/support/browser/harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SIZES = [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
];

async function open(path: string, size: { width: number; height: number }, { consent = true } = {}): Promise<Page> {
  const context = await newContext(browser, { consent });
  const page = await context.newPage();
  await page.setViewportSize(size);
  await page.goto(path, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  return page;
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
const summaryOf = (page: Page) => page.getByRole('group', { name: 'Het formulier is nog niet compleet' });

/** The summary's links, and the fields that show an error: one link per error. */
async function summaryMatchesErrors(page: Page) {
  const summary = summaryOf(page);
  await summary.waitFor();
  expect(await isFocused(summary)).toBe(true);
  const links = await summary.getByRole('link').count();
  const invalid = await page.locator('form [aria-invalid="true"]').count();
  return { links, invalid };
}

describe.each(SIZES)('at $width px', (size) => {
  it('the newsletter pressed empty: a focused summary with a link per error, the typed value kept', async () => {
    const page = await open('/formulier/nieuwsbrief', size);
    const form = page.getByRole('form', { name: 'Aanmelden voor de nieuwsbrief' });
    await form.getByLabel('Voornaam').fill('Jo');
    const send = form.getByRole('button', { name: 'Aanmelden' });
    // Never shut (issue 64): enabled and not marked unavailable, however incomplete the form.
    expect(await send.getAttribute('aria-disabled')).toBeNull();
    expect(await send.isEnabled()).toBe(true);
    await send.click();
    const { links, invalid } = await summaryMatchesErrors(page);
    // Achternaam, E-mail, a topic (on its first box) and the consent box.
    expect(links).toBe(4);
    expect(invalid).toBe(4);
    expect(await form.getByLabel('Voornaam').inputValue()).toBe('Jo');
    expect(await axeViolations(page)).toEqual([]);

    // A link takes the keyboard to its field.
    await summaryOf(page).getByRole('link', { name: 'E-mail is verplicht.' }).click();
    expect(await isFocused(form.getByLabel('E-mail'))).toBe(true);
    await page.context().close();
  });

  it('Enter in a field does the same, by keyboard alone', async () => {
    const page = await open('/formulier/nieuwsbrief', size);
    const form = page.getByRole('form', { name: 'Aanmelden voor de nieuwsbrief' });
    await form.getByLabel('Voornaam').focus();
    await page.keyboard.type('Jo');
    await page.keyboard.press('Tab');
    await page.keyboard.type('de Vries');
    await page.keyboard.press('Enter');
    const { links, invalid } = await summaryMatchesErrors(page);
    expect(links).toBe(3); // E-mail, a topic and the consent box
    expect(invalid).toBe(3);
    expect(await form.getByLabel('Voornaam').inputValue()).toBe('Jo');
    expect(await form.getByLabel('Achternaam').inputValue()).toBe('de Vries');
    await page.context().close();
  });

  it('a registration form pressed empty by keyboard: the summary, the checklist still there', async () => {
    const page = await open('/formulier/aanmelden-po', size);
    const send = page.getByRole('button', { name: 'Aanmelden', exact: true });
    await send.focus();
    await page.keyboard.press('Enter');
    const { links } = await summaryMatchesErrors(page);
    expect(links).toBeGreaterThanOrEqual(2);
    const texts = await summaryOf(page).getByRole('link').allInnerTexts();
    expect(texts.some((text) => text.startsWith('Zoek uw school:'))).toBe(true);
    expect(texts).toContain('Contactpersoon 1: Voornaam is verplicht.');
    expect(texts[0]).toMatch(/^Zoek uw school:/);
    // The fixed texts of the checklist stay as they are.
    const checklist = page.locator('[aria-live="polite"]', { hasText: 'Nog niet compleet:' });
    expect(await checklist.innerText()).toContain('Selecteer uw school');
    expect(await axeViolations(page)).toEqual([]);

    // The school's link goes to the finder's search box.
    await summaryOf(page)
      .getByRole('link', { name: /^Zoek uw school:/ })
      .click();
    expect(await isFocused(page.getByRole('searchbox', { name: 'Zoek uw school' }))).toBe(true);
    await page.context().close();
  });

  it('the cookie banner is the second Tab stop, at most a quarter of a phone, never over the focused field', async () => {
    const page = await open('/formulier/nieuwsbrief', size, { consent: false });
    const banner = page.getByRole('region', { name: 'Cookiemelding' });
    await banner.waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/hoofdinhoud/i);
    await page.keyboard.press('Tab');
    expect(await isFocused(banner.getByRole('button', { name: 'Akkoord' }))).toBe(true);
    const box = (await banner.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(size.height / 4);

    // Through the form's fields by keyboard: none of them ends up behind the banner.
    const form = page.getByRole('form', { name: 'Aanmelden voor de nieuwsbrief' });
    await form.getByLabel('Voornaam').focus();
    for (let step = 0; step < 12; step += 1) {
      const covered = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        const notice = document.querySelector('section[aria-label="Cookiemelding"]');
        if (!focused || !notice || notice.contains(focused)) return false;
        return focused.getBoundingClientRect().bottom > notice.getBoundingClientRect().top;
      });
      expect(covered).toBe(false);
      await page.keyboard.press('Tab');
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('autofill', () => {
  it("fills the first contact's name, e-mail and phone, never those of contacts 2 and further", async () => {
    const page = await open('/formulier/aanmelden-po', SIZES[1]);
    await page.getByRole('button', { name: /^\+ Contactpersoon toevoegen$/ }).click();
    const tokens = async (number: number) => {
      const contact = page.getByRole('group', { name: `Contactpersoon ${number}` });
      return Promise.all(
        [/Voornaam/, /Achternaam/, /E-mail/, /Telefoonnummer/].map((name) =>
          contact.getByRole('textbox', { name }).getAttribute('autocomplete'),
        ),
      );
    };
    expect(await tokens(1)).toEqual(['given-name', 'family-name', 'email', 'tel']);
    expect(await tokens(2)).toEqual(['off', 'off', 'off', 'off']);
    await page.context().close();
  });
});
