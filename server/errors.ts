/**
 * What a caught error says, read without a cast. The checks are structural, not `instanceof Error`:
 * an error thrown by Node's own modules under Jest comes from another realm and fails `instanceof`.
 */

/** A setting the server cannot start with (server/config.ts, the signing keys): the message says which and why. */
export class ConfigError extends Error {}

/** The error's `code` (`ENOENT`, `SQLITE_BUSY`, `23505`, …), or undefined when it has none. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** The error's message, or the thrown value as text when it is not an error. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return String(error);
}
