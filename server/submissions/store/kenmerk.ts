import crypto from 'node:crypto';

/**
 * A registration's Kenmerk, `AMN-2027-K7QX`: short enough to read out on the phone. The four
 * characters come from an alphabet without look-alikes (no 0/O/Q/D, 1/I/L/J, 2/Z, 5/S, 8/B, U/V),
 * so whoever hears or reads it can only write it one way. 20^4 = 160,000 per round; the unique
 * index makes a collision a retry, never a duplicate.
 */
export const KENMERK_ALPHABET = '34679ACEFGHKMNPRTWXY';
export const KENMERK_LENGTH = 4;

const PATTERN = new RegExp(`^AMN-(\\d{4})-[${KENMERK_ALPHABET}]{${KENMERK_LENGTH}}$`);

/** A new Kenmerk for a registration of round `round`, random (not sequential: it says nothing of counts). */
export function newKenmerk(round: number, random: (size: number) => Buffer = crypto.randomBytes): string {
  let code = '';
  while (code.length < KENMERK_LENGTH) {
    // Rejection sampling: only bytes below the largest multiple of the alphabet's size, so every
    // character is equally likely.
    const limit = 256 - (256 % KENMERK_ALPHABET.length);
    for (const byte of random(KENMERK_LENGTH)) {
      if (byte < limit && code.length < KENMERK_LENGTH) code += KENMERK_ALPHABET[byte % KENMERK_ALPHABET.length];
    }
  }
  return `AMN-${round}-${code}`;
}

/** Whether `text` is a Kenmerk as typed by someone (spaces and case forgiven); the Kenmerk itself, or null. */
export function parseKenmerk(text: string): string | null {
  const kenmerk = text.trim().toUpperCase().replace(/\s+/g, '');
  return PATTERN.test(kenmerk) ? kenmerk : null;
}

/** How many times a write tries another Kenmerk after the unique index refused one. */
export const KENMERK_ATTEMPTS = 8;
