import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from '../../../test/support/browser/harness';

/**
 * The header fits from 1024 to 1920px: every label in the bar keeps to one line and nothing sticks
 * out of it (issue #29: at 1280 and 1440px "Alle producten" and "Nieuws en achtergronden" wrapped
 * beside the search field). The bar is at most the site's width, so 1440 stands for every width above.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type BarReport = { wrapped: string[]; outside: string[]; overflow: number; labels: string[] };

describe('the header fits', () => {
  it.each([
    ['/', 1024],
    ['/', 1280],
    ['/', 1440],
    ['/ro/', 1024],
    ['/ro/', 1280],
    ['/ro/', 1440],
  ])('on %s at %i px: every label on one line, nothing outside the bar', async (path, width) => {
    const context = await newContext(browser, { consent: true });
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const report = await page.evaluate((): BarReport => {
      const bar = document.querySelector('header.site-navbar > div');
      if (!bar) throw new Error('no header bar');
      const barBox = bar.getBoundingClientRect();
      const shown = [...bar.querySelectorAll<HTMLElement>('a, button, input')].filter(
        (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden',
      );
      // How far apart the lines of an element's text are: 0 when it keeps to one line.
      const lines = (element: HTMLElement) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const tops: number[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          tops.push(...[...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top));
        }
        return tops.length === 0 ? 0 : Math.max(...tops) - Math.min(...tops);
      };
      const name = (element: HTMLElement) =>
        element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName.toLowerCase();
      return {
        labels: shown.map(name),
        wrapped: shown.filter((element) => lines(element) > 8).map(name),
        outside: shown
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.left < barBox.left - 0.5 || box.right > barBox.right + 0.5;
          })
          .map(name),
        overflow: bar.scrollWidth - bar.clientWidth,
      };
    });
    // The bar really shows its menu: on the Dutch site the secondary menu from 1200px.
    if (path === '/' && width >= 1200) {
      expect(report.labels).toEqual(expect.arrayContaining(['Alle producten', 'Nieuws en achtergronden']));
    }
    expect(report.wrapped).toEqual([]);
    expect(report.outside).toEqual([]);
    expect(report.overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
