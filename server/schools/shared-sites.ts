import { isOnDomain, siteDomain } from './school-domains';
import type { IndexedSchool } from './types';

/**
 * The part of a web address after its host (`www.nldata.nl/grotebeer/` → `/grotebeer`), without a
 * closing `/`: '' for a site at the root of its host.
 */
function sitePath(website: string): string {
  const text = website
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '');
  const start = text.search(/[/?#]/);
  return start < 0 ? '' : text.slice(start).replace(/\/+$/, '');
}

/**
 * The web-address domains (`siteDomain`) that are no one school's: used by schools of more than one
 * board (DUO's file has seven, each shared by two boards), or carrying several schools' sites by path
 * (`www.nldata.nl/<school>`: 15 schools of 3 boards). Whoever gets an address there, a hosting
 * provider's customer or a colleague of another board, would otherwise be trusted for all of them.
 * A board's own site with its schools by path (`skoe.nl/regenboog`) is shared too: the rule cannot
 * tell a board from a hosting provider. A school without a board number counts as a board of its own.
 */
export function sharedSiteDomains(schools: readonly IndexedSchool[]): ReadonlySet<string> {
  const sites = new Map<string, { boards: Set<string>; paths: Set<string> }>();
  for (const school of schools) {
    const website = school.facts?.website;
    const domain = siteDomain(website);
    if (!website || !domain) continue;
    const site = sites.get(domain) ?? { boards: new Set(), paths: new Set() };
    site.boards.add(school.facts?.board ?? `?${school.cf_brin_locatienr}`);
    site.paths.add(sitePath(website));
    sites.set(domain, site);
  }
  const shared = new Set<string>();
  for (const [domain, { boards, paths }] of sites) {
    // Several sites on one host, one of them below its root: the host hosts schools by path.
    const byPath = paths.size > 1 && [...paths].some((path) => path !== '');
    if (boards.size > 1 || byPath) shared.add(domain);
  }
  return shared;
}

/**
 * Whether a domain is on a shared domain or above one: remembering `mail.nldata.nl` would trust a
 * provider's addresses, and remembering `provider.nl` would trust those on its shared `scholen.provider.nl`.
 */
export function isOnSharedDomain(domain: string, shared: ReadonlySet<string>): boolean {
  for (const known of shared) if (isOnDomain(domain, known) || isOnDomain(known, domain)) return true;
  return false;
}
