import { tokenMadeBeforeKeyIds } from '../../../test/support/server/legacy-tokens';
import { signToken, verifyToken } from '../signed-tokens';
import { signingKeys } from '../signing-keys';

const OLD_SECRET = 'k'.repeat(40);
const NEW_SECRET = 'n'.repeat(40);
const KEYS = signingKeys(OLD_SECRET);
const claims = { purpose: 'confirm', subject: 'subscription-1', version: 2, expiresAt: 2_000_000 };

/** The last character of a base64url signature with its unused padding bits set otherwise. */
function otherPaddingBits(token: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = alphabet.indexOf(token.at(-1)!);
  // A 32-byte HMAC is 43 characters: the last one carries 4 bits and 2 padding bits.
  return token.slice(0, -1) + alphabet[last ^ 0b01];
}

describe('signed tokens', () => {
  it('give back their claims for the right key, purpose and time, and name the key that signed them', () => {
    const token = signToken(KEYS, claims);
    expect(token).toMatch(/^[A-Za-z0-9_-]{8}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(token.split('.')[0]).toBe(KEYS.current.id);
    expect(verifyToken(KEYS, token, 'confirm', 1_999_999)).toEqual({ ...claims, legacy: false });
  });

  it('refuse an expired token, another purpose, another key and any change', () => {
    const token = signToken(KEYS, claims);
    expect(verifyToken(KEYS, token, 'confirm', 2_000_000)).toBeNull();
    expect(verifyToken(KEYS, token, 'unsubscribe', 1)).toBeNull();
    expect(verifyToken(signingKeys('x'.repeat(40)), token, 'confirm', 1)).toBeNull();
    const [id, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify(['confirm', 'subscription-2', 2, 2_000_000])).toString('base64url');
    expect(verifyToken(KEYS, `${id}.${forged}.${signature}`, 'confirm', 1)).toBeNull();
    expect(verifyToken(KEYS, `${id}.${payload}.${signature.slice(0, -2)}AA`, 'confirm', 1)).toBeNull();
    // The key id is signed too: another id (even of a key that verifies) is another token.
    const rotated = signingKeys(NEW_SECRET, OLD_SECRET);
    expect(verifyToken(rotated, `${rotated.current.id}.${payload}.${signature}`, 'confirm', 1)).toBeNull();
    // Without its key id it is a token of the old format, whose signature covers the payload alone.
    expect(verifyToken(KEYS, `${payload}.${signature}`, 'confirm', 1)).toBeNull();
    for (const junk of ['', 'abc', `${token}.x`, `.${payload}.${signature}`, 42, null]) {
      expect(verifyToken(KEYS, junk, 'confirm', 1)).toBeNull();
    }
  });

  it('have one spelling: a signature with characters the base64 decoder skips, padding, or other padding bits is refused', () => {
    const token = signToken(KEYS, claims);
    const legacy = tokenMadeBeforeKeyIds(OLD_SECRET, claims);
    for (const genuine of [token, legacy]) {
      expect(verifyToken(KEYS, genuine, 'confirm', 1)).not.toBeNull();
      // Each of these decodes to the same bytes as the genuine signature.
      const sameBytes = [`${genuine}!!`, `${genuine} `, `${genuine}=`, otherPaddingBits(genuine)];
      for (const spelling of sameBytes) {
        const [signature] = spelling.split('.').slice(-1);
        const [expected] = genuine.split('.').slice(-1);
        expect(Buffer.from(signature, 'base64url').equals(Buffer.from(expected, 'base64url'))).toBe(true);
        expect(verifyToken(KEYS, spelling, 'confirm', 1)).toBeNull();
      }
    }
  });

  it('can last for ever; a raised version is for the caller to refuse', () => {
    const token = signToken(KEYS, { ...claims, expiresAt: null, version: 3 });
    expect(verifyToken(KEYS, token, 'confirm', Number.MAX_SAFE_INTEGER)).toMatchObject({ version: 3, expiresAt: null });
  });
});

describe('key rotation', () => {
  const rotated = signingKeys(NEW_SECRET, OLD_SECRET);

  it('signs new tokens with SECRET_KEY, and still verifies what SECRET_KEY_PREVIOUS signed', () => {
    const before = signToken(KEYS, claims);
    const after = signToken(rotated, claims);
    expect(after.split('.')[0]).toBe(rotated.current.id);
    expect(after.split('.')[0]).not.toBe(before.split('.')[0]);
    expect(verifyToken(rotated, before, 'confirm', 1)).toEqual({ ...claims, legacy: false });
    expect(verifyToken(rotated, after, 'confirm', 1)).toEqual({ ...claims, legacy: false });
    // The tokens of the previous key stop once it is removed; the old key never verifies new ones.
    expect(verifyToken(signingKeys(NEW_SECRET), before, 'confirm', 1)).toBeNull();
    expect(verifyToken(KEYS, after, 'confirm', 1)).toBeNull();
  });

  it('verifies tokens made before key ids against the key they were made with, before and after a rotation', () => {
    const legacy = tokenMadeBeforeKeyIds(OLD_SECRET, {
      ...claims,
      subject: 'anna@example.nl',
      version: 1,
      expiresAt: null,
    });
    const expected = { purpose: 'confirm', subject: 'anna@example.nl', version: 1, expiresAt: null, legacy: true };
    expect(verifyToken(KEYS, legacy, 'confirm', Date.now())).toEqual(expected);
    expect(verifyToken(rotated, legacy, 'confirm', Date.now())).toEqual(expected);
    expect(verifyToken(signingKeys(NEW_SECRET), legacy, 'confirm', Date.now())).toBeNull();
    expect(verifyToken(KEYS, tokenMadeBeforeKeyIds('x'.repeat(40), claims), 'confirm', 1)).toBeNull();
  });
});
