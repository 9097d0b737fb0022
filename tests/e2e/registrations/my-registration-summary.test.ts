/**
 * One reading of a registration, end to end: a primary sign-up for the Proeftoets (28 in groep 8)
 * and Aansluiting PO-VO (30 in groep 7) reads the same in its mail and on the school's page, which
 * opens with a short summary (state, deadline, change button) at 375 and 1280 px; a
 * pre-registration's thank-you page, mail and page name the day to complete it by.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, launchBrowser, newContext } from '../../../test/support/browser/harness';
import {
  address,
  expectThankYou,
  fillContact,
  mailTo,
  personalLink,
  pickSchool,
  submit,
} from '../../../test/support/browser/registrations';

const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const KEYS = /AansluitingPOVO|ProeftoetsSOSBO|Proeftoets voor SO\/SBO|Aangemeld:?\s*Nee/;

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  context = await newContext(browser, { consent: true });
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

describe('the school’s page of a primary sign-up', () => {
  let link = '';
  let mail = '';

  beforeAll(async () => {
    const own = await newContext(browser, { consent: true });
    const form = await own.newPage();
    const anna = address('anna-reading');
    await form.goto('/formulier/aanmelden-po');
    await pickSchool(form, '9404 KK', /Kindcentrum De Regenboog/);
    const trial = form.getByRole('region', { name: 'Proeftoets 2027', exact: true });
    await trial.getByRole('checkbox', { name: 'Aanmelden voor Proeftoets 2027' }).check();
    await trial.getByLabel(/Eerste afnamedag/).fill('2026-12-07');
    await trial.getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ }).fill('28');
    const transition = form.getByRole('region', { name: 'Aansluiting PO-VO 2027' });
    await transition.getByRole('checkbox', { name: 'Aanmelden voor Aansluiting PO-VO 2027' }).check();
    await transition.getByLabel(/Eerste afnamedag/).fill('2027-02-08');
    await transition.getByRole('spinbutton', { name: /Aantal leerlingen in groep 7/ }).fill('30');
    // A sole contact is the contact of both chosen products without a tick.
    await fillContact(form, 1, 'Anna', 'de Vries', anna);
    await submit(form, 'Aanmelden');
    await expectThankYou(form);
    mail = await mailTo(anna);
    link = personalLink(mail);
    await own.close();
  });

  it('its mail says groep 7 for the 30, names each chosen product and no key', () => {
    expect(mail).toMatch(/Aantal leerlingen in groep 7:?\s*30/);
    expect(mail).toMatch(/Verantwoordelijk voor:?\s*Proeftoets 2027 en Aansluiting PO-VO 2027/);
    expect(mail).not.toMatch(KEYS);
  });

  it.each([
    [375, 812],
    [1280, 900],
  ])(
    'at %i px opens with the state, the deadline and the change button, which leads to the form',
    async (width, height) => {
      await page.setViewportSize({ width, height });
      await page.goto(link);
      const summary = page.getByRole('region', { name: /^Aanmelding primair onderwijs: Kindcentrum De Regenboog/ });
      await summary.waitFor();
      expect(await summary.getByText('Aangemeld', { exact: true }).count()).toBe(1);
      expect(await summary.getByText('Wijzigen tot en met').count()).toBe(1);
      // Two weeks before the latest chosen first day (the Aansluiting's 8 February), each product its own.
      expect(await summary.innerText()).toMatch(/Wijzigen tot en met\s+25 januari 2027/);
      expect(await summary.getByText(/30 leerlingen in groep 7/).count()).toBe(1);
      const change = summary.getByRole('link', { name: 'Aanmelding wijzigen' });
      // The summary and its button are in the first screen.
      const box = await change.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const table = page.getByRole('table', { name: 'Wat wij van uw school hebben ontvangen' });
      expect(await table.getByRole('row', { name: 'Aantal leerlingen in groep 7 30' }).count()).toBe(1);
      expect(await table.innerText()).not.toMatch(KEYS);
      expect(await axeViolations(page)).toEqual([]);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/my-registration-${width}.png`, fullPage: false });
      await change.click();
      const heading = page.getByRole('heading', { name: 'Aanmelding wijzigen', exact: true });
      await page.waitForFunction(() => window.location.hash === '#change-title');
      const top = await heading.boundingBox();
      expect(top && top.y >= 0 && top.y < height).toBe(true);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/my-registration-${width}-form.png` });
    },
  );
});

describe('a pre-registration for the Doorstroomtoets 2027', () => {
  it('names 11 januari 2027 on its thank-you page, in its mail and on its page', async () => {
    const lies = address('lies-reading');
    await page.goto('/formulier/doorstroomtoets-2027/vooraanmelding');
    await pickSchool(page, '7908 PB', /De Regenboog/);
    await page.getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ }).fill('24');
    await fillContact(page, 1, 'Lies', 'Bos', lies);
    await submit(page, 'Vooraanmelden');
    await expectThankYou(page);
    // Read as on a phone from here on.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByText(/Rond de aanmelding af tot en met 11 januari 2027/).waitFor();
    expect(await page.getByText(/bekijkt of wijzigt/).count()).toBe(0);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/thank-you-pre-375.png`, fullPage: true });

    const mail = await mailTo(lies);
    expect(mail).toContain('11 januari 2027');
    await page.goto(personalLink(mail));
    const summary = page.getByRole('region', { name: /^Vooraanmelding Doorstroomtoets 2027: De Regenboog/ });
    await summary.waitFor();
    expect(await summary.getByText('Vooraangemeld', { exact: true }).count()).toBe(1);
    expect(await summary.getByText(/nog af te ronden tot en met 11 januari 2027/).count()).toBe(1);
    expect(await page.getByText('Ontvangen', { exact: true }).count()).toBe(0);
    expect(await summary.getByRole('link', { name: 'Rond de aanmelding af' }).count()).toBe(1);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/my-pre-registration-375.png` });
  });
});
