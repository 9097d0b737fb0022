import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Signed tokens for links that act for someone (confirm, unsubscribe, a school's own page): an
 * HMAC-SHA256 with SECRET_KEY over what the link may do (purpose), for whom (subject), a version and
 * an expiry. Nothing is stored: a token is checked by signing again, and revoked by raising the
 * version its subject holds. Tokens travel in query strings only (the logger strips those).
 */
export type TokenClaims = {
  purpose: string;
  subject: string;
  version: number;
  /** Milliseconds since the epoch; null for a token that does not expire. */
  expiresAt: number | null;
};

const encode = (claims: TokenClaims) =>
  Buffer.from(JSON.stringify([claims.purpose, claims.subject, claims.version, claims.expiresAt])).toString('base64url');

function mac(key: Buffer, payload: string): Buffer {
  return crypto.createHmac('sha256', key).update(payload).digest();
}

export function signToken(key: Buffer, claims: TokenClaims): string {
  const payload = encode(claims);
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/**
 * The claims of a token made with `key` for `purpose`, or null when it is forged, tampered with, for
 * another purpose or expired. The signature is compared in constant time.
 */
export function verifyToken(key: Buffer, token: unknown, purpose: string, now = Date.now()): TokenClaims | null {
  if (typeof token !== 'string' || token.length > 2048) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = mac(key, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parts) || parts.length !== 4) return null;
  const [tokenPurpose, subject, version, expiresAt] = parts as unknown[];
  if (tokenPurpose !== purpose || typeof subject !== 'string' || !Number.isInteger(version)) return null;
  if (expiresAt !== null && (typeof expiresAt !== 'number' || expiresAt <= now)) return null;
  return { purpose, subject, version: version as number, expiresAt: expiresAt as number | null };
}

/** The file a generated key is kept in, when SECRET_KEY is unset (one node, SQLite). */
export const SECRET_KEY_FILE = 'secret-key';

/**
 * The signing key: SECRET_KEY when set; otherwise one generated on first start into DATA_DIR
 * (readable by the server's user only) and read from there afterwards.
 */
export function loadSecretKey(secretKey: string | null, dataDir: string): Buffer {
  if (secretKey) return Buffer.from(secretKey, 'utf8');
  const file = path.join(dataDir, SECRET_KEY_FILE);
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const generated = crypto.randomBytes(32).toString('base64url');
  try {
    fs.writeFileSync(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
    return Buffer.from(generated, 'utf8');
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return Buffer.from(fs.readFileSync(file, 'utf8').trim());
    throw error;
  }
}
