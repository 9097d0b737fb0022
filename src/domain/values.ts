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
