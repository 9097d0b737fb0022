import type { WithMailCaps } from '../mail/caps';
import type { Transaction } from 'kysely';
import { SITE } from '../../src/data/site';
import { toLocale, type Locale } from '../../src/domain/locale';
import { contactAddresses } from '../../src/domain/people';
import type { ClaimRequest } from '../../src/domain/api-requests';
import { violatedUniqueKey, type Storage } from '../storage/database';
import { isProven } from '../mail/proof';
import { mailboxHash } from '../mail/caps';
import type { Database } from '../storage/schema';
import { newId } from '../submissions/store/submissions';
import { outboxRow } from '../mail/outbox';
import { insertOutbox, type MailPolicy } from '../mail/outbox';
import { readSubmission } from '../submissions/store/rows';
import { storedValues } from '../submissions/store/payload';

export { placeHolder, type PlaceOf } from '../submissions/store/places';

/**
 * `filed`: open, its contacts told; `waiting`: filed once the claimant proves the mailbox (the
 * claimant gets the neutral proof mail); `already`: this claimant has a waiting or open claim on it.
 */
export type FileOutcome =
  { kind: 'filed'; id: string } | { kind: 'waiting'; id: string } | { kind: 'already' } | { kind: 'no-registration' };

type ClaimStorage = Pick<Storage, 'write'> & WithMailCaps;

/**
 * Files a claim on the registration holding the school's place. From a proven mailbox it is open
 * at once and announced (announceClaim); otherwise it waits for the claimant's click on the neutral
 * mail we send them (no stranger can make us mail the contacts). One waiting or open claim per
 * claimant and registration: the database refuses a second. Its mails count to the client's share.
 */
export async function fileClaim(
  storage: ClaimStorage,
  claim: {
    submissionId: string;
    claimant: ClaimRequest['claimant'];
    locale: Locale;
    at: Date;
    /** The client whose request filed it: the claim's mails count to its share. */
    client: string | undefined;
    /** Where the helpdesk's notice of a filed claim goes (HELPDESK_EMAIL). */
    helpdeskEmail?: string;
    /** A take-back: the registration the school's own contact sent (made once they prove the mailbox). */
    payload?: Record<string, unknown>;
  },
): Promise<FileOutcome> {
  const at = claim.at.toISOString();
  try {
    return await storage.write(async (trx) => {
      const row = await readSubmission(trx, { id: claim.submissionId }, { live: true });
      if (!row) return { kind: 'no-registration' } as const;
      const id = newId();
      const { claimant } = claim;
      const proven = await isProven(trx, claimant.email);
      await trx
        .insertInto('school_claims')
        .values({
          id,
          submission_id: claim.submissionId,
          state: proven && !claim.payload ? 'open' : 'wacht',
          first_name: claimant.first_name,
          last_name: claimant.last_name,
          email: claimant.email,
          phone: claimant.phone,
          message: claimant.message,
          locale: claim.locale,
          created_at: at,
          decided_by: null,
          decided_at: null,
          claimant_mailbox: mailboxHash(claimant.email),
          payload: claim.payload ? JSON.stringify(claim.payload) : null,
        })
        .execute();
      const policy: MailPolicy = { caps: storage.mailCaps, client: claim.client };
      if (proven && !claim.payload) {
        const helpdesk = claim.helpdeskEmail ?? storage.mailCaps.helpdeskEmail ?? SITE.helpdeskEmail;
        await announceClaim(
          trx,
          { submissionId: claim.submissionId, claimant: claimant.email, locale: claim.locale },
          at,
          policy,
          helpdesk,
        );
        return { kind: 'filed', id } as const;
      }
      await insertOutbox(
        trx,
        [
          outboxRow(
            { recipient: claimant.email, template: 'claim-proof', locale: claim.locale },
            claim.submissionId,
            at,
          ),
        ],
        policy,
      );
      return { kind: 'waiting', id } as const;
    });
  } catch (error) {
    const violated = violatedUniqueKey(error);
    if (violated?.table === 'school_claims') return { kind: 'already' };
    throw error;
  }
}

/**
 * A claim is with the helpdesk now (filed from a proven mailbox, or its claimant clicked): the
 * registration's contacts are told someone asked to take it over, the claimant gets a receipt with
 * the claim's reference and what happens next, the helpdesk a notice with the record's link in the
 * workspace. The contacts' and claimant's mails count to their caps as usual.
 */
export async function announceClaim(
  trx: Transaction<Database>,
  claim: { submissionId: string; claimant: string; locale: Locale },
  at: string,
  policy: MailPolicy,
  helpdeskEmail: string,
): Promise<void> {
  const row = await readSubmission(trx, { id: claim.submissionId }, { live: true });
  if (!row) return;
  const locale = toLocale(row.locale);
  await insertOutbox(
    trx,
    [
      ...contactAddresses(storedValues(row.payload)).map((recipient) =>
        outboxRow({ recipient, template: 'claim-made', locale }, claim.submissionId, at),
      ),
      outboxRow({ recipient: claim.claimant, template: 'claim-receipt', locale: claim.locale }, claim.submissionId, at),
      outboxRow({ recipient: helpdeskEmail, template: 'helpdesk-claim', locale: 'nl' }, claim.submissionId, at),
    ],
    policy,
  );
}

export { moveRegistration, rejectClaim, type DecideOutcome } from './claim-decisions';
