import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import axe from 'axe-core';
import { STATE_FILE, type E2EState } from './state';
import { COOKIE_CONSENT } from '../../../src/domain/constants';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium';
import { offsetForDay } from '../../../server/clock';
import { E2E_TODAY } from './state';

export function e2eState(): E2EState {
  return JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as E2EState;
}

export const baseUrl = (): string => e2eState().baseUrl;

/** Debian's Chromium, started the way this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * The server's clock (TODAY=E2E_TODAY), for what a test computes on its side (a login code): the
 * offset the server took at its start, so a run across Dutch midnight keeps both on one day.
 */
export const serverNow = (): number => Date.now() + e2eState().clockOffset;

/**
 * Moves a context's clock to `day` (the Dutch time of day kept, running on), as the server's TODAY
 * moves its own: pages compute the round's state for the same day the server does. A test with a
 * server of its own passes the offset that server took at its start.
 */
export async function setDay(context: BrowserContext, day: string = E2E_TODAY, serverOffset?: number): Promise<void> {
  const now = Date.now();
  const time =
    serverOffset === undefined
      ? serverNow() + offsetForDay(day, now) - offsetForDay(E2E_TODAY, now)
      : now + serverOffset;
  await context.clock.install({ time });
}

/**
 * A fresh browser context on the tests' day (E2E_TODAY, the server's too); with `consent` the
 * cookie banner was already accepted.
 */
export async function newContext(browser: Browser, { consent = false } = {}): Promise<BrowserContext> {
  // bypassCSP: the server's Content-Security-Policy would block the axe-core script the tests inject.
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'nl-NL', bypassCSP: true });
  await setDay(context);
  if (consent) {
    const url = new URL(baseUrl());
    await context.addCookies(
      Object.values(COOKIE_CONSENT.names).map((name) => ({
        name,
        value: COOKIE_CONSENT.value,
        domain: url.hostname,
        path: '/',
      })),
    );
  }
  return context;
}

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** Waits until React has taken over the page: before that, a click on a server-rendered button does nothing. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/** Runs axe-core (WCAG 2.1 A and AA) on the page and returns its violations, readable. */

export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations as unknown as AxeViolation[];
  });
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
