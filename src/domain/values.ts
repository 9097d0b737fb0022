/**
 * The two questions every part of the code base asks of stored, untyped values: is this an object
 * with fields, and which address is this. Answered once, so a payload read by the mails, the
 * erasure and the staff list means the same thing to each.
 */

/** An object with named fields: not null, not an array. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An e-mail address as it is compared and indexed: without surrounding spaces, lower case. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Domains whose mailboxes ignore dots in the local part; googlemail.com is gmail.com. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address reaches, as the mail caps count it: `anna+1@x.nl` and `anna+2@x.nl` are
 * one mailbox (sub-addressing), and at Gmail so are `a.n.na@googlemail.com` and `anna@gmail.com`.
 */
export function mailboxOf(email: string): string {
  const address = normalizeEmail(email);
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at).split('+')[0] || address.slice(0, at);
  let domain = address.slice(at + 1);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    domain = dotless;
    local = local.replace(/\./g, '');
  }
  return `${local}@${domain}`;
}
