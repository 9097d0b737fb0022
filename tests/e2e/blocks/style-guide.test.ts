import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, baseUrl, launchBrowser, newContext } from '../../../test/support/browser/harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const VIDEO_HOSTS = /youtube|youtu\.be|vimeo/;

type Opened = { page: Page; context: BrowserContext; requests: string[] };

/** The style guide with the cookie banner accepted; video hosts are blocked and every request is recorded. */
async function openStyleGuide(viewport = { width: 1280, height: 800 }): Promise<Opened> {
  const context = await newContext(browser, { consent: true });
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  // The test never reaches a video host: the player's address is checked, not played.
  await context.route(VIDEO_HOSTS, (route) => route.abort());
  await page.goto('/stijlgids');
  await page.waitForLoadState('networkidle');
  return { page, context, requests };
}

/** Scrolls through the whole page so every lazy image gets its turn. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // Lazy images in view have started (or finished) loading before the next step.
    await page.waitForFunction(() =>
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          // In view both ways: a slideshow's later images lie beside the view until scrolled to.
          return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
        })
        .every((image) => image.complete || image.currentSrc !== ''),
    );
  }
  await page.waitForLoadState('networkidle');
}

describe('style guide page', () => {
  it('is not indexed, has no accessibility violations and calls no third party while loading', async () => {
    const { page, context, requests } = await openStyleGuide();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await page.getByRole('heading', { level: 1, name: 'Stijlgids' }).count()).toBe(1);
    await scrollThrough(page);
    const origin = new URL(baseUrl()).origin;
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('loads every image it shows, each with its width and height set', async () => {
    const { page, context } = await openStyleGuide();
    await scrollThrough(page);
    const images = await page.locator('main img').evaluateAll((elements) =>
      (elements as HTMLImageElement[]).map((image) => ({
        src: image.currentSrc || image.src,
        loaded: image.complete && image.naturalWidth > 0,
        sized: image.hasAttribute('height') && (image.hasAttribute('width') || image.closest('p') !== null),
      })),
    );
    expect(images.length).toBeGreaterThan(15);
    expect(images.filter((image) => !image.loaded)).toEqual([]);
    expect(images.filter((image) => !image.sized)).toEqual([]);
    await context.close();
  });

  it('has no layout shift from images (CLS measured in Chromium)', async () => {
    const context = await newContext(browser, { consent: true });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await context.route(VIDEO_HOSTS, (route) => route.abort());
    // Every image is held back until it is in view, so it arrives while visible: the worst case for shifts
    // (an image that loads off-screen moves nothing the visitor sees).
    const held = new Map<string, (() => void)[]>();
    await context.route(/\.(png|svg)$/, async (route) => {
      const url = new URL(route.request().url()).pathname;
      await new Promise<void>((release) => held.set(url, [...(held.get(url) ?? []), release]));
      await route.continue();
    });
    const release = (paths: string[]) =>
      paths.forEach((path) => {
        held.get(path)?.forEach((go) => go());
        held.delete(path);
      });
    await page.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        }[]) {
          if (entry.hadRecentInput) continue;
          shifts.push({
            value: entry.value,
            sources: (entry.sources ?? []).map((source) =>
              source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node?.nodeName),
            ),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/stijlgids', { waitUntil: 'domcontentloaded' });

    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    let released = 0;
    for (let top = 0; top < height; top += 600) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      const inView = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('img')]
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight && !image.complete;
          })
          .map((image) => new URL(image.currentSrc || image.src).pathname),
      );
      // The browser asks for the images in view; wait until the proxy holds their requests.
      const deadline = Date.now() + 1000;
      while (inView.some((path) => !held.has(path)) && Date.now() < deadline) {
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      }
      const releasing = inView.filter((path) => held.has(path));
      released += releasing.length;
      // The released images have arrived (and any shift they cause has been painted) before the next step.
      const arrived = Promise.all(
        releasing.map((path) =>
          page.waitForEvent('requestfinished', (request) => new URL(request.url()).pathname === path),
        ),
      );
      release(releasing);
      await arrived;
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
    release([...held.keys()]);
    expect(released).toBeGreaterThan(5);
    const shifts = await page.evaluate(
      () => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts,
    );
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    const fromImages = shifts.filter((shift) => shift.sources.some((source) => /<img|<figure/.test(source)));
    expect(fromImages).toEqual([]);
    expect(total).toBeLessThan(0.01);
    await context.close();
  });

  it('FAQ: panels start collapsed, toggle on their header and stay open together', async () => {
    const { page, context } = await openStyleGuide();
    const first = page.getByRole('button', { name: 'Wanneer neem ik de Doorstroomtoets af?' });
    const second = page.getByRole('button', { name: 'Op welke apparaten werkt de toets?' });
    // The panels, not the copy of their text in the MDX source under the example.
    const answer = (text: string) => page.locator('[role="region"]').filter({ hasText: text });
    const firstAnswer = answer('Tussen 26 januari en 13 februari 2026, op een dag die u zelf kiest.');
    const secondAnswer = answer('Op Chromebooks, laptops en computers, iPads en MacBooks.');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await firstAnswer.isVisible()).toBe(false);

    await first.click();
    await second.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    expect(await firstAnswer.isVisible()).toBe(true);
    expect(await secondAnswer.isVisible()).toBe(true);

    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await firstAnswer.isVisible()).toBe(false);
    expect(await secondAnswer.isVisible()).toBe(true);

    await second.focus();
    await page.keyboard.press('Enter');
    expect(await second.getAttribute('aria-expanded')).toBe('false');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('business card: opens a dialog that blocks page scrolling, keeps focus, and closes on Escape', async () => {
    const { page, context } = await openStyleGuide();
    const card = page.getByRole('button', { name: /Mark Jansen/ });
    await card.scrollIntoViewIfNeeded();
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Mark Jansen' });
    await dialog.waitFor();
    expect(await dialog.getByText('Adviseur onderwijs').isVisible()).toBe(true);
    expect(await dialog.getByText(/twaalf jaar/).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(640, 100);
    await page.mouse.wheel(0, 1200);
    await page.keyboard.press('PageDown');
    // A bounded wait that proves nothing happens: the page behind the open dialog does not scroll.
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Mark Jansen');
    await page.mouse.wheel(0, 600);
    await page.waitForFunction((start) => window.scrollY > start, before);
    await context.close();
  });

  it('business card: a click on the overlay closes the dialog', async () => {
    const { page, context } = await openStyleGuide();
    await page.getByRole('button', { name: /Mark Jansen/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark Jansen' });
    await dialog.waitFor();
    await page.mouse.click(10, 10);
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('video: the player loads only in the dialog, at 640x360 with the autoplay embed address', async () => {
    const { page, context, requests } = await openStyleGuide();
    expect(requests.filter((url) => VIDEO_HOSTS.test(url))).toEqual([]);
    await page.getByRole('button', { name: 'Bekijk de video over de Doorstroomtoets' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zo werkt de Doorstroomtoets' });
    await dialog.waitFor();
    const player = dialog.locator('iframe');
    expect(await player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
    const box = await player.boundingBox();
    expect(box).toMatchObject({ width: 640, height: 360 });
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('iframe').count()).toBe(0);

    // The Vimeo example (the first button of that name is the content card's still).
    await page.getByRole('button', { name: 'Bekijk de video', exact: true }).last().click();
    expect(await page.getByRole('dialog').locator('iframe').getAttribute('src')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1',
    );
    await context.close();
  });

  it('video: up to 768px the player is the full width minus 40px at 16:9', async () => {
    const { page, context } = await openStyleGuide({ width: 600, height: 800 });
    await page.getByRole('button', { name: 'Bekijk de video over de Doorstroomtoets' }).click();
    const box = await page.getByRole('dialog').locator('iframe').boundingBox();
    const viewportWidth = await page.evaluate(() => document.documentElement.clientWidth);
    expect(box!.width).toBeCloseTo(viewportWidth - 40, 0);
    expect(box!.height).toBeCloseTo(((viewportWidth - 40) * 9) / 16, 0);
    await context.close();
  });

  it('content card slideshow: the dots follow the scroll position and scroll to their image', async () => {
    const { page, context } = await openStyleGuide();
    const track = page.getByRole('region', { name: 'Fotoserie' });
    const dot = (n: number) => page.getByRole('button', { name: `Afbeelding ${n} van 3` });
    await track.evaluate((element) => element.scrollIntoView());
    expect(await dot(1).getAttribute('aria-current')).toBe('true');
    // The slideshow's code replaces the built HTML once loaded (a slow machine may still be loading
    // it), and only that code moves the dots: the strip is scrolled again until the third dot follows.
    await page.waitForFunction(
      () => {
        const strip = document.querySelector('[aria-label="Fotoserie"]');
        strip?.scrollTo({ left: strip.clientWidth * 2, behavior: 'instant' });
        return document.querySelector('[aria-label="Afbeelding 3 van 3"]')?.getAttribute('aria-current') === 'true';
      },
      undefined,
      { polling: 250 },
    );
    expect(await dot(1).getAttribute('aria-current')).toBeNull();
    await dot(2).click();
    await page.waitForFunction(
      () => document.querySelector('[aria-label="Afbeelding 2 van 3"]')?.getAttribute('aria-current') === 'true',
    );
    // The smooth scroll ends on the second image.
    await track.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          const check = () =>
            Math.abs(element.scrollLeft - element.clientWidth) < 2 ? resolve() : requestAnimationFrame(check);
          check();
        }),
    );
    await context.close();
  });

  it.each([
    [500, 'full'],
    [800, 'half'],
    [1000, 258],
    [1200, 324],
    [1400, 390],
  ] as const)('small cards at %ipx viewport: %s width', async (width, expected) => {
    const { page, context } = await openStyleGuide({ width, height: 800 });
    const widths = await page
      .getByRole('heading', { name: 'Toetsen', exact: true })
      .locator('xpath=ancestor::ul[1]')
      .evaluate((list) => ({
        list: list.getBoundingClientRect().width,
        cards: [...list.children].map((card) => card.getBoundingClientRect().width),
        tops: [...list.children].map((card) => Math.round(card.getBoundingClientRect().top)),
      }));
    if (expected === 'full') {
      for (const card of widths.cards) expect(card).toBeCloseTo(widths.list, 0);
    } else if (expected === 'half') {
      for (const card of widths.cards) expect(card / widths.list).toBeGreaterThan(0.45);
      for (const card of widths.cards) expect(card / widths.list).toBeLessThan(0.5);
    } else {
      for (const card of widths.cards) expect(card).toBeCloseTo(expected, 0);
      // Three to a row.
      expect(new Set(widths.tops).size).toBe(1);
    }
    await context.close();
  });
});
