import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser, newContext, serverNow } from '../../../test/support/browser/harness';
import { exportedSubmissions, uniqueEmail } from '../../../test/support/browser/forms';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const DAY = 24 * 60 * 60_000;

/**
 * A form page in a browser whose clock runs a day ahead of the server's, and that cannot learn the
 * server's time before it submits (a proxy strips the Date of the HEAD answer the form asks it with).
 */
async function openWithClockAhead(path: string): Promise<Page> {
  const context = await newContext(browser, { consent: true });
  const page = await context.newPage();
  await page.route('**/api/csrf', (route) =>
    route.request().method() === 'HEAD' ? route.fulfill({ status: 200, headers: {} }) : route.continue(),
  );
  await page.clock.setSystemTime(serverNow() + DAY);
  await page.goto(path, { waitUntil: 'networkidle' });
  return page;
}

describe('a form whose start time the server cannot accept', () => {
  it.each([
    {
      path: '/contactformulier',
      form: 'Contactformulier',
      labels: { first: 'Voornaam', last: 'Achternaam *', message: 'Uw bericht', send: 'Versturen' },
      refusal: 'Dit formulier stond te lang open. Vernieuw de pagina; wat u invulde, blijft staan.',
      // A new address: the thanks say to confirm it first.
      thanks:
        'Bedankt voor uw bericht. We nemen zo snel mogelijk contact met u op. We hebben u eerst een e-mail gestuurd om uw e-mailadres te bevestigen: klik daarin op "Bevestig het adres". Daarna ontvangt u de bevestiging.',
    },
    {
      path: '/ro/contactformulier',
      form: 'Formular de contact',
      labels: { first: 'Prenume', last: 'Nume *', message: 'Mesajul dumneavoastră', send: 'Trimiteți' },
      refusal: /^Acest formular a stat deschis prea mult timp\. Reîncărcați pagina; ce ați completat rămâne păstrat\.$/,
      thanks:
        'Vă mulțumim pentru mesaj. Vă vom contacta cât mai curând posibil. V-am trimis mai întâi un e-mail pentru a vă confirma adresa: apăsați în el pe „Confirmați adresa”. După aceea primiți confirmarea.',
    },
  ])('on $path: says so visibly, keeps the values over the reload, then sends', async (site) => {
    const page = await openWithClockAhead(site.path);
    const form = page.getByRole('form', { name: site.form });
    const email = uniqueEmail('laat');
    await form.getByLabel(site.labels.first).fill('Kees');
    await form.getByLabel(site.labels.last, { exact: true }).fill('Bakker');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel(site.labels.message).fill('Gisteravond begonnen, vanochtend verstuurd.');
    await form.getByRole('button', { name: site.labels.send }).click();

    const alert = form.getByRole('alert').filter({ hasText: /\S/ });
    await alert.waitFor();
    if (typeof site.refusal === 'string') expect(await alert.textContent()).toBe(site.refusal);
    else expect(await alert.textContent()).toMatch(site.refusal);
    expect(await form.getByLabel('E-mail').inputValue()).toBe(email);
    expect(await exportedSubmissions('contact-form')).not.toContainEqual(
      expect.objectContaining({ values: expect.objectContaining({ email }) }),
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.reload({ waitUntil: 'networkidle' });
    const again = page.getByRole('form', { name: site.form });
    await again
      .getByLabel('E-mail')
      .and(page.locator(`[value="${email}"]`))
      .waitFor();
    expect(await again.getByLabel(site.labels.first).inputValue()).toBe('Kees');
    expect(await again.getByLabel(site.labels.message).inputValue()).toBe(
      'Gisteravond begonnen, vanochtend verstuurd.',
    );
    await again.getByRole('button', { name: site.labels.send }).click();
    const status = again.getByRole('status').filter({ hasText: /\S/ });
    await status.waitFor();
    expect((await status.textContent())?.trim()).toBe(site.thanks);

    const stored = (await exportedSubmissions('contact-form')).filter((item) => item.values.email === email);
    expect(stored).toHaveLength(1);
    await page.context().close();
  });
});
