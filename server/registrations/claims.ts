import type { Kysely, Transaction } from 'kysely';
import { parseSubmission } from '../../src/domain/forms';
import { toLocale, type Locale } from '../../src/domain/locale';
import { addressesOf, contactAddresses, contactsOf } from '../../src/domain/people';
import { REGISTRATION_STATE } from '../../src/domain/registrationStates';
import type { ClaimRequest } from '../../src/domain/api-requests';
import { violatedUniqueKey, type Storage } from '../storage/database';
import { isProven } from '../mail/proof';
import { mailboxHash } from '../mail/caps';
import type { Database } from '../storage/schema';
import { newId, outboxRow } from '../submissions/store/submissions';
import { insertOutbox, STAFF_ACTION, type MailPolicy } from '../mail/outbox';
import { recordAudit } from '../staff/audit';
import { registrationChanges } from './changes';
import { addContactLinks, contactLinkIds, removeContactLinks } from './contact-links';
import {
  claimNextVersion,
  findRegistration,
  productsOf,
  recordVersion,
  replacePayload,
  StaleVersion,
} from '../submissions/store/registrations';
import { readSubmission } from '../submissions/store/rows';
import { storedValues } from '../submissions/store/payload';

type Db = Kysely<Database> | Transaction<Database>;

export { placeHolder, type PlaceOf } from '../submissions/store/places';

/**
 * `filed`: open, its contacts told; `waiting`: filed once the claimant proves the mailbox (the
 * claimant gets the neutral proof mail); `already`: this claimant has a waiting or open claim on it.
 */
export type FileOutcome =
  { kind: 'filed'; id: string } | { kind: 'waiting'; id: string } | { kind: 'already' } | { kind: 'no-registration' };

type ClaimStorage = Pick<Storage, 'write' | 'mailCaps'>;

/**
 * Files a claim on the registration holding the school's place. From a proven mailbox it is open
 * at once and its contacts are told; otherwise it waits for the claimant's click on the neutral
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
        await tellContactsOfClaim(trx, claim.submissionId, at, policy);
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

/** Tells a registration's contacts that someone asked to take it over (their caps count as usual). */
export async function tellContactsOfClaim(
  trx: Transaction<Database>,
  submissionId: string,
  at: string,
  policy: MailPolicy,
): Promise<void> {
  const row = await readSubmission(trx, { id: submissionId }, { live: true });
  if (!row) return;
  const locale = toLocale(row.locale);
  await insertOutbox(
    trx,
    contactAddresses(storedValues(row.payload)).map((recipient) =>
      outboxRow({ recipient, template: 'claim-made', locale }, submissionId, at),
    ),
    policy,
  );
}

/** The claim was decided by a colleague in the meantime. */
class ClaimDecided extends Error {}

export type DecideOutcome =
  | { kind: 'moved'; version: number }
  | { kind: 'rejected' }
  | { kind: 'not-open' }
  | { kind: 'conflict' }
  | { kind: 'invalid'; message: string };

type DecideContext = {
  storage: Pick<Storage, 'db' | 'write' | 'mailCaps'>;
  helpdeskEmail: string;
  /** The staff member's address. */
  actor: string;
  at: Date;
};

const policy = (storage: DecideContext['storage']): MailPolicy => ({ ...STAFF_ACTION, caps: storage.mailCaps });

/** The claim, on the condition that it is still open: of two decisions at once, one is made. */
async function closeClaim(
  trx: Transaction<Database>,
  id: string,
  state: 'overgedragen' | 'afgewezen',
  context: DecideContext,
) {
  const closed = await trx
    .updateTable('school_claims')
    .set({ state, decided_by: context.actor, decided_at: context.at.toISOString() })
    .where('id', '=', id)
    .where('state', '=', 'open')
    .returning(['submission_id', 'email', 'locale'])
    .executeTakeFirst();
  if (!closed) throw new ClaimDecided();
  return closed;
}

async function openClaim(db: Db, id: string) {
  return db.selectFrom('school_claims').selectAll().where('id', '=', id).where('state', '=', 'open').executeTakeFirst();
}

/**
 * Moves the registration to the claimant: a new version (on the condition that the registration is
 * still the version read and the claim still open, both in one transaction), the claimant its only
 * contact with the old first contact's product choices, the old contacts' links ended, the claimant
 * a working personal link. The claimant gets the registration's page in a mail, the old contacts
 * are told they are off it; the move is audited in the same write.
 */
