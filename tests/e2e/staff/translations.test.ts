import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { codeForStep, stepAt } from '../../../server/staff/totp';
import type { TranslationReport } from '../../../src/domain/translations';
import { staffCli, totpSecretIn } from '../../../test/support/browser/staff';
import { axeViolations, launchBrowser, newContext, serverNow } from '../../../test/support/browser/harness';

const EMAIL = 'vertalingen@amn.nl';
const PASSWORD = 'een ander lang testwachtwoord';
const ROOT = path.resolve(__dirname, '../../..');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('shows staff the translation status of the served build under Vertalingen', async () => {
  // What the build wrote: the workspace must say the same.
  const report = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'build/.translation-status.json'), 'utf8'),
  ) as TranslationReport;
  const output = staffCli(['add', EMAIL, '--totp'], `${PASSWORD}\n`);
  const secret = totpSecretIn(output);
  const context = await newContext(browser, { consent: true });
  const page = await context.newPage();
  await page.goto('/beheer');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Wachtwoord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByLabel('Code').fill(codeForStep(secret, stepAt(serverNow())));
  await page.getByRole('button', { name: 'Inloggen' }).click();

  // The helpdesk's words: how many texts are missing or behind, and each one by its address on the site.
  const panel = page.getByRole('region', { name: 'Vertalingen van de Roemeense site' });
  await panel.waitFor();
  const { ontbreekt, verouderd } = report.totals;
  const toDo = report.entries.filter((entry) => entry.state !== 'actueel');
  if (ontbreekt + verouderd > 0) {
    const list = panel.getByRole('list', { name: 'Wat nog moet gebeuren' });
    // The panel reads the report after it shows: wait for its list.
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(toDo.length);
  }
  // No files, git or commands: those are the editors' (npm run translations).
  expect(await panel.innerText()).not.toMatch(/git diff|npm run|--mark|i18n\/ro/);
  expect(await axeViolations(page)).toEqual([]);
  // No sideways scrolling at 768 px.
  await page.setViewportSize({ width: 768, height: 1000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  // Not part of the public site.
  expect((await page.request.get('/.translation-status.json')).status()).toBe(404);
  await context.close();
});
