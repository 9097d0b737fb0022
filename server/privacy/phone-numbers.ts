/**
 * Phone numbers in free text, for erasure: a person's own numbers found however they were written
 * ("06-1234 5678", "+31 6 12345678", "0031 (0)6 1234 5678" are one number), and every number in a
 * text that is about the person.
 */

/** What stands in for a removed phone number. */
export const ERASED_PHONE = '[telefoonnummer verwijderd]';

/** A number shorter than this (an extension, a year) is never looked for. */
const MIN_DIGITS = 7;

/**
 * One key per number however it is written: a Dutch number by its digits after the 0 or the +31
 * (`611112222`), a foreign one by `+` and its digits with the country code (`+40721234567`);
 * null for too few digits.
 */
export function phoneKey(written: string): string | null {
  const international = /^\s*(\+|00)/.test(written);
  let digits = written.replace(/\D/g, '');
  if (international) digits = digits.replace(/^00/, '');
  const dutch = !international || digits.startsWith('31');
  // "+31 (0)24 …": the 0 some write in brackets after the country code is not part of the number.
  const national = dutch ? (international ? digits.slice(2) : digits).replace(/^0/, '') : digits;
  if (national.length < MIN_DIGITS) return null;
  return dutch ? national : `+${national}`;
}

/** Whatever may stand between the digits of a written number: spaces, dashes, dots, slashes, brackets. */
const SEPARATORS = '[\\s./()-]{0,3}';

/** The digits of a number, with any separators between them. */
const spaced = (digits: string) => digits.split('').join(SEPARATORS);

/**
 * A pattern that finds the number of this key in a text however it is written: with 0, +31 or
 * 0031 (and an optional (0)) before a Dutch number, + or 00 before a foreign one; never inside a
 * longer run of digits.
 */
export function phonePattern(key: string): RegExp {
  const number = key.startsWith('+')
    ? `(?:\\+|00)${SEPARATORS}${spaced(key.slice(1))}`
    : `(?:(?:\\+|00)${SEPARATORS}31${SEPARATORS}(?:0${SEPARATORS})?|0${SEPARATORS})${spaced(key)}`;
  return new RegExp(`(?<![\\d+])${number}(?!\\d)`, 'g');
}

/**
 * A note about the person loses every phone number in it as well: whose number it is, the note does
 * not say ("Gebeld met Anna, 06 11112222"). A run of at least nine digits, with spaces, dashes, dots,
 * brackets or a leading + between them.
 */
export function withoutPhoneNumbers(text: string): string {
  return text.replace(/\+?\(?\d[\d\s().-]{7,}\d/g, (match) =>
    (match.match(/\d/g) ?? []).length >= 9 ? ERASED_PHONE : match,
  );
}
