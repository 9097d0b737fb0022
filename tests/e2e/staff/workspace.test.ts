import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { codeForStep, stepAt } from '../../../server/staff/totp';
import { school, validValues } from '../../../server/test-support/payloads';
import { staffCli } from './helpers';
import { axeViolations, e2eState, launchBrowser, newContext, serverNow } from '../harness';
import { mailTo } from '../registrations/helpers';

const EMAIL = 'balie@amn.nl';
const PASSWORD = 'een ander lang testwachtwoord';
const FINAL = 'doorstroomtoets-registration-2027';

/** The test server's store, for what the browser cannot cause: a mail that failed for good. */
function markHelpdeskMailFailed(submissionName: string) {
  const db = new Database(path.join(e2eState().dataDir, 'amn.sqlite'));
  try {
    db.prepare(
      `UPDATE outbox SET sent_at = NULL, failed_at = ?, attempts = 8, last_error = '550 mailbox unavailable'
       WHERE template = 'helpdesk-notice' AND submission_id IN (SELECT id FROM submissions WHERE search_text LIKE ?)`,
    ).run(new Date().toISOString(), `%${submissionName.toLowerCase()}%`);
  } finally {
    db.close();
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Registers a school through the API as its form would (a unique name; a BRIN no index knows). */
async function register(page: Page, name: string, contactEmail: string) {
  // Pages set no cookie: the token comes from /api/csrf, as the forms get it.
  const { token: xsrf } = (await (await page.request.get('/api/csrf')).json()) as { token: string };
  const values = validValues(FINAL) as { contacts: Record<string, unknown>[] };
  const body = {
    type: FINAL,
    ...values,
    school: school({
      naam: name,
      instellingscode: `Z${crypto.randomBytes(2).toString('hex').slice(0, 3).toUpperCase()}`,
    }),
    contacts: [{ ...values.contacts[0], email: contactEmail }],
    website: '',
    form_started_at: serverNow() - 60_000,
  };
  const response = await page.request.post('/api/process-form', {
    data: body,
    headers: { 'X-XSRF-TOKEN': xsrf, Origin: e2eState().baseUrl },
  });
  expect(response.status()).toBe(307);
}

async function logIn(page: Page, secret: string) {
  await page.goto('/beheer');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Wachtwoord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByLabel('Code').fill(codeForStep(secret, stepAt(serverNow())));
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByText(`Ingelogd als ${EMAIL}`).waitFor();
}

describe('the staff workspace at /beheer', () => {
  it('finds a registration by school, handles it, notes, changes it for the school, exports it and retries a failed mail', async () => {
    const secret = /otpauth:\/\/totp\/[^?]+\?secret=([A-Z2-7]+)/.exec(
      staffCli(['add', EMAIL, '--totp'], `${PASSWORD}\n`),
    )?.[1];
    const name = `Basisschool Het Baken ${crypto.randomBytes(3).toString('hex')}`;
    const contactEmail = `baken.${crypto.randomBytes(3).toString('hex')}@school.example`;
    const context = await newContext(browser, { consent: true });
    const page = await context.newPage();
    await register(page, name, contactEmail);
    await mailTo(contactEmail);
    await logIn(page, secret!);

    // Find it by the school's name.
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill(name);
    await page.getByRole('button', { name: 'Filteren' }).click();
    // By keyboard: the school's name opens it, and focus moves to what opened.
    await page.getByRole('button', { name }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /Aanmelding Doorstroomtoets 2027/ }).waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'detail');
    expect(await page.getByRole('rowheader', { name: 'Aantal leerlingen in groep 8' }).count()).toBe(1);
    expect(await page.content()).not.toContain('token=');
    expect(await axeViolations(page)).toEqual([]);

    // Handled, with a note.
    await page.getByRole('article').getByLabel('Status', { exact: true }).selectOption('afgehandeld');
    await page.getByText('De status is opgeslagen.').waitFor();
    await page.getByLabel('Notitie').fill('School belde: het zijn 31 leerlingen.');
    await page.getByRole('button', { name: 'Notitie toevoegen' }).click();
    await page.getByText('School belde: het zijn 31 leerlingen.').waitFor();
    expect(await page.getByText(`${EMAIL} ·`).count()).toBeGreaterThan(0);

    // The pupil count changed for the school on the phone.
    await page.getByRole('button', { name: 'Aanmelding wijzigen' }).click();
    await page.getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ }).fill('31');
    await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
    await page.getByText('De wijziging is opgeslagen.', { exact: false }).waitFor();
    await page.getByText('Doorstroomtoets: Aantal leerlingen in groep 8: 42 → 31').waitFor();
    expect(await mailTo(contactEmail, 20_000, 'heeft de aanmelding gewijzigd')).toContain(
      'De helpdesk van AMN heeft de aanmelding gewijzigd.',
    );

    // The filtered view as CSV: the row is there, handled.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exporteer CSV' }).click(),
    ]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${name}"`);
    expect(lines[1]).toContain('"31"');
    expect(lines[1]).toMatch(/"gewijzigd","1","afgehandeld"$/);

    // A failed mail, sent again from the list of failed mails.
    markHelpdeskMailFailed(name);
    await page.reload();
    await page.getByRole('heading', { name: 'Mislukte mails' }).waitFor();
    const failed = page.getByRole('table', { name: 'Mails die na alle pogingen niet zijn aangekomen' });
    await failed.getByText('550 mailbox unavailable').waitFor();
    await failed.getByRole('button', { name: 'Opnieuw versturen' }).first().click();
    await page.getByText('De mail wordt opnieuw verstuurd.').waitFor();
    await page.getByText('550 mailbox unavailable').waitFor({ state: 'detached' });
    expect(await axeViolations(page)).toEqual([]);

    // No sideways scrolling at 768 px.
    await page.setViewportSize({ width: 768, height: 1000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);

    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await page.waitForURL(/\/beheer\?uitgelogd$/);
    expect(staffCli(['audit'])).toMatch(
      /balie@amn\.nl\tdetail-view[\s\S]*status-change[\s\S]*note[\s\S]*registration-change[\s\S]*export[\s\S]*mail-retry/,
    );
    await context.close();
  });
});
