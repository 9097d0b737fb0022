import * as v from 'valibot';
import { helpdeskRequestSchema, isFormType, isRegistrationType, parseSubmission } from '../../src/domain/forms';
import { issueSentence, summarize } from '../../src/domain/forms/issues';
import { composeMails, emailsOf } from '../mail/compose';
import type { Storage } from '../storage/database';
import { countBotDrop, findSubmission, newId, storeSubmission } from '../storage/submissions';
import {
  ALREADY_REGISTERED_TEXT,
  BAD_IDEMPOTENCY_KEY_TEXT,
  GENERIC_SUCCESS,
  KEY_REUSED_TEXT,
  SUCCESS_TEXTS,
  UNKNOWN_PRE_REGISTRATION_TEXT,
  thankYouAddress,
} from './answers';
import { checkBotFields, type BotReason } from './bot-defence';
import { registrationModeOf, schoolKeys, type SchoolIds } from './registration-keys';

/** What the route answers: a status and a text body (a 307's body is the thank-you page's address). */
export type Answer = { status: 200 | 307 | 400 | 409; text: string };

/** `form`: /api/process-form (all form types); `helpdesk-request`: /api/send. */
export type IntakeKind = 'form' | 'helpdesk-request';

export type IntakeDeps = {
  storage: Pick<Storage, 'db' | 'write'>;
  publicUrl: string;
  helpdeskEmail: string;
  now?: () => number;
  /** A form sent sooner than this after it was opened is a bot's (MIN_FILL_TIME_MS). */
  minFillTimeMs: number;
  /** Called after a commit that queued mails (wakes the outbox worker). */
  onStored?: () => void;
  /** Called for every dropped bot submission (for the log). */
  onBot?: (reason: BotReason) => void;
};

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;
const PRE_REGISTRATION_TYPES = new Set(['doorstroomtoets-pre-registration', 'doorstroomtoets-pre-registration-2026']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function success(type: string): Answer {
  if (isRegistrationType(type)) return { status: 307, text: thankYouAddress(type) };
  return { status: 200, text: SUCCESS_TEXTS[type] ?? GENERIC_SUCCESS };
}

const invalid = (text: string): Answer => ({ status: 400, text });

type Parsed = { success: true; type: string; values: Record<string, unknown> } | { success: false; message: string };

function parse(kind: IntakeKind, values: Record<string, unknown>): Parsed {
  if (kind === 'helpdesk-request') {
    const result = v.safeParse(helpdeskRequestSchema, values);
    return result.success
      ? { success: true, type: 'helpdesk-request', values: { type: 'helpdesk-request', ...result.output } }
      : { success: false, message: issueSentence(summarize(result.issues)) };
  }
  const result = parseSubmission(values);
  return result.success
    ? { success: true, type: result.output.type, values: result.output as Record<string, unknown> }
    : { success: false, message: result.message };
}

/**
 * Takes one posted form: bot check, validation with the shared schema, the registration rules,
 * then one transaction with the submission and its mails. The answer is only a success after the
 * commit.
 */
export async function takeSubmission(
  deps: IntakeDeps,
  kind: IntakeKind,
  body: unknown,
  idempotencyKey: string | undefined,
): Promise<Answer> {
  if (!isRecord(body)) return invalid('Het verzoek moet een JSON-object zijn.');
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) return invalid(BAD_IDEMPOTENCY_KEY_TEXT);

  const now = deps.now?.() ?? Date.now();
  const bot = checkBotFields(body, now, deps.minFillTimeMs);
  if (bot.kind === 'invalid') return invalid(bot.message);
  if (bot.kind === 'bot') {
    await countBotDrop(deps.storage.db, bot.reason, new Date(now));
    deps.onBot?.(bot.reason);
    // Answer exactly as a stored submission of the claimed type would be answered.
    const claimed = kind === 'helpdesk-request' ? 'helpdesk-request' : bot.values.type;
    return success(claimed === 'helpdesk-request' || isFormType(claimed) ? claimed : 'unknown');
  }

  const parsed = parse(kind, bot.values);
  if (!parsed.success) return invalid(parsed.message);
  const { type, values } = parsed;

  const registrationId =
    typeof values.registrationId === 'string' && values.registrationId ? values.registrationId : null;
  if (registrationId) {
    const earlier = await findSubmission(deps.storage.db, registrationId);
    if (!earlier || !PRE_REGISTRATION_TYPES.has(earlier.type)) return invalid(UNKNOWN_PRE_REGISTRATION_TEXT);
  }

  const mode = registrationModeOf(type);
  const keys = mode && isRecord(values.school) ? schoolKeys(values.school as SchoolIds) : null;
  const id = newId();
  const result = await storeSubmission(deps.storage, {
    id,
    type,
    values,
    idempotencyKey: idempotencyKey ?? null,
    registration: mode && keys && (keys.brin || keys.rio) ? { mode, school: keys } : null,
    registrationId,
    emails: emailsOf(values),
    mails: composeMails({ type, id, values, publicUrl: deps.publicUrl, helpdeskEmail: deps.helpdeskEmail }),
  });
  switch (result.kind) {
    case 'stored':
      deps.onStored?.();
      return success(type);
    case 'replayed':
      return success(result.type);
    case 'key-reused':
      return { status: 409, text: KEY_REUSED_TEXT };
    case 'already-registered':
      return { status: 409, text: ALREADY_REGISTERED_TEXT };
  }
}
