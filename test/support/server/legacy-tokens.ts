import crypto from 'node:crypto';
import type { TokenClaims } from '../../../server/security/signed-tokens';

/**
 * A token as the code before key ids made it — written out here on purpose, not taken from
 * signed-tokens.ts: these are the links already in people's mailboxes, which the code of today must
 * keep accepting. `payload.signature`, an HMAC-SHA256 with the key over the payload; newsletter
 * tokens then named the address, with version 1.
 */
export function tokenMadeBeforeKeyIds(secret: Buffer | string, claims: TokenClaims): string {
  const payload = Buffer.from(
    JSON.stringify([claims.purpose, claims.subject, claims.version, claims.expiresAt]),
  ).toString('base64url');
  const key = typeof secret === 'string' ? Buffer.from(secret, 'utf8') : secret;
  return `${payload}.${crypto.createHmac('sha256', key).update(payload).digest().toString('base64url')}`;
}
