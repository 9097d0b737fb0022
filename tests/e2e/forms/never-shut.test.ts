/**
 * Forms that never look shut (issue 64, GOV.UK's rule), on the narrowest phone we support (320 px):
 * every form, in each locale that has it, is sent empty with its submit button, which is enabled
 * and not marked unavailable; the error summary appears, focused, with a link per problem; and no
 * control (field, box, button, link, label) reaches past the screen's edge, nor does the page scroll
 * sideways, before or after the messages appear.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, waitForHydration } from '../../../test/support/browser/harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Every form page, Dutch and (where the site has it) Romanian. */
const FORMS = [
  '/contactformulier',
  '/formulier/nieuwsbrief',
  '/help/aanvraag',
  '/trainingen/aanmelden',
  '/formulier/aanmelden-po',
  '/formulier/doorstroomtoets-vooraanmelding',
  '/formulier/doorstroomtoets-2027/vooraanmelding',
  '/formulier/doorstroomtoets-2027/aanmelding',
  '/ro/contact',
  '/ro/formular/newsletter',
];

const WIDTH = 320;

async function open(path: string): Promise<Page> {
  const context = await newContext(browser, { consent: true });
  const page = await context.newPage();
  await page.setViewportSize({ width: WIDTH, height: 640 });
  await page.goto(path, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  return page;
}

/** The controls of the page's form that reach past the screen's edge (the honeypot, hidden from all, aside). */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>(
        'main form :is(input, select, textarea, button, a, label, legend, [role="group"])',
      ),
    );
    const out = controls
      .filter((control) => !control.closest('[aria-hidden="true"]'))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.width > 0 && (box.left < -0.5 || box.right > width + 0.5);
      })
      .map((control) => `${control.outerHTML.slice(0, 100)} (${Math.round(control.getBoundingClientRect().right)} px)`);
    if (document.documentElement.scrollWidth > width)
      out.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    return out;
  });
}

describe(`every form at ${WIDTH} px`, () => {
  it.each(FORMS)('%s sent empty: an enabled button, the focused summary, no control past the edge', async (path) => {
    const page = await open(path);
    expect(await overflowing(page)).toEqual([]);
    const form = page
      .locator('main form')
      .filter({ has: page.locator('button[type="submit"]') })
      .first();
    const send = form.locator('button[type="submit"]').last();
    // Never shut: a person can press it, and nothing says it is unavailable.
    expect(await send.isEnabled()).toBe(true);
    expect(await send.getAttribute('aria-disabled')).toBeNull();
    await send.click();

    const summary = page.getByRole('group', { name: /nog niet compleet|nu este încă complet/ });
    await summary.waitFor();
    expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await summary.getByRole('link').count()).toBeGreaterThan(0);
    // Nothing was sent: the page stays, its messages by the fields.
    expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe(path);
    expect(await page.locator('main form [aria-invalid="true"]').count()).toBeGreaterThan(0);
    expect(await overflowing(page)).toEqual([]);
    await page.context().close();
  });
});
