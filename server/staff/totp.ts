import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time passwords (RFC 6238: HMAC-SHA1, 30-second steps, six digits), computed by
 * the maintained `otpauth` library; what is ours is the drift window and the replay rule.
 */
const STEP_SECONDS = 30;
const DIGITS = 6;
const ISSUER = 'AMN';

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: STEP_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new secret of 160 bits, base32 as authenticator apps expect. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function stepAt(nowMs: number): number {
  return Math.floor(nowMs / 1000 / STEP_SECONDS);
}

/** The code of one time step. */
export function codeForStep(secret: string, step: number): string {
  return totpOf(secret).generate({ timestamp: step * STEP_SECONDS * 1000 });
}

/**
 * The step whose code matches, allowing one step of clock drift either way, or null. A step at or
 * before `lastStep` is refused, so an overheard code cannot be used again.
 */
export function matchingStep(secret: string, code: string, nowMs: number, lastStep: number | null): number | null {
  const given = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(given)) return null;
  const now = stepAt(nowMs);
  for (const step of [now - 1, now, now + 1]) {
    if (lastStep !== null && step <= lastStep) continue;
    const expected = codeForStep(secret, step);
    if (crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(given))) return step;
  }
  return null;
}

/** The `otpauth://` URI authenticator apps read (from a QR code or pasted). */
export function otpauthUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}
