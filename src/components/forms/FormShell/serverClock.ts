import { XSRF_ENDPOINT } from '../http';
import { visitorNow } from '@site/src/components/visitorClock';

/**
 * How far the browser's clock is off the server's. A form dates its start by the server's clock:
 * the server refuses a start more than five minutes ahead of its own time, and a visitor whose
 * computer clock runs hours fast would otherwise be refused on the first submit. The offset is kept
 * in the tab's sessionStorage, so a reloaded page knows it at once.
 */
const CLOCK_OFFSET_KEY = 'amn-form-clock-offset';

let learned: Promise<void> | null = null;
/** The offset when sessionStorage is switched off. */
let offsetInMemory = 0;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Milliseconds to add to the browser's clock to read the server's. */
export function clockOffset(): number {
  const stored = storage()?.getItem(CLOCK_OFFSET_KEY);
  const offset = stored === null || stored === undefined ? offsetInMemory : Number(stored);
  return Number.isFinite(offset) ? offset : 0;
}

/** Sets the offset from a server answer's Date (whole seconds: half a second is added). */
export function setServerTime(serverTime: number): void {
  offsetInMemory = serverTime + 500 - visitorNow();
  storage()?.setItem(CLOCK_OFFSET_KEY, String(offsetInMemory));
}

/** Now by the server's clock, as far as it is known (else the browser's). */
export function serverNow(): number {
  return visitorNow() + clockOffset();
}

/**
 * Asks the server's time once per page load: the Date of a HEAD request to the XSRF endpoint (the
 * cheapest answer the API gives; it sets the XSRF cookie on the way). Without an answer the offset
 * known so far stays.
 */
export function learnServerTime(): Promise<void> {
  if (typeof fetch !== 'function') return Promise.resolve();
  learned ??= fetch(XSRF_ENDPOINT, { method: 'HEAD', credentials: 'same-origin', cache: 'no-store' })
    .then((response) => {
      const date = Date.parse(response.headers.get('date') ?? '');
      if (!Number.isNaN(date)) setServerTime(date);
    })
    .catch(() => {
      learned = null; // try again with the next submit
    });
  return learned;
}

/** For tests: forget what was learned, as a page load does. */
export function forgetServerTime(): void {
  learned = null;
  offsetInMemory = 0;
  storage()?.removeItem(CLOCK_OFFSET_KEY);
}
