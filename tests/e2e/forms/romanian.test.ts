import type { Browser } from 'playwright-core';
import { axeViolations, launchBrowser } from '../../../test/support/browser/harness';
import { openForm } from '../../../test/support/browser/forms';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('the Romanian site shows the contact form in Romanian, without accessibility violations', async () => {
  const page = await openForm(browser, '/ro/contact');
  await page.getByLabel('Prenume').waitFor();
  await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor();
  await page.waitForFunction(() => document.title === 'Contact - AMN');
  // Never shut: the button can be pressed while the form is empty.
  expect(await page.getByRole('button', { name: 'Trimiteți' }).isEnabled()).toBe(true);
  expect(await page.getByLabel('Mesajul dumneavoastră').count()).toBe(1);
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();
});
