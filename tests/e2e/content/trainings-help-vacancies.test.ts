import type { Browser, Page } from 'playwright-core';
import { TRAINING_NAMES } from '../../../src/domain/options';
import { axeViolations, launchBrowser, newContext, setDay } from '../../../test/support/browser/harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function open(path: string, day?: string): Promise<Page> {
  const context = await newContext(browser, { consent: true });
  if (day) await setDay(context, day);
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'networkidle' });
  return page;
}

/** The training names the sign-up links of the page carry in `?training=`. */
async function signUpTrainings(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('main a[href*="/trainingen/aanmelden?"]:not([href*="datum="])')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return hrefs.map((href) => new URL(href).searchParams.get('training') ?? '');
}

describe('the training offer', () => {
  it('has a sign-up link for each of the six trainings, with the exact name', async () => {
    const page = await open('/trainingen/aanbod');
    expect((await signUpTrainings(page)).sort()).toEqual([...TRAINING_NAMES].sort());
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it.each(TRAINING_NAMES.map((name) => [name]))('the link of %s opens the sign-up with it selected', async (name) => {
    const page = await open('/trainingen/aanbod');
    await page.locator(`main a[href="/trainingen/aanmelden?training=${encodeURIComponent(name)}"]`).click();
    await page.waitForURL('**/trainingen/aanmelden?*');
    const select = page.getByRole('combobox', { name: /^Training/ });
    // The prefill is applied once the page has hydrated.
    await page.waitForFunction(
      (wanted) => [...document.querySelectorAll('select')].some((s) => s.value === wanted),
      name,
    );
    expect(await select.inputValue()).toBe(name);
    await page.context().close();
  });
});

describe('the training sessions and old links', () => {
  it.each([
    ['Managementraining', 'Managementtraining'],
    ['Administratieve%2F%20applicatiebeheerderstraining', 'Administratie- en applicatiebeheertraining'],
  ])('an old link naming %s opens the sign-up with %s selected', async (old, name) => {
    const page = await open(`/trainingen/aanmelden?training=${old}`);
    await page.waitForFunction(
      (wanted) => [...document.querySelectorAll('select')].some((s) => s.value === wanted),
      name,
    );
    expect(await page.getByRole('combobox', { name: /^Training/ }).inputValue()).toBe(name);
    await page.context().close();
  });

  it('on 7 December 2026 shows the Managementtraining of 10 December with its time and address, closed for sign-up', async () => {
    const page = await open('/trainingen/aanbod', '2026-12-07');
    const session = page.getByRole('listitem').filter({ hasText: 'Managementtraining' });
    await session.getByText('Aanmelden gesloten').waitFor();
    const text = (await session.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('10 december 2026');
    expect(text).toContain('9.30–12.30 uur · AMN, Kerkenbos 1011, 6546 BB Nijmegen');
    expect(await page.getByRole('link', { name: /^Aanmelden voor Managementtraining/ }).count()).toBe(0);
    await page.context().close();
  });

  it('on 20 November 2026 offers it with a sign-up that fills in training and date', async () => {
    const page = await open('/trainingen/aanbod', '2026-11-20');
    await page.getByRole('link', { name: 'Aanmelden voor Managementtraining op 10 december 2026' }).click();
    await page.waitForURL('**/trainingen/aanmelden?*');
    expect(new URL(page.url()).searchParams.get('training')).toBe('Managementtraining');
    await page.context().close();
  });
});

describe('the helpdesk page', () => {
  it.each([
    ['Helpdeskaanvraag', '/help/aanvraag', 'Helpdeskaanvraag'],
    ['Zoek uw school', '/help/school-zoeken', 'Zoek uw school'],
    ['Veelgestelde vragen', '/help/veelgestelde-vragen', 'Veelgestelde vragen'],
  ])('leads to %s in one click', async (tile, path, heading) => {
    const page = await open('/help');
    await page
      .locator('main')
      .getByRole('link', { name: new RegExp(`^${tile}`) })
      .first()
      .click();
    await page.waitForURL(`**${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.context().close();
  });

  it('the FAQ page opens an answer when its question is clicked', async () => {
    const page = await open('/help/veelgestelde-vragen');
    const question = page.getByRole('button', { name: 'Ik ben mijn wachtwoord vergeten. Wat nu?' });
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('region', { name: 'Ik ben mijn wachtwoord vergeten. Wat nu?' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('the vacancies', () => {
  it('lists at least two vacancies, each opening its own page', async () => {
    const page = await open('/over-amn/vacatures');
    const links = page.locator('main a[href^="/over-amn/vacatures/"]');
    const hrefs = [...new Set(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? '')))];
    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    for (const href of hrefs) {
      await page.goto(href, { waitUntil: 'networkidle' });
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await page.locator('main').textContent()).toContain('Solliciteren');
    }
    await page.context().close();
  });
});
