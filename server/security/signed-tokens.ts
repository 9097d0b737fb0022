import crypto from 'node:crypto';
import * as v from 'valibot';
import type { SigningKey, SigningKeys } from './signing-keys';

/**
 * Signed tokens for links that act for someone (confirm, unsubscribe, a school's own page): an
 * HMAC-SHA256 over what the link may do (purpose), for whom (subject), a version and an expiry.
 * Nothing is stored: a token is checked by signing again, and revoked by raising the version its
 * subject holds. Tokens travel in query strings only (the logger strips those).
 *
 * A token is `keyId.payload.signature`: the key id names the key that signed it (SECRET_KEY, or
 * SECRET_KEY_PREVIOUS during a rotation). Tokens made before key ids are `payload.signature`; they
 * still verify against either key, so links already in mailboxes keep working.
 */
export type TokenClaims = {
  purpose: string;
  subject: string;
  version: number;
  /** Milliseconds since the epoch; null for a token that does not expire. */
  expiresAt: number | null;
};

/** The claims of a genuine token, and whether it was made before key ids (`legacy`: no key id). */
export type VerifiedClaims = TokenClaims & { legacy: boolean };

/** Longer than any token we make; a longer one is not read at all. */
const MAX_TOKEN_LENGTH = 2048;

const encode = (claims: TokenClaims) =>
  Buffer.from(JSON.stringify([claims.purpose, claims.subject, claims.version, claims.expiresAt])).toString('base64url');

/** The signature in its one canonical spelling: unpadded base64url. */
const signature = (secret: Buffer, signed: string) =>
  crypto.createHmac('sha256', secret).update(signed).digest('base64url');

/** Signs with the current key, naming it by its id. */
export function signToken(keys: SigningKeys, claims: TokenClaims): string {
  const signed = `${keys.current.id}.${encode(claims)}`;
  return `${signed}.${signature(keys.current.secret, signed)}`;
}

/**
 * Compared as text in constant time: only the spelling we make verifies. (Decoding first would let
 * other spellings through: Node's base64 decoder skips characters it does not know, accepts `=` and
 * ignores the padding bits of the last character.)
 */
function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** Which keys may have signed it: the one its id names, or (no id: made before key ids) either. */
function candidateKeys(keys: SigningKeys, keyId: string | null): SigningKey[] {
  const all = keys.previous ? [keys.current, keys.previous] : [keys.current];
  return keyId === null ? all : all.filter((key) => key.id === keyId);
}

/** A token's payload: purpose, subject, version and expiry (ms since 1970, or null: never). */
const CLAIMS = v.strictTuple([v.string(), v.string(), v.pipe(v.number(), v.integer()), v.nullable(v.number())]);

/**
 * The claims of a token signed with one of `keys` for `purpose`, or null when it is forged, tampered
 * with, spelled otherwise than it was made, for another purpose or expired.
 */
export function verifyToken(keys: SigningKeys, token: unknown, purpose: string, now: number): VerifiedClaims | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 2 && parts.length !== 3) return null;
  const keyId = parts.length === 3 ? parts[0] : null;
  const payload = parts[parts.length - 2];
  const given = parts[parts.length - 1];
  if (!payload || !given) return null;
  const signed = parts.slice(0, -1).join('.');
  if (!candidateKeys(keys, keyId).some((key) => sameSignature(given, signature(key.secret, signed)))) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const claims = v.safeParse(CLAIMS, decoded);
  if (!claims.success) return null;
  const [tokenPurpose, subject, version, expiresAt] = claims.output;
  if (tokenPurpose !== purpose) return null;
  if (expiresAt !== null && expiresAt <= now) return null;
  return {
    purpose,
    subject,
    version,
    expiresAt,
    legacy: keyId === null,
  };
}
