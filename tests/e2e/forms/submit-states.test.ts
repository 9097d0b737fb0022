import type { Browser } from 'playwright-core';
import { baseUrl, axeViolations, launchBrowser } from '../../../test/support/browser/harness';
import { openForm, uniqueEmail } from '../../../test/support/browser/forms';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('submit states against the real server', () => {
  it("shows the server's refusal in its own words (no English 'Error:') and keeps the values", async () => {
    const page = await openForm(browser, '/contactformulier');
    // A malformed XSRF token: the browser echoes it, and the server refuses the post.
    await page.context().addCookies([{ name: 'XSRF-TOKEN', value: 'not-a-token', url: baseUrl() }]);
    const email = uniqueEmail('kees');
    await page.getByLabel('Voornaam').fill('Kees');
    await page.getByLabel('Achternaam').fill('Bakker');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Uw bericht').fill('Een vraag.');
    await page.getByRole('button', { name: 'Versturen' }).click();
    const alert = page.getByRole('alert').filter({ hasText: /\S/ });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/^\S/);
    expect(await alert.textContent()).not.toMatch(/Error/);
    expect(await page.getByLabel('Voornaam').inputValue()).toBe('Kees');
    expect(await page.getByLabel('E-mail').inputValue()).toBe(email);
    expect(await page.getByRole('button', { name: 'Versturen' }).isEnabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('on a 307 with an address clears the form and goes to that page', async () => {
    const page = await openForm(browser, '/contactformulier');
    // Registration forms get this answer from the server; here the contact form stands in for them.
    await page.route('**/api/process-form', (route) =>
      route.fulfill({ status: 307, contentType: 'text/plain', body: '/formulier/bedankt?formulier=contact-form' }),
    );
    await page.getByLabel('Voornaam').fill('Kees');
    await page.getByLabel('Achternaam').fill('Bakker');
    await page.getByLabel('E-mail').fill(uniqueEmail('kees'));
    await page.getByLabel('Uw bericht').fill('Een vraag.');
    await page.getByRole('button', { name: 'Versturen' }).click();
    await page.waitForURL('**/formulier/bedankt?formulier=contact-form');
    // Client-side routing: the address changes first, the page once its chunk has loaded.
    await page.locator('h1', { hasText: 'Bedankt voor uw aanmelding' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goBack();
    await page.getByLabel('Voornaam').waitFor();
    expect(await page.getByLabel('Voornaam').inputValue()).toBe('');
    await page.context().close();
  });

  it("shows 'Bezig met verzenden...' on the disabled button while the server has not answered", async () => {
    const page = await openForm(browser, '/contactformulier');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/process-form', async (route) => {
      await held;
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'Ontvangen.' });
    });
    await page.getByLabel('Voornaam').fill('Kees');
    await page.getByLabel('Achternaam').fill('Bakker');
    await page.getByLabel('E-mail').fill(uniqueEmail('kees'));
    await page.getByLabel('Uw bericht').fill('Een vraag.');
    await page.getByRole('button', { name: 'Versturen' }).click();
    const busy = page.getByRole('button', { name: 'Bezig met verzenden...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await page.getByRole('status').filter({ hasText: 'Ontvangen.' }).waitFor();
    await page.context().close();
  });
});
