/**
 * A real season on three days, with the server's clock (TODAY) and the browser's on the same day:
 * 15 October 2026 (the 2027 registration is open), 26 November 2026 (closed, the Proeftoets open)
 * and 20 February 2027 (the Doorstroomtoets 2027 is over). Each day has a server of its own.
 * With SCREENSHOTS set, the Doorstroomtoets page and the 2027 form page are saved at 375 and 1280 px.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freePort } from '../../../test/support/free-port';
import { startServerProcess, type ServerProcess } from '../../../test/support/server-process';
import { launchBrowser, setDay } from '../../../test/support/browser/harness';
import { offsetForDay } from '../../../server/clock';
import { E2E_MIN_FILL_TIME_MS } from '../../../test/support/browser/state';

const FORM_2027 = '/formulier/doorstroomtoets-2027/aanmelding';
const PRODUCT_PAGE = '/onderwijs/doorstroomtoets';
const SHOTS = process.env.SCREENSHOTS;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A server whose clock stands on `day`, with a data folder of its own. */
async function serverOn(day: string): Promise<{ server: ServerProcess; dataDir: string; offset: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `amn-season-${day}-`));
  // The server counts its offset from TODAY at its start, as this does just before it.
  const offset = offsetForDay(day);
  const server = await startServerProcess({
    port: await freePort(),
    logFile: path.join(dataDir, 'server.log'),
    env: { DATA_DIR: dataDir, NODE_ENV: 'test', TODAY: day, MIN_FILL_TIME_MS: String(E2E_MIN_FILL_TIME_MS) },
  });
  return { server, dataDir, offset };
}

const text = async (page: Page) => (await page.locator('main').innerText()).replace(/\s+/g, ' ');

async function open(context: BrowserContext, url: string, width: number): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  return page;
}

describe.each([
  ['2026-10-15', 'open'],
  ['2026-11-26', 'closed'],
  ['2027-02-20', 'over'],
])('on %s', (day, state) => {
  let server: ServerProcess;
  let dataDir: string;
  let context: BrowserContext;
  beforeAll(async () => {
    let offset: number;
    ({ server, dataDir, offset } = await serverOn(day));
    context = await browser.newContext({ baseURL: server.baseUrl, locale: 'nl-NL' });
    await setDay(context, day, offset);
  });
  afterAll(async () => {
    await context.close();
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`the 2027 registration page is ${state}`, async () => {
    for (const width of [375, 1280]) {
      const page = await open(context, FORM_2027, width);
      await page.locator(`main [data-round-state="${state}"]`).first().waitFor();
      const shown = await text(page);
      const submit = page.getByRole('button', { name: 'Aanmelden', exact: true });
      if (state === 'open') {
        expect(await submit.count()).toBe(1);
        expect(shown).toContain('Aanmelden kan tot en met 15 november 2026');
      } else {
        expect(await submit.count()).toBe(0);
        if (state === 'closed') {
          expect(shown).toContain('Aanmelden voor de Doorstroomtoets 2027 kon tot en met 15 november 2026');
          expect(shown).toContain('helpdesk@amn.nl');
          expect(shown).toContain('tot en met 11 januari 2027');
          expect(await page.getByRole('link', { name: 'Naar de pagina van uw aanmelding' }).count()).toBe(1);
        } else {
          expect(shown).toContain('De Doorstroomtoets 2027 is afgerond');
        }
      }
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${day}-form-${width}.png`), fullPage: true });
      await page.close();
    }
  });

  it('the Doorstroomtoets page names 25 januari – 12 februari 2027 and invites no 2026 registration', async () => {
    for (const width of [375, 1280]) {
      const page = await open(context, PRODUCT_PAGE, width);
      await page
        .locator(`section[aria-labelledby="round-announcement"] [data-round-state="${state}"]`)
        .first()
        .waitFor();
      const shown = await text(page);
      expect(shown).toContain('25 januari 2027');
      expect(shown).toContain('12 februari 2027');
      expect(shown).not.toContain('Doorstroomtoets 2026');
      expect(await page.locator('main a[href*="doorstroomtoets-2026"]').count()).toBe(0);
      const toForm = page.getByRole('link', { name: 'Naar de aanmelding' });
      expect(await toForm.count()).toBe(state === 'open' ? 1 : 0);
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${day}-product-${width}.png`), fullPage: true });
      await page.close();
    }
  });

  if (day === '2026-11-26') {
    it('the primary sign-up offers the Proeftoets 2027, with a first day from tomorrow', async () => {
      const page = await open(context, '/formulier/aanmelden-po', 1280);
      const trial = page.getByRole('region', { name: 'Proeftoets 2027', exact: true });
      await trial.getByRole('checkbox', { name: 'Aanmelden voor Proeftoets 2027' }).check();
      expect(await trial.getByLabel(/Eerste afnamedag/).getAttribute('min')).toBe('2026-11-27');
      await page.close();
    });
  }
});
