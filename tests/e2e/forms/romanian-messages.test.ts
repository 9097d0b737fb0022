import type { Browser } from 'playwright-core';
import { axeViolations, launchBrowser } from '../../../test/support/browser/harness';
import { exportedSubmissions, openForm, uniqueEmail } from '../../../test/support/browser/forms';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Nothing the Dutch schemas say may reach the Romanian visitor. */
const DUTCH = /verplicht|geen geldig|minimaal|tekens|Bedankt|Bezig met verzenden/;

it('the Romanian contact form refuses a bad e-mail and a one-letter name in Romanian, then sends', async () => {
  const page = await openForm(browser, '/ro/contact');
  const form = page.getByRole('form', { name: 'Formular de contact' });
  await form.getByLabel('Prenume').fill('I');
  await form.getByLabel('Prenume').press('Tab');
  await form.getByText('Câmpul „Prenume” trebuie să aibă cel puțin 2 caractere.').waitFor();
  const email = uniqueEmail('ioana');
  await form.getByLabel('E-mail').fill('ioana@');
  await form.getByLabel('E-mail').press('Tab');
  await form.getByText('Câmpul „E-mail” nu conține o adresă de e-mail validă.').waitFor();
  // Never shut: the button stays enabled while a field is wrong.
  expect(await form.getByRole('button', { name: 'Trimiteți' }).isEnabled()).toBe(true);
  expect(await form.textContent()).not.toMatch(DUTCH);
  expect(await axeViolations(page)).toEqual([]);

  await form.getByLabel('Prenume').fill('Ioana');
  await form.getByLabel('Nume *', { exact: true }).fill('Popescu');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Mesajul dumneavoastră').fill('Bună ziua, când primim rapoartele testelor?');
  expect(await form.getByText(/Câmpul/).count()).toBe(0);
  await form.getByRole('button', { name: 'Trimiteți' }).click();
  const status = form.getByRole('status').filter({ hasText: /\S/ });
  await status.waitFor();
  // A new address: the thanks say, in Romanian, to confirm it first.
  expect((await status.textContent())?.trim()).toBe(
    'Vă mulțumim pentru mesaj. Vă vom contacta cât mai curând posibil. V-am trimis mai întâi un e-mail pentru a vă confirma adresa: apăsați în el pe „Confirmați adresa”. După aceea primiți confirmarea.',
  );
  expect(await form.getByLabel('Prenume').inputValue()).toBe('');

  const stored = (await exportedSubmissions('contact-form')).filter((item) => item.values.email === email);
  expect(stored).toHaveLength(1);
  expect(stored[0].values).toMatchObject({
    first_name: 'Ioana',
    last_name: 'Popescu',
    message: 'Bună ziua, când primim rapoartele testelor?',
  });
  await page.context().close();
});

it('the Romanian newsletter form names a bad e-mail and the missing consent in Romanian', async () => {
  const page = await openForm(browser, '/ro/formular/newsletter');
  const form = page.getByRole('form', { name: 'Abonare la newsletter' });
  await form.getByLabel('E-mail').fill('ioana.popescu');
  await form.getByLabel('E-mail').press('Tab');
  await form.getByText('Câmpul „E-mail” nu conține o adresă de e-mail validă.').waitFor();
  const consent = form.getByRole('checkbox', { name: /Sunt de acord/ });
  // Left unticked: focus it and move on, as a visitor tabbing through the form does.
  await consent.focus();
  await form.getByLabel('E-mail').focus();
  await form
    .getByText('Trebuie să fiți de acord cu termenii și condițiile și cu politica de confidențialitate.')
    .waitFor();
  expect(await form.textContent()).not.toMatch(DUTCH);
  await page.context().close();
});
