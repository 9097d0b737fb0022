/**
 * What a form keeps in the tab's sessionStorage after the server found it open too long (the answer
 * asks for a reload, and promises that what was typed stays): the values, until the reloaded page
 * puts them back, and how far the browser's clock is off the server's, so that the reloaded form
 * dates its start by the server's clock. sessionStorage ends with the tab; the values are removed
 * once the form is sent (not when they are put back: a page may mount its form more than once).
 * Tokens (`extraFields`) are never kept.
 */
import { serverNow, setServerTime } from './serverClock';
import { keptValuesKey as valuesKey, sessionStore as storage } from './keptValuesKey';

export type KeptForm = { values: Record<string, unknown>; startedAt: number };

/** Keeps the values for the reload; `serverTime` (the answer's Date) sets the clock offset. */
export function keepValues(form: string, values: object, serverTime: number | null): void {
  const store = storage();
  if (!store) return;
  if (serverTime !== null) setServerTime(serverTime);
  const kept: KeptForm = {
    values: JSON.parse(JSON.stringify(values)) as Record<string, unknown>,
    startedAt: serverNow(),
  };
  try {
    store.setItem(valuesKey(form), JSON.stringify(kept));
  } catch {
    // Storage full: the values stay on the page at least until it is reloaded.
  }
}

/** The values kept for this form on this page; null when there are none. */
export function keptValuesOf(form: string): KeptForm | null {
  const text = storage()?.getItem(valuesKey(form));
  if (!text) return null;
  try {
    const kept = JSON.parse(text) as Partial<KeptForm>;
    if (typeof kept.values !== 'object' || kept.values === null || typeof kept.startedAt !== 'number') return null;
    return { values: kept.values, startedAt: kept.startedAt };
  } catch {
    return null;
  }
}

/** Once the form is sent, nothing of it is kept. */
export function forgetKeptValues(form: string): void {
  storage()?.removeItem(valuesKey(form));
}
