import type { Browser, Page } from 'playwright-core';
import { decodeQuotedPrintable, receivedMails } from '../../../test/support/smtp-peer';
import { axeViolations, e2eState, launchBrowser } from '../../../test/support/browser/harness';
import { openForm, uniqueEmail } from '../../../test/support/browser/forms';

/** Double opt-in on the Romanian site, as a subscriber does it: sign up, confirm from the mail, add topics, leave. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Waits for a mail to `to` that links to `path` (and holds `containing`), and returns its decoded text. */
async function mailTo(to: string, path: string, timeoutMs = 20_000, containing = ''): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = receivedMails(e2eState().mailDir)
      .filter((item) => item.to.includes(to))
      .map((item) => decodeQuotedPrintable(item.raw))
      .find((text) => text.includes(`${path}?token=`) && text.includes(containing));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail for ${to} linking to ${path}`);
}

/** The first link in a mail that leads to `path` on the site (with the topics a new sign-up asked for, when it names them). */
function linkIn(text: string, path: string): string {
  const match = new RegExp(
    `https?://[^\\s"<>]*${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_.-]+(?:&onderwerpen=[A-Za-z,]+)?`,
  ).exec(text);
  if (!match) throw new Error(`no ${path} link in the mail`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

/** Fills and sends the Romanian sign-up for `email` with the topics named by their Romanian labels. */
async function signUpOnRo(page: Page, email: string, topics: string[]) {
  const form = page.getByRole('form', { name: 'Abonare la newsletter' });
  await form.getByLabel('Prenume').fill('Ioana');
  await form.getByRole('textbox', { name: /^Nume/ }).fill('Popescu');
  await form.getByLabel('E-mail').fill(email);
  for (const topic of topics) await form.getByRole('checkbox', { name: topic }).check();
  await form.getByRole('checkbox', { name: /Sunt de acord/ }).check();
  await form.getByRole('button', { name: 'Abonare' }).click();
}

it('signs up on /ro/, confirms with the button behind the mailed link, adds topics on "Subiectele dumneavoastră" and unsubscribes from there', async () => {
  const page = await openForm(browser, '/ro/formular/newsletter');
  const email = uniqueEmail('ioana');
  await signUpOnRo(page, email, ['Învățământ primar']);
  await page.getByText('Aproape gata: v-am trimis un e-mail.', { exact: false }).waitFor();

  // The mail is Romanian and links to the Romanian confirmation page; opening it confirms nothing.
  const confirmation = await mailTo(email, '/ro/newsletter/confirmare');
  expect(confirmation).toContain('abonat la newsletterul AMN');
  const confirmLink = linkIn(confirmation, '/ro/newsletter/confirmare');
  await page.goto(confirmLink, { waitUntil: 'networkidle' });
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirm abonarea' }).click();
  await page.getByRole('status').filter({ hasText: 'Abonarea dumneavoastră este confirmată.' }).waitFor();

  // The link pressed again says the subscriber is signed up already, focused (the server sends no second welcome).
  await page.goto(confirmLink, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Confirm abonarea' }).click();
  const already = page.getByRole('status').filter({ hasText: 'Sunteți deja abonat(ă)' });
  await already.waitFor();
  expect(await already.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  // The welcome mail carries the one-click header, and its button opens the topics page.
  const welcome = await mailTo(email, '/ro/newsletter/subiecte');
  expect(welcome).toContain('Abonarea dumneavoastr');
  expect(welcome).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

  // Minutes after confirming, the subscriber signs up again for one more topic: told a mail went, and one does.
  await page.goto('/ro/formular/newsletter', { waitUntil: 'networkidle' });
  await signUpOnRo(page, email, ['Învățământ primar', 'Învățământ profesional și tehnic']);
  await page.getByText('Aproape gata: v-am trimis un e-mail.', { exact: false }).waitFor();
  const topicsMail = await mailTo(email, '/ro/newsletter/subiecte', 20_000, '&onderwerpen=');
  expect(topicsMail).toContain('Subiectele dumneavoastr');
  const topicsLink = linkIn(topicsMail, '/ro/newsletter/subiecte');
  expect(topicsLink).toContain('&onderwerpen=PO,MBO');

  // The page says which address, with the asked topics ticked; saving keeps them.
  await page.goto(topicsLink, { waitUntil: 'networkidle' });
  expect(await page.title()).toContain('Subiectele dumneavoastră');
  await page.getByText(email).waitFor();
  const topics = page.getByRole('group', { name: 'Subiectele dumneavoastră' });
  expect(await topics.getByRole('checkbox', { name: 'Învățământ primar' }).isChecked()).toBe(true);
  expect(await topics.getByRole('checkbox', { name: 'Învățământ profesional și tehnic' }).isChecked()).toBe(true);
  expect(await topics.getByRole('checkbox', { name: 'Învățământ gimnazial și liceal' }).isChecked()).toBe(false);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Salvați subiectele' }).click();
  const saved = page.getByRole('status').filter({ hasText: 'Subiectele dumneavoastră au fost salvate.' });
  await saved.waitFor();
  expect(await saved.evaluate((element) => element === document.activeElement)).toBe(true);
  // Opened again from the welcome mail (no asked topics), the page shows what is stored now.
  await page.goto(linkIn(welcome, '/ro/newsletter/subiecte'), { waitUntil: 'networkidle' });
  await page.getByText(email).waitFor();
  expect(await page.getByRole('checkbox', { name: 'Învățământ profesional și tehnic' }).isChecked()).toBe(true);

  // Leaving is one link away, on the unsubscribe page with the same token.
  await page.getByRole('link', { name: 'Dezabonare de la newsletter' }).click();
  await page.waitForURL(/\/ro\/newsletter\/dezabonare\?token=/);
  const unsubscribeLink = new URL(page.url()).pathname + new URL(page.url()).search;
  await page.getByText(email).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Dezabonați-mă' }).click();
  await page.getByRole('status').filter({ hasText: 'V-ați dezabonat.' }).waitFor();
  // The way back for a mistake leads to the Romanian sign-up.
  expect(await page.getByRole('link', { name: 'Abonați-vă din nou' }).getAttribute('href')).toBe(
    '/ro/formular/newsletter',
  );

  // The unsubscribe raised the subscription's version: the same link now says it was done already.
  await page.goto(unsubscribeLink);
  await page.getByRole('status').filter({ hasText: 'V-ați dezabonat deja.' }).waitFor();
  expect(await page.getByRole('button', { name: 'Dezabonați-mă' }).count()).toBe(0);
  await page.context().close();
});
