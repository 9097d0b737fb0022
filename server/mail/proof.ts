import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../storage/schema';
import type { SigningKeys } from '../security/signing-keys';
import { signToken, verifyToken } from '../security/signed-tokens';
import { mailboxHash } from './caps';
import { pageAddress } from '../../src/domain/routes';
import type { Locale } from '../../src/domain/locale';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A mailbox is proven by a click on a link we sent it. Until then it gets, per submission, one
 * neutral mail that carries nothing a visitor typed ("Was u dat? Bevestig het adres"); its other
 * mails wait in the outbox. The proof is kept by a hash of the mailbox, never the address.
 */
export async function isProven(db: Db, address: string): Promise<boolean> {
  const row = await db
    .selectFrom('proven_mailboxes')
    .select('mailbox')
    .where('mailbox', '=', mailboxHash(address))
    .executeTakeFirst();
  return row !== undefined;
}

/** Remembers that the mailbox's owner clicked a link we sent it (a second click changes nothing). */
export async function markProven(db: Db, address: string, at: string): Promise<void> {
  await db
    .insertInto('proven_mailboxes')
    .values({ mailbox: mailboxHash(address), proven_at: at })
    .onConflict((conflict) => conflict.column('mailbox').doNothing())
    .execute();
}

/** Forgets a mailbox's proof (erasure). */
export async function forgetProof(db: Db, address: string): Promise<void> {
  await db.deleteFrom('proven_mailboxes').where('mailbox', '=', mailboxHash(address)).execute();
}

export const PROOF_PURPOSE = 'prove-mailbox';

/** A proof link works a week: long enough for a holiday's inbox, short enough to go stale. */
export const PROOF_DAYS = 7;

/**
 * What a proof link proves a mailbox for: a submission's mails (`submission`), or a claim on the
 * registration `id` (`claim`: filed, or a take-back, once the claimant clicks).
 */
export type ProofScope = 'submission' | 'claim';

const SCOPE_CODE: Record<ProofScope, string> = { submission: 's', claim: 'c' };

export type ProofSubject = { scope: ProofScope; id: string; mailbox: string };

/** The signed token of a proof link: purpose, scope, submission, the mailbox's hash, version 1, a week. */
export function proofToken(
  keys: SigningKeys,
  subject: { scope: ProofScope; id: string; address: string },
  now: number,
): string {
  return signToken(keys, {
    purpose: PROOF_PURPOSE,
    subject: `${SCOPE_CODE[subject.scope]}:${subject.id}:${mailboxHash(subject.address)}`,
    version: 1,
    expiresAt: now + PROOF_DAYS * 24 * 60 * 60 * 1000,
  });
}

/** The subject of a genuine, unexpired proof token; null for anything else. */
export function proofSubject(keys: SigningKeys, token: unknown, now: number): ProofSubject | null {
  const claims = verifyToken(keys, token, PROOF_PURPOSE, now);
  if (!claims) return null;
  const [code, id, mailbox, ...rest] = claims.subject.split(':');
  const scope = (Object.keys(SCOPE_CODE) as ProofScope[]).find((key) => SCOPE_CODE[key] === code);
  if (!scope || !id || !mailbox || rest.length > 0) return null;
  return { scope, id, mailbox };
}

/** The page a proof mail's button opens (a GET proves nothing: mail filters open links). */
export function proofUrl(publicUrl: string, locale: Locale, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}${pageAddress('mailboxConfirm', locale)}?token=${encodeURIComponent(token)}`;
}
