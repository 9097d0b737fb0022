import type { Browser, Response } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../../../test/support/browser/harness';
import { exportedSubmissions, openForm, uniqueEmail } from '../../../test/support/browser/forms';

/**
 * Pages a CDN may cache: no HTML answer sets a cookie, so the contact form has no XSRF cookie when
 * it is opened and posts with the token it fetched from /api/csrf.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('no page sets a cookie; the contact form posts with the token from /api/csrf', async () => {
  const page = await openForm(browser, '/contactformulier');
  const htmlAnswers: Response[] = [];
  page.on('response', (response) => {
    if ((response.headers()['content-type'] ?? '').startsWith('text/html')) htmlAnswers.push(response);
  });
  for (const path of ['/', '/ro/', '/bestaat-niet', '/ro/contact', '/contactformulier']) {
    await page.goto(path, { waitUntil: 'load' });
  }
  await waitForHydration(page);
  expect(htmlAnswers.length).toBeGreaterThanOrEqual(5);
  for (const answer of htmlAnswers) expect(await answer.headerValue('set-cookie')).toBeNull();
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).not.toContain('XSRF-TOKEN');

  const csrfAsked = page.waitForRequest((request) => request.url().endsWith('/api/csrf'));
  const posted = page.waitForRequest((request) => request.url().endsWith('/api/process-form'));
  const email = uniqueEmail('cdn');
  await page.getByLabel('Voornaam').fill('Noor');
  await page.getByLabel('Achternaam').fill('Jansen');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Uw bericht').fill('Mag deze pagina uit een cache komen?');
  await page.getByRole('button', { name: 'Versturen' }).click();
  await csrfAsked;
  const sent = await posted;
  await page.getByRole('status').filter({ hasText: /\S/ }).waitFor();
  // The token /api/csrf set as the cookie is the one the form echoed.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(sent.headers()['x-xsrf-token']).toBe(token);
  const stored = (await exportedSubmissions('contact-form')).filter((submission) => submission.values.email === email);
  expect(stored).toHaveLength(1);
  await page.context().close();
});
