import type { Browser, Page } from 'playwright-core';
import { COOKIE_CONSENT } from '../../../src/domain/constants';
import {
  axeViolations,
  baseUrl,
  launchBrowser,
  newContext,
  serverNow,
  waitForHydration,
} from '../../../test/support/browser/harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const DAY = 24 * 60 * 60;
const BANNER_TEXT =
  'Deze website gebruikt alleen functionele cookies: om te onthouden dat u deze melding heeft gezien en om de formulieren te beveiligen. Cookies voor statistieken of advertenties gebruiken we niet.';

async function openPage(path: string, consent = true): Promise<Page> {
  const context = await newContext(browser, { consent });
  const page = await context.newPage();
  await page.goto(path);
  // The tests click the burger and the banner's button: React's handlers must be there.
  await waitForHydration(page);
  return page;
}

describe('cookie banner', () => {
  it.each([
    ['/', 'Akkoord', COOKIE_CONSENT.names.nl],
    ['/ro/', 'De acord', COOKIE_CONSENT.names.ro],
  ])('on %s: accepting sets the consent cookie for 150 days and the banner stays away', async (path, label, name) => {
    const page = await openPage(path, false);
    const banner = page.getByRole('region', { name: /cookie/i });
    await banner.waitFor();
    if (path === '/') await expect(banner.textContent()).resolves.toContain(BANNER_TEXT);
    expect(await axeViolations(page)).toEqual([]);
    await banner.getByRole('button', { name: label }).click();
    await banner.waitFor({ state: 'detached' });

    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === name);
    expect(cookie?.value).toBe('true');
    // The browsers live on the tests' day (serverNow), so the cookie expires 150 days after it.
    const days = (cookie!.expires - serverNow() / 1000) / DAY;
    expect(days).toBeGreaterThan(149.9);
    expect(days).toBeLessThanOrEqual(150);

    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('region', { name: /cookie/i }).count()).toBe(0);
    await page.context().close();
  });

  it('never appears, not even for a moment, once accepted', async () => {
    const context = await newContext(browser, { consent: true });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen = { banner: false };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('section[aria-label="Cookiemelding"]')) seen.banner = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { seen: { banner: boolean } }).seen.banner)).toBe(false);
    await context.close();
  });

  it.each([
    [1350, 940],
    [375, 667],
  ])('at %ix%i: appearing moves nothing on a short page, and the page ends above it', async (width, height) => {
    // The real clock, not the tests' day: the page's HTML was built today, and on another day its
    // round text rightly changes once the script runs, which would move the page by itself.
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'nl-NL', viewport: { width, height } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // A closed round's form page: a heading, a sentence and what a school can do now.
    await page.goto('/formulier/doorstroomtoets-2026/aanmelding');
    const banner = page.getByRole('region', { name: /cookie/i });
    await banner.waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerBottom = await page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().bottom);
    const bannerTop = (await banner.boundingBox())!.y;
    expect(footerBottom).toBeLessThanOrEqual(bannerTop + 1);
    await context.close();
  });
});

describe('navigation bar', () => {
  it('the burger opens the main menu overlay; Escape and the backdrop close it', async () => {
    const page = await openPage('/onderwijs');
    const burger = page.getByRole('button', { name: 'Menu', exact: true });
    await burger.click();
    const overlay = page.getByRole('dialog', { name: 'Hoofdmenu' });
    await overlay.waitFor();
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    expect(await overlay.getByRole('link', { name: 'Participatiewet' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Menu');

    await burger.click();
    await overlay.waitFor();
    await page.mouse.click(5, 300);
    await overlay.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it.each([320, 375, 768, 1000, 1280])('fits a %ipx wide screen without sideways scrolling', async (width) => {
    const context = await newContext(browser, { consent: true });
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/onderwijs', '/ro/']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        header: document.querySelector('header')!.scrollWidth - document.querySelector('header')!.clientWidth,
      }));
      expect({ path, ...overflow }).toEqual({ path, page: 0, header: 0 });
    }
    // Where the bar has no room for them, the language link and login are in the menu overlay.
    await page.goto('/');
    const login = page.getByRole('link', { name: 'Inloggen' });
    if (width < 576) {
      expect(await login.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      expect(await page.getByRole('dialog').getByRole('link', { name: 'Inloggen' }).isVisible()).toBe(true);
      expect(await page.getByRole('dialog').getByRole('link', { name: 'Română' }).isVisible()).toBe(true);
    } else {
      expect(await login.isVisible()).toBe(true);
    }
    await context.close();
  });

  it('a menu click navigates without a full page load', async () => {
    const page = await openPage('/');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still here'));
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Presentaties' }).click();
    await page.waitForURL('**/presentaties');
    await page.getByRole('heading', { level: 1, name: 'Presentaties' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('still here');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const current = page.getByRole('dialog').getByRole('link', { name: 'Presentaties' });
    expect(await current.getAttribute('aria-current')).toBe('page');
    await page.context().close();
  });

  it('gets scrolled, navdown and navup classes as the page scrolls', async () => {
    const context = await newContext(browser, { consent: true });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/privacy-statement');
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
    });
    const header = page.locator('header.site-navbar');
    const classes = () => header.getAttribute('class');
    /** Scrolls to `y` and waits until the bar has (or, with `lacks`, has lost) the class. */
    const scrollTo = async (y: number, state: { has: string } | { lacks: string }) => {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForFunction(
        ({ name, present }) => document.querySelector('header.site-navbar')!.classList.contains(name) === present,
        'has' in state ? { name: state.has, present: true } : { name: state.lacks, present: false },
      );
    };
    expect(await classes()).not.toContain('scrolled');
    await scrollTo(40, { has: 'scrolled' });
    await scrollTo(400, { has: 'navdown' });
    await scrollTo(300, { has: 'navup' });
    await scrollTo(0, { lacks: 'scrolled' });
    const final = await classes();
    expect(final).not.toContain('scrolled');
    expect(final).not.toContain('navup');
    await context.close();
  });
});

describe('footer', () => {
  it('links the quality statement PDF and the terms, and opens the privacy statement in a new tab', async () => {
    const page = await openPage('/');
    const footer = page.locator('footer');
    expect(await footer.getByRole('link', { name: 'Kwaliteitsverklaring van AMN (PDF)' }).getAttribute('href')).toBe(
      '/documenten/kwaliteitsverklaring.pdf',
    );
    expect(await footer.getByRole('link', { name: 'Algemene voorwaarden' }).getAttribute('href')).toBe(
      '/algemene-voorwaarden',
    );
    expect(await footer.getByRole('link', { name: 'Privacyverklaring' }).getAttribute('target')).toBe('_blank');
    // The copyright year is the build's: the build is made on the day of the test run (Dutch time).
    const year = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', year: 'numeric' }).format(new Date());
    expect(await footer.textContent()).toContain(`© ${year} AMN`);
    const pdf = await page.request.get('/documenten/kwaliteitsverklaring.pdf');
    expect(pdf.status()).toBe(200);
    await page.context().close();
  });

  it('on the Romanian site links its legal documents and its own quality statement, opening in a new tab', async () => {
    const page = await openPage('/ro/');
    for (const name of [
      'Politica de confidențialitate',
      'Termeni și condiții',
      'Politica privind cookie-urile',
      'Declarația de calitate a AMN (PDF)',
    ]) {
      const link = page.locator('footer').getByRole('link', { name });
      expect(await link.getAttribute('target')).toBe('_blank');
      const response = await page.request.get((await link.getAttribute('href'))!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('pdf');
    }
    await page.context().close();
  });
});
