/**
 * A colleague's registration of the same school joins the pre-registration (issue 64): Ellen
 * pre-registers Basisschool Michiel de Ruyter from the school's own domain and proves her mailbox;
 * her colleague Karin opens the registration form, picks the same school, is told it is
 * pre-registered (by @mderuyter.nl) and that sending the form adds her to it; she sends it, gets her
 * own confirmation with her link, Ellen is told, and Ellen's "Rond de aanmelding af" still works.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, launchBrowser, newContext, waitForHydration } from '../../../test/support/browser/harness';
import {
  expectThankYou,
  fillContact,
  mailTo,
  personalLink,
  pickSchool,
  submit,
} from '../../../test/support/browser/registrations';

const run = Date.now().toString(36);
const ELLEN = `ellen.${run}@mderuyter.nl`;
const KARIN = `karin.${run}@mderuyter.nl`;
const SCHOOL = { postcode: '6542 VJ', name: /Basisschool Michiel de Ruyter/ };

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

it("a colleague's registration of the same school joins the pre-registration", async () => {
  // Ellen pre-registers; reading her mail confirms her mailbox, as she would.
  await page.goto('/formulier/doorstroomtoets-2027/vooraanmelding');
  await pickSchool(page, SCHOOL.postcode, SCHOOL.name);
  await page.getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ }).fill('26');
  await fillContact(page, 1, 'Ellen', 'de Boer', ELLEN);
  await submit(page, 'Vooraanmelden');
  await expectThankYou(page);
  const ellensLink = personalLink(await mailTo(ELLEN, 20_000, 'Ellen'));

  // Karin opens the registration form at 375 px and picks the same school.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/formulier/doorstroomtoets-2027/aanmelding');
  await pickSchool(page, SCHOOL.postcode, SCHOOL.name);
  const notice = page.getByRole('status').filter({ hasText: 'Deze school is al vooraangemeld' });
  await notice.waitFor();
  expect(await notice.innerText()).toContain('@mderuyter.nl');
  expect(await notice.innerText()).toContain('Dan wordt u contactpersoon van die vooraanmelding');
  expect(await page.getByRole('heading', { name: 'Deze school is al aangemeld' }).count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel(/Eerste afnamedag/).fill('2027-02-01');
  await page.getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ }).fill('26');
  await page.getByRole('radio', { name: 'Ja' }).check();
  await fillContact(page, 1, 'Karin', 'Visser', KARIN);
  await submit(page, 'Aanmelden');
  await page.getByText('Wij hebben u als contactpersoon aan die vooraanmelding toegevoegd', { exact: false }).waitFor();

  // Karin's own confirmation (after her proof click) leads to the one registration, both contacts on it.
  const karinsLink = personalLink(await mailTo(KARIN, 20_000, 'Karin'));
  await page.goto(karinsLink);
  await waitForHydration(page);
  const summary = page.getByRole('region', {
    name: /^Vooraanmelding Doorstroomtoets 2027: Basisschool Michiel de Ruyter/,
  });
  await summary.waitFor();
  const all = page.getByRole('table', { name: 'Wat wij van uw school hebben ontvangen' });
  expect(await all.innerText()).toContain(ELLEN);
  expect(await all.innerText()).toContain(KARIN);
  // Ellen is told a contact was added.
  expect(await mailTo(ELLEN, 20_000, 'Karin')).toContain('Karin');

  // Ellen's "Rond de aanmelding af" still completes the one registration.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(ellensLink);
  await page.getByRole('link', { name: 'Rond de aanmelding af' }).click();
  await page.getByRole('radio', { name: SCHOOL.name }).waitFor();
  await page.getByLabel(/Eerste afnamedag/).fill('2027-02-01');
  await page.getByRole('radio', { name: 'Ja' }).check();
  await submit(page, 'Aanmelden');
  await expectThankYou(page);
});
