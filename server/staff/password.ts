import crypto from 'node:crypto';

/** crypto.scrypt with a promise (promisify's types lose the overload that takes options). */
function scrypt(password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** scrypt cost: N = 2^15, r = 8, p = 1 (32 MiB, tens of milliseconds per check). */
const N = 32768;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const MAX_MEMORY = 64 * 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: MAX_MEMORY });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Whether the password matches the stored hash; the comparison takes the same time for every key. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return crypto.timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password, checked when the address is unknown so that a login with an
 * unknown address takes as long as one with a known address.
 */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(crypto.randomBytes(24).toString('base64url'));
  return dummy;
}

/** A password for `staff add` without one: 20 random characters (about 119 bits). */
export function generatePassword(): string {
  return crypto.randomBytes(15).toString('base64url');
}

/** Passwords need 12 characters. */
export const MIN_PASSWORD_LENGTH = 12;
