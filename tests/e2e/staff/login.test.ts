import type { Browser } from 'playwright-core';
import { codeForStep, stepAt } from '../../../server/staff/totp';
import { staffCli, totpSecretIn } from '../../../test/support/browser/staff';
import { axeViolations, launchBrowser, newContext, serverNow } from '../../../test/support/browser/harness';

const EMAIL = 'medewerker@amn.nl';
const PASSWORD = 'een heel lang testwachtwoord';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('staff login at /beheer', () => {
  it('logs in with password and TOTP, sets a strict HttpOnly cookie, logs out, and back shows the login', async () => {
    const output = staffCli(['add', EMAIL, '--totp'], `${PASSWORD}\n`);
    const secret = totpSecretIn(output);

    const context = await newContext(browser, { consent: true });
    const page = await context.newPage();
    const response = await page.goto('/beheer');
    expect(response?.headers()['cache-control']).toBe('no-store');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);

    await page.getByLabel('Wachtwoord').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // A forgotten password: the page says whom to ask.
    await page.getByText('Wachtwoord vergeten?').click();
    await page.getByText(/Vraag de beheerder van deze werkplek/).waitFor();
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('Wachtwoord').fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    // The second step names the authenticator app; a code pasted with spaces around and inside works.
    await page.getByRole('textbox', { name: 'Code van 6 cijfers uit uw authenticator-app' }).waitFor();
    await page.getByText(/Open de authenticator-app op uw telefoon/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const code = codeForStep(secret, stepAt(serverNow()));
    await page.getByLabel('Code').fill(` ${code.slice(0, 3)} ${code.slice(3)} `);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByText(`Ingelogd als ${EMAIL}`).waitFor();

    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'amn_staff');
    expect(cookie).toEqual(expect.objectContaining({ httpOnly: true, sameSite: 'Strict', path: '/' }));
    expect(cookie?.expires).toBe(-1);

    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await page.waitForURL(/\/beheer\?uitgelogd$/);
    await page.getByRole('heading', { name: 'U bent uitgelogd' }).waitFor();
    await page.getByLabel('Wachtwoord').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect((await context.cookies()).some((candidate) => candidate.name === 'amn_staff')).toBe(false);

    // Back to the page that was logged in: it is loaded again (no-store) and asks for the login.
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe('/beheer');
    expect(new URL(page.url()).search).toBe('');
    await page.getByLabel('Wachtwoord').waitFor();
    expect(await page.getByText('Ingelogd als').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Uitloggen' }).count()).toBe(0);
    await context.close();

    expect(staffCli(['audit'])).toMatch(new RegExp(`${EMAIL}\\tlogin\\t[\\s\\S]*${EMAIL}\\tlogout`));
  });

  it('sets up the second factor only through the one-time link `npm run staff` prints', async () => {
    const email = 'nieuw.medewerker@amn.nl';
    const output = staffCli(['add', email], `${PASSWORD}\n`);
    const printed = /https?:\/\/\S+\/beheer\?instellen=[A-Za-z0-9_-]{43}/.exec(output)?.[0];
    expect(printed).toBeDefined();
    const link = new URL(printed!);

    const context = await newContext(browser, { consent: true });
    const page = await context.newPage();
    // The password alone logs in nothing and sets up nothing.
    await page.goto('/beheer');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Wachtwoord').fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByRole('alert').filter({ hasText: 'de tweede stap nog niet ingesteld' }).waitFor();
    expect(await page.getByRole('img', { name: /QR-code/ }).count()).toBe(0);

    await page.goto(`${link.pathname}${link.search}`);
    const form = page.getByRole('form', { name: 'Tweede stap instellen' });
    await form.getByRole('img', { name: 'QR-code voor de authenticator-app' }).waitFor();
    // The token leaves the address bar at once.
    expect(new URL(page.url()).search).toBe('');
    expect(await axeViolations(page)).toEqual([]);
    const secret = (await form.locator('code').innerText()).trim();
    await form.getByLabel('Wachtwoord').fill(PASSWORD);
    await form.getByLabel('Code').fill(codeForStep(secret, stepAt(serverNow())));
    await form.getByRole('button', { name: 'Tweede stap instellen' }).click();
    await page.getByRole('status').filter({ hasText: 'De tweede stap is ingesteld.' }).waitFor();

    // Logged in with the next code: the one that confirmed the set-up was used.
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Wachtwoord').fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByLabel('Code').fill(codeForStep(secret, stepAt(serverNow()) + 1));
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByText(`Ingelogd als ${email}`).waitFor();

    // The link is spent.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('alert').filter({ hasText: 'niet (meer) geldig' }).waitFor();
    await context.close();
    expect(staffCli(['audit'])).toMatch(new RegExp(`${email}\\ttotp-enrolled`));
  });
});
