/** Where a request may be held between what it read and what it writes. */
export type PausePoint =
  | 'registration-write'
  | 'completion-write'
  | 'totp-write'
  | 'sign-up-write'
  | 'login-reserve'
  | 'claim-write'
  | 'confirm-write';

/**
 * Test-only: the app awaits this at each PausePoint, so a test can hold two requests until both
 * have read and then let them write together, forcing the race a conditional write must win once.
 * Production passes none.
 */
export type RacePause = (point: PausePoint) => Promise<void>;
