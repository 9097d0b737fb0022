/**
 * A form page on a day its built HTML holds for: the page loads without the form's code, and the
 * form comes alive on first use with what was typed kept, then is sent and stored as ever.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, setDay } from '../../../test/support/browser/harness';
import { exportedSubmissions, uniqueEmail } from '../../../test/support/browser/forms';

/** The day the site under test was built for (the registration-rounds plugin's global data). */
function buildDay(): string {
  const file = path.resolve(__dirname, '../../../.docusaurus/globalData.json');
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { default?: { buildDay?: string } }>;
  const day = data['registration-rounds']?.default?.buildDay;
  if (!day) throw new Error('The build names no build day');
  return day;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('loads the contact form’s code on first use, keeps what was typed, and sends it', async () => {
  const context = await newContext(browser, { consent: true });
  await setDay(context, buildDay());
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/contactformulier', { waitUntil: 'networkidle' });
  const loadedWithPage = scripts.length;

  const firstName = page.getByLabel('Voornaam');
  await firstName.click();
  await page.keyboard.type('Anna');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(loadedWithPage);
  expect(await firstName.inputValue()).toBe('Anna');
  expect(await firstName.evaluate((element) => element === document.activeElement)).toBe(true);

  const email = uniqueEmail('anna.on-use');
  await page.getByLabel('Achternaam').fill('de Vries');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Uw bericht').fill('Kunnen we de rapporten ook op papier krijgen?');
  await page.getByRole('button', { name: 'Versturen' }).click();
  await page.getByRole('status').filter({ hasText: /\S/ }).waitFor();

  const stored = (await exportedSubmissions('contact-form')).filter((item) => item.values.email === email);
  expect(stored).toHaveLength(1);
  expect(stored[0].values).toMatchObject({ first_name: 'Anna', last_name: 'de Vries' });
  await context.close();
});
