/**
 * A school registering in one sitting, with an address nobody has proven yet: the form, the
 * thank-you page that says what to click, the neutral mail (nothing the visitor typed in it), the
 * click on its page, then the full confirmation with the personal link, and the school's own page.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, launchBrowser, newContext, waitForHydration } from '../../../test/support/browser/harness';
import {
  expectThankYou,
  fillContact,
  mailTo,
  personalLink,
  pickSchool,
  PROOF_SUBJECTS,
  proofTokenIn,
  submit,
} from '../../../test/support/browser/registrations';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, { consent: true });
  page = await context.newPage();
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

it('form, neutral mail, click, full confirmation, its page', async () => {
  // An address on the school's own domain (DUO's INTERNETADRES), unique to this run.
  const director = `directie.${Date.now().toString(36)}@cbsdezonnewijzersiddeburen.nl`;
  await page.goto('/formulier/doorstroomtoets-2027/vooraanmelding');
  await pickSchool(page, '9628 CL', /De Zonnewijzer/);
  await page.getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ }).fill('19');
  await fillContact(page, 1, 'Wieke', 'Mulder', director);
  await submit(page, 'Vooraanmelden');
  await expectThankYou(page);
  const told = page.getByRole('status').filter({ hasText: 'Bevestig eerst uw e-mailadres' });
  await told.waitFor();
  expect(await told.innerText()).toContain(director);
  expect(await told.innerText()).toContain('Bevestig het adres');
  expect(await axeViolations(page)).toEqual([]);

  // The neutral mail: our words and DUO's school name, nothing the visitor typed.
  const proof = await mailTo(director, 20_000, PROOF_SUBJECTS[0]);
  expect(proof).toContain('Basisschool De Zonnewijzer');
  expect(proof).not.toContain('Wieke');
  expect(proof).not.toContain('Mulder');
  expect(proof).not.toMatch(/mijn-aanmelding\?token=/);
  const token = proofTokenIn(proof);
  expect(token).not.toBeNull();

  // The click: the page behind the link proves nothing until its button is pressed.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/formulier/adres-bevestigen?token=${encodeURIComponent(token!)}`);
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Bevestig het adres' }).click();
  await page.getByText(/Uw e-mailadres is bevestigd\. De bevestiging van de aanmelding/).waitFor();

  // Now the full confirmation with the personal link, and the school's page behind it.
  const confirmation = await mailTo(director, 20_000, 'Wieke');
  expect(confirmation).toMatch(/\/formulier\/mijn-aanmelding\?token=/);
  await page.goto(personalLink(confirmation));
  const summary = page.getByRole('region', {
    name: /^Vooraanmelding Doorstroomtoets 2027: Basisschool De Zonnewijzer/,
  });
  await summary.waitFor();
  expect(await summary.getByText('Vooraangemeld', { exact: true }).count()).toBe(1);
});
