/**
 * Texts that depend on the day of the visit, with the browser's clock set: while the 2027 round's
 * registration is open, after it closed and after its test days, the home slide and the
 * Doorstroomtoets page say the right thing (the static HTML was built on another day), and the
 * training offer drops a session once its sign-up has closed, a week before it.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../../../test/support/browser/harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A page whose clock stands on `day` (noon in the Netherlands) from its first script on. */
async function openOn(day: string, path: string): Promise<Page> {
  const context = await newContext(browser, { consent: true });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(`${day}T12:00:00+01:00`));
  await page.goto(path, { waitUntil: 'networkidle' });
  return page;
}

/** The visible text of the first round-state box inside `scope`, once it shows `state`. */
async function shown(page: Page, scope: string, state: string): Promise<string> {
  const box = page.locator(`${scope} [data-round-state="${state}"]`).first();
  await box.waitFor({ state: 'attached', timeout: 10_000 });
  // A slide the carousel does not show has no rendered text: then read the variant of the day, the
  // one not hidden from assistive technology.
  const rendered = (await box.innerText()).trim();
  const text =
    rendered ||
    (await box.evaluate((element) =>
      [...element.children]
        .filter((child) => child.getAttribute('aria-hidden') !== 'true')
        .map((child) => child.textContent)
        .join(' '),
    ));
  return text.replace(/\s+/g, ' ').trim();
}

/** The Doorstroomtoets slide, wherever the day puts it (the slide a school can act on comes first). */
const DOORSTROOMTOETS_SLIDE = 'section[aria-roledescription] [role="group"]:has(img[src*="slide-doorstroomtoets"])';
const ANNOUNCEMENT = 'section[aria-labelledby="round-announcement"]';

describe.each([
  ['while registration is open', '2026-10-15', 'open'],
  ['after registration closed, before the test days', '2026-12-01', 'closed'],
  ['after the first-day window', '2027-03-01', 'over'],
])('%s (%s)', (_when, day, state) => {
  it('the home slide says so', async () => {
    const page = await openOn(day, '/');
    const text = await shown(page, DOORSTROOMTOETS_SLIDE, state);
    if (state === 'open') {
      expect(text).toContain('Meld uw school nu aan');
      expect(text).toContain('de eerste afnamedag ligt tussen 25 januari 2027 en 12 februari 2027');
    } else if (state === 'closed') {
      expect(text).toContain('Aanmelden voor de Doorstroomtoets 2027 kon tot en met 15 november 2026');
      expect(text).not.toContain('nu aan');
    } else {
      expect(text).toContain('De Doorstroomtoets 2027 is afgerond');
      expect(text).not.toContain('nu aan');
    }
    await page.context().close();
  });

  it('the Doorstroomtoets page says so', async () => {
    const page = await openOn(day, '/onderwijs/doorstroomtoets');
    const text = await shown(page, ANNOUNCEMENT, state);
    const toForm = page.locator(ANNOUNCEMENT).getByRole('link', { name: 'Naar de aanmelding' });
    if (state === 'open') {
      expect(text).toContain('Meld uw school nu aan voor de Doorstroomtoets 2027');
      expect(await toForm.isVisible()).toBe(true);
    } else {
      expect(text).toContain(
        state === 'closed'
          ? 'De aanmelding voor de Doorstroomtoets 2027 is gesloten'
          : 'De Doorstroomtoets 2027 is afgerond',
      );
      expect(await toForm.count()).toBe(0);
    }
    await page.context().close();
  });
});

describe('the way to what is open today is the prominent one', () => {
  /** The page's big buttons (primary), in page order, by where they lead. */
  const primaryButtons = (page: Page) =>
    page
      .getByRole('main')
      .locator('a.button--primary')
      .evaluateAll((links) =>
        links.filter((link) => (link as HTMLElement).offsetParent !== null).map((link) => link.getAttribute('href')),
      );

  it('after the Doorstroomtoets registration closed, the home slide leads to the Proeftoets, whose form gets the big button', async () => {
    const page = await openOn('2026-12-07', '/');
    const slide = page.locator('[role="group"]:has(img[src*="slide-proeftoets"])');
    const href = await slide.locator('a.button').first().getAttribute('href');
    expect(href).toBe('/onderwijs/doorstroomtoets#eerst-oefenen-met-de-proeftoets');
    await page.goto(href ?? '/', { waitUntil: 'networkidle' });
    // The form of the Proeftoets is the first big button; the closed Doorstroomtoets box has none.
    expect((await primaryButtons(page))[0]).toBe('/formulier/aanmelden-po');
    const announcement = page.locator(ANNOUNCEMENT);
    expect(await announcement.locator('a.button--primary:visible').count()).toBe(0);
    expect(await announcement.getByRole('link', { name: 'Uw aanmelding wijzigen' }).getAttribute('class')).toContain(
      'button--secondary',
    );
    await page.context().close();
  });

  it('while the Doorstroomtoets registration is open, its form has a big button too', async () => {
    const page = await openOn('2026-10-15', '/onderwijs/doorstroomtoets');
    await page.locator(`${ANNOUNCEMENT} [data-round-state="open"]`).first().waitFor({ state: 'attached' });
    const buttons = await primaryButtons(page);
    expect(buttons).toContain('/formulier/aanmelden-po');
    expect(buttons).toContain('/formulier/doorstroomtoets-2027/aanmelding');
    await page.context().close();
  });

  it("a closed round's page points on to the current round and the Proeftoets", async () => {
    const page = await openOn('2026-12-07', '/formulier/doorstroomtoets-2026/vooraanmelding');
    const onward = page.getByRole('region', { name: 'Wat u nu kunt doen' });
    await onward.waitFor();
    const links = await onward.getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links).toEqual(['/formulier/aanmelden-po', '/formulier/doorstroomtoets-2027/aanmelding']);
    await page.context().close();
  });
});

describe('the training offer', () => {
  const sessionLinks = (page: Page) =>
    page
      .locator('main a[href*="datum="]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get('datum')));

  it('offers a session for sign-up until a week before it, when its programme goes out', async () => {
    let page = await openOn('2026-11-05', '/trainingen/aanbod');
    await page.waitForFunction(() => document.querySelector('main a[href*="datum=2026-11-12"]') !== null);
    expect(await sessionLinks(page)).toEqual(['2026-11-12', '2026-12-01', '2026-12-10']);
    await page.context().close();

    // Six days before, a session takes no more sign-ups.
    page = await openOn('2026-11-06', '/trainingen/aanbod');
    await page.waitForFunction(() => document.querySelector('main a[href*="datum=2026-12-01"]') !== null);
    expect(await sessionLinks(page)).toEqual(['2026-12-01', '2026-12-10']);
    await page.context().close();
  });

  it("a session's link opens the sign-up with its training and date filled in", async () => {
    const page = await openOn('2026-11-20', '/trainingen/aanbod');
    await page.getByRole('link', { name: 'Aanmelden voor Begeleidingsstijlentraining op 1 december 2026' }).click();
    await page.waitForURL('**/trainingen/aanmelden?*');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('select')].some((select) => select.value === 'Begeleidingsstijlentraining'),
    );
    expect(await page.getByLabel(/^Datum van de training/).inputValue()).toBe('2026-12-01');
    await page.context().close();
  });
});
