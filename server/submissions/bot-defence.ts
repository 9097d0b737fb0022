import { BOT_FIELDS } from '../../src/domain/constants';

/**
 * Bot defence fields the browser adds next to a form's values (not part of the schemas; their
 * names are `BOT_FIELDS` of src/domain/constants.ts, which the forms use too):
 * - `website` (honeypot): an input people never see or fill; it must be absent or empty;
 * - `form_started_at` (startedAt): when the form was opened (ms since the epoch, the browser's clock);
 * - `form_fill_ms` (fillTime): how long the form was open, by the browser's monotonic clock.
 * A filled honeypot or a form sent faster than a person can fill one is dropped (answered as a
 * success, counted per day for the workspace). The fill time judges "too fast" when the browser sent
 * it: the server's clock may have stepped back (an NTP correction, a restart on another clock), and
 * a start time that then seems a second old would drop a person's form. Without it, the start time
 * against the server's clock judges. A start time more than 5 minutes ahead or more than 24 hours
 * back is refused with a visible 400 instead: it may be a person's form left open overnight, and a
 * silent drop would lose their registration.
 */
/**
 * Nobody reads and fills a form in less time than this: the production default of
 * MIN_FILL_TIME_MS (server/config.ts). Browser tests start their server with a shorter one.
 */
export const DEFAULT_MIN_FILL_TIME_MS = 3000;

/** A browser clock may run this far ahead of the server's. */
export const MAX_CLOCK_AHEAD_MS = 5 * 60 * 1000;
/** A form opened longer ago than this is refused (the page must be loaded again). */
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;

export type BotReason = 'honeypot' | 'too-fast';

export type BotCheck =
  | { kind: 'person'; values: Record<string, unknown> }
  | { kind: 'bot'; reason: BotReason; values: Record<string, unknown> }
  /** The start time is missing: the intake answers in the page's language (answers.ts). */
  | { kind: 'invalid' }
  /** The start time is too far ahead or too long ago: the visitor is asked to reload the page. */
  | { kind: 'expired' };

/** Strips the bot-defence fields off a posted body and says whether a person sent it. */
export function checkBotFields(body: Record<string, unknown>, now: number, minFillTimeMs: number): BotCheck {
  const {
    [BOT_FIELDS.honeypot]: honeypot,
    [BOT_FIELDS.startedAt]: startedAt,
    [BOT_FIELDS.fillTime]: fillTime,
    ...values
  } = body;
  if (typeof startedAt !== 'number' || !Number.isSafeInteger(startedAt) || startedAt <= 0) {
    return { kind: 'invalid' };
  }
  if (honeypot !== undefined && honeypot !== null && honeypot !== '')
    return { kind: 'bot', reason: 'honeypot', values };
  const elapsed = now - startedAt;
  if (elapsed < -MAX_CLOCK_AHEAD_MS || elapsed > MAX_FORM_AGE_MS) return { kind: 'expired' };
  const measured = typeof fillTime === 'number' && Number.isSafeInteger(fillTime) && fillTime >= 0 ? fillTime : null;
  if (measured !== null) {
    return measured < minFillTimeMs ? { kind: 'bot', reason: 'too-fast', values } : { kind: 'person', values };
  }
  // A start time a little in the future is a skewed browser clock, not proof of a bot: let it through.
  if (elapsed >= 0 && elapsed < minFillTimeMs) return { kind: 'bot', reason: 'too-fast', values };
  return { kind: 'person', values };
}
