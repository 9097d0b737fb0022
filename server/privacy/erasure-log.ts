import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { keyFile } from '../security/signing-keys';
import type { Database } from '../storage/schema';
import { normalizeEmail } from '../../src/domain/values';
import { erasePersonalData } from './erasure';
import { ADDRESS_IN_TEXT } from './person-identity';

/** The file the erasure log's key is generated into when ERASURE_KEY is unset. */
export const ERASURE_KEY_FILE = 'erasure-key';

/**
 * The log kept beside the store, in DATA_DIR: a restore replaces the store (and the table in it)
 * with the backup's, so the erasures since the backup must be known from outside it too.
 */
export const ERASURE_LOG_FILE = 'erasures.log';

/** Where the log is read and written: the store's table, and the file in DATA_DIR. */
export type ErasureLog = { key: Buffer; dataDir: string };

/**
 * The erasure log's key: ERASURE_KEY, else DATA_DIR/erasure-key (generated like the signing key).
 * A key of its own, never rotated with the signing key: the log is only readable with it.
 */
export function loadErasureKey(config: { erasureKey: string | null; dataDir: string }): Buffer {
  return config.erasureKey ? Buffer.from(config.erasureKey, 'utf8') : keyFile(config.dataDir, ERASURE_KEY_FILE);
}

/** A keyed hash of the address: the log tells whether an address was erased, never which ones were. */
export function addressHash(key: Buffer, email: string): string {
  return crypto.createHmac('sha256', key).update(normalizeEmail(email)).digest('base64url');
}

/** Records an erasure in the store and appends it to the file (the first time it was asked counts in the store). */
export async function logErasure(db: Kysely<Database>, log: ErasureLog, email: string, now: Date): Promise<void> {
  const hash = addressHash(log.key, email);
  await db
    .insertInto('erasures')
    .values({ address_hash: hash, erased_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('address_hash').doNothing())
    .execute();
  fs.mkdirSync(log.dataDir, { recursive: true });
  const handle = fs.openSync(path.join(log.dataDir, ERASURE_LOG_FILE), 'a', 0o600);
  try {
    fs.writeSync(handle, `${hash} ${now.toISOString()}\n`);
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
}

/** Every hash logged: in the store's table and in the file. */
async function loggedHashes(db: Kysely<Database>, log: ErasureLog): Promise<Set<string>> {
  const hashes = new Set(
    (await db.selectFrom('erasures').select('address_hash').execute()).map((row) => row.address_hash),
  );
  const file = path.join(log.dataDir, ERASURE_LOG_FILE);
  if (fs.existsSync(file)) {
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      const hash = line.split(' ')[0];
      if (hash) hashes.add(hash);
    }
  }
  return hashes;
}

/** Every address the store holds anywhere: its address columns, the texts of submissions, versions, notes and claims (take-backs' registrations too). */
async function storedAddresses(db: Kysely<Database>): Promise<Set<string>> {
  const found = new Set<string>();
  const add = (value: string | null) => {
    for (const match of (value ?? '').match(ADDRESS_IN_TEXT) ?? []) found.add(normalizeEmail(match));
  };
  // The text columns that may hold an address, read as they are: a restore check reads the whole store once.
  const read = async (rows: Promise<Record<string, string | null>[]>) => {
    for (const row of await rows) for (const value of Object.values(row)) add(value);
  };
  await read(db.selectFrom('submission_emails').select('email').execute());
  await read(db.selectFrom('registration_contacts').select('email').execute());
  await read(db.selectFrom('outbox').select(['recipient', 'body']).execute());
  await read(db.selectFrom('newsletter_subscriptions').select('email').execute());
  await read(db.selectFrom('staff_accounts').select('email').execute());
  await read(db.selectFrom('staff_sessions').select('email').execute());
  await read(db.selectFrom('staff_audit').select(['actor', 'detail']).execute());
  await read(db.selectFrom('staff_notes').select(['author', 'text']).execute());
  // A take-back's registration (payload) names the school's contacts, the claimant's colleagues too.
  await read(db.selectFrom('school_claims').select(['email', 'message', 'payload']).execute());
  await read(db.selectFrom('submissions').select('payload').execute());
  await read(db.selectFrom('registration_versions').select(['actor', 'previous_payload', 'changes']).execute());
  return found;
}

/**
 * After a restore: every address the store holds whose hash the log has is erased again (the
 * backup was made before its erasure), and the store's table gets the erasures it missed.
 */
export async function restoreCheck(
  db: Kysely<Database>,
  log: ErasureLog,
  now: Date,
): Promise<{ logged: number; erased: number }> {
  const logged = await loggedHashes(db, log);
  let erased = 0;
  if (logged.size === 0) return { logged: 0, erased };
  for (const email of await storedAddresses(db)) {
    if (!logged.has(addressHash(log.key, email))) continue;
    await erasePersonalData(db, email);
    erased += 1;
  }
  for (const hash of logged) {
    await db
      .insertInto('erasures')
      .values({ address_hash: hash, erased_at: now.toISOString() })
      .onConflict((conflict) => conflict.column('address_hash').doNothing())
      .execute();
  }
  return { logged: logged.size, erased };
}
