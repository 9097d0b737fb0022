import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';

/** A session ends after 30 minutes without a request, and 12 hours after login in any case. */
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;

export type SessionStage = 'code' | 'in';
export type StaffSession = { id: string; email: string; stage: SessionStage };

const digest = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');

/** Starts a session; returns the token for the cookie (only its hash is stored). */
export async function createSession(
  db: Kysely<Database>,
  email: string,
  stage: SessionStage,
  now: Date,
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db
    .insertInto('staff_sessions')
    .values({ id: digest(token), email, stage, created_at: now.toISOString(), last_seen_at: now.toISOString() })
    .execute();
  return token;
}

/** The live session of a token, touched as seen now; an expired one is deleted and null returned. */
export async function findSession(
  db: Kysely<Database>,
  token: string | undefined,
  now: Date,
): Promise<StaffSession | null> {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const id = digest(token);
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff_accounts', 'staff_accounts.email', 'staff_sessions.email')
    .select(['staff_sessions.id', 'staff_sessions.email', 'stage', 'staff_sessions.created_at', 'last_seen_at'])
    .where('staff_sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const at = now.getTime();
  if (at - Date.parse(row.last_seen_at) > IDLE_TIMEOUT_MS || at - Date.parse(row.created_at) > ABSOLUTE_LIFETIME_MS) {
    await endSession(db, id);
    return null;
  }
  await db.updateTable('staff_sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', id).execute();
  return { id, email: row.email, stage: row.stage === 'in' ? 'in' : 'code' };
}

export async function endSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id', '=', id).execute();
}
