import { codeForStep, matchingStep, newTotpSecret, otpauthUri } from '../totp';

/** RFC 6238's test secret for HMAC-SHA1: the ASCII digits "12345678901234567890", in base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

/**
 * RFC 6238, Appendix B (SHA1 column): the time in seconds and its eight-digit code. Our codes
 * have six digits, which RFC 4226 defines as the same number modulo 10^6: the last six.
 */
const RFC_6238_VECTORS: readonly [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('time-based one-time passwords', () => {
  it.each(RFC_6238_VECTORS)("at %i s gives RFC 6238's code %s (its last six digits)", (seconds, code) => {
    expect(codeForStep(RFC_SECRET, Math.floor(seconds / 30))).toBe(code.slice(-6));
    expect(matchingStep(RFC_SECRET, code.slice(-6), seconds * 1000, null)).toBe(Math.floor(seconds / 30));
  });

  it('takes a code of the step before or after (clock drift), never one of two steps away', () => {
    const at = 1111111111 * 1000;
    const step = Math.floor(at / 30_000);
    expect(matchingStep(RFC_SECRET, codeForStep(RFC_SECRET, step - 1), at, null)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, codeForStep(RFC_SECRET, step + 1), at, null)).toBe(step + 1);
    expect(matchingStep(RFC_SECRET, codeForStep(RFC_SECRET, step + 2), at, null)).toBeNull();
  });

  it('refuses a code of a step already used, so an overheard code cannot log in again', () => {
    const at = 1234567890 * 1000;
    const step = Math.floor(at / 30_000);
    expect(matchingStep(RFC_SECRET, '005924', at, step)).toBeNull();
    expect(matchingStep(RFC_SECRET, '005924', at, step - 1)).toBe(step);
  });

  it('refuses what is not six digits, and reads a code typed with spaces', () => {
    expect(matchingStep(RFC_SECRET, '05924', 1234567890 * 1000, null)).toBeNull();
    expect(matchingStep(RFC_SECRET, '005 924', 1234567890 * 1000, null)).not.toBeNull();
  });

  it('makes 160-bit base32 secrets and the otpauth URI apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(otpauthUri(secret, 'jan@amn.nl'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/AMN:jan@amn.nl');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret,
      issuer: 'AMN',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
