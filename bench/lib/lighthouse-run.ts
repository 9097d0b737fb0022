import type { Flags, Result } from 'lighthouse';

export type Lighthouse = (typeof import('lighthouse'))['default'];
type Config = Parameters<Lighthouse>[2];

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The URLs a run requested outside the site (there must be none). */
export function outsideRequests(lhr: Result, origin: string): string[] {
  const details = lhr.audits['network-requests']?.details as { items?: { url?: unknown }[] } | undefined;
  return (details?.items ?? [])
    .map((item) => String(item.url ?? ''))
    .filter((url) => !url.startsWith(`${origin}/`) && url !== origin && !/^(data|blob):/.test(url));
}

/** Transient trace failures ("Please run Lighthouse again") get this many more tries. */
const RETRIES = 2;

/**
 * One Lighthouse run, tried again when Lighthouse itself calls it broken; fails when the page
 * requested anything outside its own origin, unless `allowOutside` (Chromium's resolver refuses
 * those names all the same: such a request fails at once and leaves nothing).
 */
export async function runLighthouse(
  lighthouse: Lighthouse,
  url: string,
  flags: Flags,
  { config, allowOutside = false }: { config?: Config; allowOutside?: boolean } = {},
) {
  for (let attempt = 0; ; attempt++) {
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) {
      const outside = outsideRequests(result.lhr, new URL(url).origin);
      if (outside.length > 0 && !allowOutside)
        throw new Error(`${url} requested outside the site: ${outside.join(', ')}`);
      return result;
    }
    if (attempt >= RETRIES) throw new Error(`${url}: ${error.code}: ${error.message}`);
    console.log(`  ${error.code}: trying again`);
  }
}
