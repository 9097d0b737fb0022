/**
 * Issue 58, the form behaviour: the helpdesk request speaks the page's language on the form kit, a
 * visitor whose computer clock is hours fast is not refused, and the finder keeps a name's spaces.
 */
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser, newContext, serverNow } from '../../../test/support/browser/harness';
import { exportedSubmissions, openForm, uniqueEmail } from '../../../test/support/browser/forms';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** What the JSON-schema renderer used to show; none of it may reach a visitor. */
const ENGLISH = /should have|required property|No data|Loading|Error|Are you sure|\bPortal\b/;

async function emptySubmit(page: Page, button: string) {
  // The button is enabled while the form is incomplete (issue 64): a press shows the summary.
  await page.getByRole('button', { name: button }).click();
  const summary = page.getByRole('group', { name: /nu este complet|nog niet compleet/ });
  await summary.waitFor();
  return (await summary.textContent()) ?? '';
}

describe('the helpdesk request on the form kit', () => {
  it('answers an empty submit with a Dutch summary and no English', async () => {
    const page = await openForm(browser, '/help/aanvraag');
    const summary = await emptySubmit(page, 'Versturen');
    for (const message of ['Naam is verplicht', 'E-mail is verplicht', 'Omschrijving is verplicht']) {
      expect(summary).toContain(message);
    }
    expect(await page.locator('main').textContent()).not.toMatch(ENGLISH);
    expect(await page.getByRole('option', { name: 'Portaal' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('a visitor whose computer clock runs three hours fast', () => {
  it('sends the contact form on the first try', async () => {
    const context = await newContext(browser, { consent: true });
    const page = await context.newPage();
    await page.clock.setSystemTime(serverNow() + 3 * 60 * 60_000);
    await page.goto('/contactformulier', { waitUntil: 'networkidle' });
    const form = page.getByRole('form', { name: 'Contactformulier' });
    const email = uniqueEmail('klok');
    await form.getByLabel('Voornaam').fill('Kees');
    await form.getByLabel('Achternaam *', { exact: true }).fill('Bakker');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Uw bericht').fill('Mijn computer loopt drie uur voor.');
    await form.getByRole('button', { name: 'Versturen' }).click();
    const status = form.getByRole('status').filter({ hasText: /\S/ });
    await status.waitFor();
    // A new address: the thanks say to confirm it first.
    expect((await status.textContent())?.trim()).toBe(
      'Bedankt voor uw bericht. We nemen zo snel mogelijk contact met u op. We hebben u eerst een e-mail gestuurd om uw e-mailadres te bevestigen: klik daarin op "Bevestig het adres". Daarna ontvangt u de bevestiging.',
    );
    expect(await form.getByRole('alert').textContent()).toBe('');
    const stored = (await exportedSubmissions('contact-form')).filter((item) => item.values.email === email);
    expect(stored).toHaveLength(1);
    await context.close();
  });
});

describe('the school finder keeps the spaces of a name', () => {
  it.each(['Compositie Almere', 'OBS De Compositie'])('finds OBS De Compositie by %p', async (term) => {
    const context = await newContext(browser, { consent: true });
    const page = await context.newPage();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/school?')) sent.push(new URL(request.url()).searchParams.get('term') ?? '');
    });
    await page.goto('/help/school-zoeken', { waitUntil: 'networkidle' });
    await page.getByRole('searchbox', { name: 'Zoek uw school' }).fill(term);
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await page
      .getByRole('radio', { name: /OBS De Compositie/ })
      .first()
      .waitFor();
    expect(sent).toContain(term);
    await context.close();
  });
});

describe('pages reached without a (valid) link', () => {
  it('/formulier/mijn-aanmelding without a link is the page to request it', async () => {
    const page = await openForm(browser, '/formulier/mijn-aanmelding');
    await page.getByRole('heading', { name: 'Vraag de link naar uw aanmelding aan' }).waitFor();
    expect(await page.getByText('niet (meer) geldig').count()).toBe(0);
    expect(await page.getByRole('searchbox', { name: 'Zoek uw school' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it.each([
    [
      '/nieuwsbrief/afmelden?token=niet.geldig.meer',
      'Wilt u de nieuwsbrief niet meer ontvangen?',
      'Meld u opnieuw aan',
    ],
    [
      '/ro/newsletter/dezabonare?token=niet.geldig.meer',
      'Nu mai doriți să primiți newsletterul?',
      'Abonați-vă din nou',
    ],
  ])('%s: an invalid unsubscribe link says how to unsubscribe anyway', async (path, help, signUp) => {
    // Not 'networkidle': the page prefetches the chunks of the pages it links, which on a busy
    // machine keeps the network going; the alert is what the test waits for.
    const context = await newContext(browser, { consent: true });
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'load' });
    const alert = page.getByRole('alert').filter({ hasText: help });
    await alert.waitFor();
    expect(await alert.textContent()).not.toContain(signUp);
    await page.context().close();
  });
});
