import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser } from '../../../test/support/browser/harness';
import { exportedSubmissions, openForm, uniqueEmail } from '../../../test/support/browser/forms';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Sends the form and waits for the server's answer in the status line; returns it. */
async function send(page: Page, button = 'Versturen'): Promise<string> {
  await page.getByRole('button', { name: button }).click();
  const status = page.getByRole('status').filter({ hasText: /\S/ });
  await status.waitFor();
  return (await status.textContent())!.trim();
}

async function findExported(type: string, email: string) {
  const found = (await exportedSubmissions(type)).filter((submission) => submission.values.email === email);
  expect(found).toHaveLength(1);
  return found[0].values;
}

describe('each form is sent and lands in the staff export', () => {
  it('contact form', async () => {
    const page = await openForm(browser, '/contactformulier');
    expect(await page.locator('h1').textContent()).toBe('Contactformulier');
    expect(await axeViolations(page)).toEqual([]);
    const email = uniqueEmail('anna');
    await page.getByLabel('Voornaam').fill('Anna');
    await page.getByLabel('Achternaam').fill('de Vries');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Uw bericht').fill('Wanneer komen de rapporten van de Doorstroomtoets?');
    expect(await send(page)).not.toBe('');
    expect(await page.getByLabel('Voornaam').inputValue()).toBe('');
    expect(await axeViolations(page)).toEqual([]);
    expect(await findExported('contact-form', email)).toMatchObject({
      type: 'contact-form',
      first_name: 'Anna',
      last_name: 'de Vries',
      message: 'Wanneer komen de rapporten van de Doorstroomtoets?',
    });
    await page.context().close();
  });

  it('newsletter', async () => {
    const page = await openForm(browser, '/formulier/nieuwsbrief');
    expect(await axeViolations(page)).toEqual([]);
    const email = uniqueEmail('jo');
    await page.getByLabel('Voornaam *').fill('Jo');
    await page.getByLabel('Achternaam *').fill('Li');
    await page.getByLabel('E-mail *').fill(email);
    await page.getByRole('checkbox', { name: 'Voortgezet onderwijs' }).check();
    const send_ = page.getByRole('button', { name: 'Aanmelden' });
    // Never shut: the button can be pressed before the consent is ticked (the summary then says why).
    expect(await send_.isEnabled()).toBe(true);
    await page.getByLabel('Ik ga akkoord met de algemene voorwaarden en privacyverklaring *').check();
    expect(await send(page, 'Aanmelden')).not.toBe('');
    expect(await findExported('newsletter', email)).toMatchObject({
      first_name: 'Jo',
      last_name: 'Li',
      PO: false,
      VO: true,
      akkoord: true,
    });
    await page.context().close();
  });

  it('training sign-up, prefilled from ?training= and ?datum=', async () => {
    const page = await openForm(browser, '/trainingen/aanmelden?training=Casusbespreking&datum=2026-11-12');
    expect(await page.getByRole('combobox', { name: 'Training' }).inputValue()).toBe('Casusbespreking');
    expect(await page.getByLabel('Datum van de training').inputValue()).toBe('2026-11-12');
    expect(await page.getByText('12 november 2026').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    const email = uniqueEmail('sanne');
    await page.getByLabel('School- of bedrijfsnaam').fill('OBS De Klimop');
    await page.getByLabel('Voornaam').fill('Sanne');
    await page.getByLabel('Achternaam').fill('Dam');
    await page.getByLabel('E-mail').fill(email);
    expect(await send(page, 'Aanmelden')).not.toBe('');
    expect(await findExported('training', email)).toMatchObject({
      training_name: 'Casusbespreking',
      training_date: '2026-11-12',
      school_bedrijfsnaam: 'OBS De Klimop',
      product_updates_ontvangen: true,
    });
    await page.context().close();
  });

  it('helpdesk request, on the form kit, sent to /api/send', async () => {
    const page = await openForm(browser, '/help/aanvraag');
    await page.getByLabel('Naam *').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const email = uniqueEmail('piet');
    await page.getByLabel('Naam *').fill('Piet Jansen');
    await page.getByLabel('E-mail *').fill(email);
    await page.getByLabel('School of bedrijf *').fill('CBS De Regenboog');
    await page.getByRole('combobox', { name: 'Waar gaat uw aanvraag over?' }).selectOption('Storing');
    await page.getByRole('combobox', { name: 'Product' }).selectOption('Doorstroomtoets');
    await page.getByLabel('Omschrijving *').fill('Leerlingen kunnen niet inloggen.');
    await page.getByRole('button', { name: '+ Een stap toevoegen' }).click();
    await page.keyboard.type('Open de toets op een Chromebook');
    await page.getByRole('button', { name: '+ Nog een stap toevoegen' }).click();
    await page.getByRole('button', { name: 'Stap 2 verwijderen' }).click();
    expect(await page.getByRole('textbox', { name: /^Stap \d/ }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(await send(page)).not.toBe('');
    expect(await findExported('helpdesk-request', email)).toMatchObject({
      name: 'Piet Jansen',
      category: 'Storing',
      product: 'Doorstroomtoets',
      steps: [{ description: 'Open de toets op een Chromebook' }],
    });
    await page.context().close();
  });
});
