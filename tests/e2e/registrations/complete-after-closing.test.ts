/**
 * Pre-register on 15 October, complete on 7 December from the mail's link (issue 64): the server
 * runs on 15 October, then again on 7 December on the same data folder (its SQLite file and signing
 * key), and the browser's clock follows it. The link the mail and the school's page give opens the
 * final form with the first test day, saying "tot en met 11 januari 2027", and completes the
 * pre-registration; no page sends the school back in a circle.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { offsetForDay } from '../../../server/clock';
import { freePort } from '../../../test/support/free-port';
import { startServerProcess, type ServerProcess } from '../../../test/support/server-process';
import { SmtpPeer, decodeQuotedPrintable, receivedMails } from '../../../test/support/smtp-peer';
import { axeViolations, launchBrowser, setDay, waitForHydration } from '../../../test/support/browser/harness';
import { E2E_MIN_FILL_TIME_MS } from '../../../test/support/browser/state';
import { fillContact, pickSchool, proofTokenIn, submit } from '../../../test/support/browser/registrations';

const ELLEN = `ellen.${Date.now().toString(36)}@mderuyter.nl`;

// Two server starts and a form on each.
jest.setTimeout(180_000);

let browser: Browser;
let smtp: SmtpPeer;
let dataDir: string;
let mailDir: string;

beforeAll(async () => {
  browser = await launchBrowser();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amn-complete-late-'));
  mailDir = path.join(dataDir, 'smtp-received');
  smtp = await new SmtpPeer({ saveTo: mailDir }).start();
});
afterAll(async () => {
  await browser.close();
  await smtp.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The server on `day`, on this test's data folder, and a browser context whose clock shows the same day. */
async function on(day: string): Promise<{ server: ServerProcess; context: BrowserContext; page: Page }> {
  const port = await freePort();
  const offset = offsetForDay(day);
  const server = await startServerProcess({
    port,
    logFile: path.join(dataDir, `server-${day}.log`),
    env: {
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      TODAY: day,
      SMTP_URL: smtp.url,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      MIN_FILL_TIME_MS: String(E2E_MIN_FILL_TIME_MS),
    },
  });
  const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'nl-NL', bypassCSP: true });
  await setDay(context, day, offset);
  return { server, context, page: await context.newPage() };
}

async function stop({ server, context }: { server: ServerProcess; context: BrowserContext }) {
  await context.close();
  server.child.kill('SIGTERM');
  await server.exited;
}

/** Presses the proof page's button as Ellen would (the token posted to this server). */
async function confirm(baseUrl: string, token: string) {
  const xsrf = crypto.randomBytes(32).toString('base64url');
  const response = await fetch(`${baseUrl}/api/mailbox/confirm`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: baseUrl,
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
    },
    body: JSON.stringify({ token }),
  });
  if (!response.ok) throw new Error(`the proof link answered ${response.status}`);
}

/** The proof links Ellen pressed, over both servers: a link pressed in October is not pressed again in December. */
const confirmed = new Set<string>();

/** Ellen's mail that says `containing`, confirming her mailbox first as she would. */
async function mailToEllen(baseUrl: string, containing: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const mails = receivedMails(mailDir)
      .filter((item) => item.to.includes(ELLEN))
      .map((item) => decodeQuotedPrintable(item.raw));
    const found = mails.find((text) => text.includes(containing) && proofTokenIn(text) === null);
    if (found) return found;
    for (const token of mails.map(proofTokenIn)) {
      if (token && !confirmed.has(token)) {
        confirmed.add(token);
        await confirm(baseUrl, token);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail saying "${containing}" reached ${ELLEN}`);
}

/** A link in a mail, as a path on whichever server now runs. */
function pathOf(mail: string, pattern: RegExp): string {
  const link = pattern.exec(mail)?.[0];
  if (!link) throw new Error(`no link like ${pattern} in the mail`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

it("pre-register on 15 October, complete on 7 December from the mail's link", async () => {
  // 15 October: Ellen pre-registers her school.
  const october = await on('2026-10-15');
  await october.page.goto('/formulier/doorstroomtoets-2027/vooraanmelding');
  await pickSchool(october.page, '6542 VJ', /Basisschool Michiel de Ruyter/);
  await october.page.getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ }).fill('26');
  await fillContact(october.page, 1, 'Ellen', 'de Boer', ELLEN);
  await submit(october.page, 'Vooraanmelden');
  await october.page.waitForURL(/\/formulier\/bedankt/, { timeout: 20_000 });
  // The confirmation of the pre-registration names the day every text names.
  const mail = await mailToEllen(
    october.server.baseUrl,
    'U kunt de vooraanmelding afronden en wijzigen tot en met 11 januari 2027',
  );
  const link = pathOf(
    mail,
    /https?:\/\/\S+\/formulier\/(?:mijn-aanmelding|doorstroomtoets-2027\/aanmelding)\?token=[A-Za-z0-9_.-]+/,
  );
  await stop(october);

  // 7 December: registering closed on 15 November; completing is open until 11 January.
  const december = await on('2026-12-07');
  try {
    const { page } = december;
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(link);
      await waitForHydration(page);
      if (link.startsWith('/formulier/mijn-aanmelding')) {
        const summary = page.getByRole('region', {
          name: /^Vooraanmelding Doorstroomtoets 2027: Basisschool Michiel de Ruyter/,
        });
        await summary.waitFor();
        expect(await summary.innerText()).toMatch(/Afronden en wijzigen tot en met\s+11 januari 2027/);
        // The page's own change section is the final form, first test day included.
        expect(await page.getByRole('heading', { name: 'Aanmelding afronden of wijzigen' }).count()).toBe(1);
        expect(await page.getByLabel(/Eerste afnamedag/).count()).toBe(1);
        await summary.getByRole('link', { name: 'Rond de aanmelding af' }).click();
      }
      await page.waitForURL(/\/formulier\/doorstroomtoets-2027\/aanmelding\?token=/);
      const status = page.locator('p[data-round-state]');
      await status.waitFor();
      expect(await status.innerText()).toContain('Dat kan tot en met 11 januari 2027');
      expect(await status.innerText()).not.toContain('kon tot en met 15 november');
      await page.getByRole('radio', { name: /Basisschool Michiel de Ruyter/ }).waitFor();
      expect(await page.getByRole('spinbutton', { name: /Aantal leerlingen in groep 8/ }).inputValue()).toBe('26');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(/Eerste afnamedag/).fill('2027-02-01');
    await page.getByRole('radio', { name: 'Ja' }).check();
    await submit(page, 'Aanmelden');
    await page.waitForURL(/\/formulier\/bedankt/, { timeout: 20_000 });

    // Completed: the school's page says so.
    await page.goto(link.startsWith('/formulier/mijn-aanmelding') ? link : '/');
    if (link.startsWith('/formulier/mijn-aanmelding')) {
      await page.getByText('Afgerond', { exact: true }).waitFor();
    }
    const confirmation = await mailToEllen(december.server.baseUrl, 'Bevestiging van uw aanmelding');
    expect(confirmation).toContain('1 februari 2027');
  } finally {
    await stop(december);
  }
});