export async function moveRegistration(context: DecideContext, claimId: string): Promise<DecideOutcome> {
  const claim = await openClaim(context.storage.db, claimId);
  if (!claim) return { kind: 'not-open' };
  const record = await findRegistration(context.storage.db, claim.submission_id);
  if (!record || record.withdrawnAt !== null) return { kind: 'not-open' };
  const [first] = contactsOf(record.values);
  // The product flags of the first contact stay (the claimant is the contact for them now).
  const flags = Object.fromEntries(
    Object.entries(first ?? {}).filter(
      ([key]) => !['first_name', 'tussenvoegsel', 'last_name', 'email', 'work_number', 'job_title'].includes(key),
    ),
  );
  const proposed = {
    ...record.values,
    contacts: [
      {
        ...flags,
        first_name: claim.first_name,
        last_name: claim.last_name,
        email: claim.email,
        ...(claim.phone ? { work_number: claim.phone } : {}),
      },
    ],
  };
  const parsed = parseSubmission(proposed, undefined, record.round);
  if (!parsed.success) return { kind: 'invalid', message: parsed.message };
  const values: Record<string, unknown> = { ...parsed.output };
  const before = contactAddresses(record.values);
  const after = contactAddresses(values);
  const removed = before.filter((email) => !after.includes(email));
  const at = context.at.toISOString();
  const actor = `staff:${context.actor}`;
  try {
    const version = await context.storage.write(async (trx) => {
      await closeClaim(trx, claimId, 'overgedragen', context);
      const number = await claimNextVersion(trx, record.id, record.version, {
        registration_state: REGISTRATION_STATE.changed,
        changed_at: at,
      });
      await replacePayload(trx, record.id, values, addressesOf(values));
      await addContactLinks(trx, record.id, after, at);
      await removeContactLinks(trx, record.id, removed, at);
      const links = await contactLinkIds(trx, record.id);
      const changes = registrationChanges(record.values, values, productsOf(record.type), (email) => links.get(email));
      const locale = toLocale(claim.locale);
      const oldLocale = toLocale(record.locale);
      await recordVersion(
        trx,
        record,
        number,
        { kind: 'change', actor, changes, at },
        [
          ...after.map((recipient) => ({ recipient, template: 'registration-moved' as const, locale })),
          ...removed.map((recipient) => ({ recipient, template: 'contact-removed' as const, locale: oldLocale })),
          { recipient: context.helpdeskEmail, template: 'helpdesk-changed', locale: 'nl' },
        ],
        policy(context.storage),
      );
      // The helpdesk decided who the school is: nothing is left to check.
      await trx
        .updateTable('school_checks')
        .set({ state: 'bevestigd', checked_by: context.actor, checked_at: at })
        .where('submission_id', '=', record.id)
        .where('state', '=', 'te-controleren')
        .execute();
      await recordAudit(
        trx,
        { actor: context.actor, action: 'claim-move', submissionId: record.id, detail: claimId },
        context.at,
      );
      return number;
    });
    return { kind: 'moved', version };
  } catch (error) {
    if (error instanceof ClaimDecided) return { kind: 'not-open' };
    if (error instanceof StaleVersion) return { kind: 'conflict' };
    throw error;
  }
}

/** Rejects the claim (if still open): the registration stays as it is, the claimant is told. Audited. */
export async function rejectClaim(context: DecideContext, claimId: string): Promise<DecideOutcome> {
  try {
    await context.storage.write(async (trx) => {
      const closed = await closeClaim(trx, claimId, 'afgewezen', context);
      await insertOutbox(
        trx,
        [
          outboxRow(
            { recipient: closed.email, template: 'claim-rejected', locale: toLocale(closed.locale) },
            closed.submission_id,
            context.at.toISOString(),
          ),
        ],
        policy(context.storage),
      );
      await recordAudit(
        trx,
        { actor: context.actor, action: 'claim-reject', submissionId: closed.submission_id, detail: claimId },
        context.at,
      );
    });
    return { kind: 'rejected' };
  } catch (error) {
    if (error instanceof ClaimDecided) return { kind: 'not-open' };
    throw error;
  }
}
