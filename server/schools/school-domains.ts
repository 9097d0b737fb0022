/** The domains a registration is judged by: the school's web address and its contacts' addresses. */
import type { NotForBoard } from '../../src/domain/staff';

/**
 * Domains anyone can get an address on: a registration from one of them is checked, and confirming
 * it never makes the domain the board's (that would trust every stranger on it).
 */
const PUBLIC_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.nl',
  'outlook.com',
  'outlook.nl',
  'live.com',
  'live.nl',
  'msn.com',
  'icloud.com',
  'me.com',
  'yahoo.com',
  'ziggo.nl',
  'kpnmail.nl',
  'kpnplanet.nl',
  'planet.nl',
  'home.nl',
  'xs4all.nl',
  'upcmail.nl',
  'hetnet.nl',
  'casema.nl',
  'chello.nl',
  'protonmail.com',
  'proton.me',
  'gmx.net',
  'gmx.com',
]);

export const isPublicMailDomain = (domain: string) => PUBLIC_MAIL_DOMAINS.has(domain);

/**
 * The host of DUO's INTERNETADRES (`www.obs-voorbeeld.nl`, `https://obs-voorbeeld.nl/contact`)
 * without `www.`, lower case; null when there is none or it is no host name.
 */
export function siteDomain(website: string | null | undefined): string | null {
  const text = website?.trim().toLowerCase();
  if (!text) return null;
  const host = text
    .replace(/^[a-z]+:\/\//, '')
    .split(/[/?#]/)[0]
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) ? host : null;
}

/** The domain of an address, lower case (`directie@OBS-voorbeeld.nl` → `obs-voorbeeld.nl`). */
export const emailDomain = (email: string) =>
  email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();

/** Whether an address's domain is `domain` or one of its subdomains (`mail.obs-voorbeeld.nl`). */
export const isOnDomain = (addressDomain: string, domain: string) =>
  addressDomain === domain || addressDomain.endsWith(`.${domain}`);

/**
 * Why a contact's domain can never become a board's: anyone can get an address on a public mail
 * domain, and a shared domain (`SchoolIndex.isSharedDomain`) serves several schools or boards.
 */
export function whyNotForBoard(domain: string, isSharedDomain: (domain: string) => boolean): NotForBoard | null {
  if (isPublicMailDomain(domain)) return 'public';
  return isSharedDomain(domain) ? 'shared' : null;
}
