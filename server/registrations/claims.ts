import type { Kysely, Transaction } from 'kysely';
import { parseSubmission, type RegistrationMode } from '../../src/domain/forms';
import { toLocale, type Locale } from '../../src/domain/locale';
import { addressesOf, contactAddresses, contactsOf } from '../../src/domain/people';
import { REGISTRATION_STATE } from '../../src/domain/registrationStates';
import type { ClaimRequest } from '../../src/domain/api-requests';
import type { Storage } from '../storage/database';
import type { Database } from '../storage/schema';
import { newId, outboxRow, type SchoolKeys } from '../submissions/store/submissions';
import { insertOutbox, STAFF_ACTION, type MailPolicy } from '../mail/outbox';
import { recordAudit } from '../staff/audit';
import { registrationChanges } from './changes';
import { addContactLinks, contactLinkIds, removeContactLinks } from './contact-links';
import { claimNextVersion, findRegistration, productsOf, recordVersion, replacePayload, StaleVersion } from './records';
import { emailDomain } from './school-domains';

type Db = Kysely<Database> | Transaction<Database>;

/** Which registrations hold a school's place: a mode's (Doorstroomtoets), or a form type's (the primary sign-up). */
export type PlaceOf = { mode: RegistrationMode } | { type: string };

/**
 * The live registration (not withdrawn) that holds the school's place in the round, with its
 * contacts' domains: what a second party is told (`@domein`, never an address) and what a claim is
 * filed against. Found as schoolAlreadyRegistered finds it: the RIO ids, else BRIN + vestiging.
 */
export async function placeHolder(
  db: Db,
  school: SchoolKeys,
  place: PlaceOf,
  round: number,
): Promise<{ id: string; domains: string[] } | null> {
  let query = db
    .selectFrom('submissions')
    .select(['id', 'payload'])
    .where('registration_round', '=', round)
    .where('withdrawn_at', 'is', null)
    .where('registration_state', 'is not', null);
  query = 'mode' in place ? query.where('registration_mode', '=', place.mode) : query.where('type', '=', place.type);
  if (school.rio) query = query.where('school_rio', '=', school.rio);
  else if (school.brin) query = query.where('school_brin', '=', school.brin);
  else return null;
  const row = await query.orderBy('created_at').limit(1).executeTakeFirst();
  if (!row) return null;
  const domains = [...new Set(contactAddresses(JSON.parse(row.payload)).map(emailDomain))];
  return { id: row.id, domains };
}

/** The claim could not be filed: the registration is gone (withdrawn) or was never there. */
export type FileOutcome = { kind: 'filed'; id: string } | { kind: 'no-registration' };

/**
 * Files a claim on the registration holding the school's place and tells its contacts in a mail
 * that a claim was made (their mails count toward their caps as usual: a claimant cannot send more).
 */
export async function fileClaim(
  storage: Pick<Storage, 'write' | 'mailCaps'>,
  claim: { submissionId: string; claimant: ClaimRequest['claimant']; locale: Locale; at: Date },
): Promise<FileOutcome> {
  const at = claim.at.toISOString();
  return storage.write(async (trx) => {
    const row = await trx
      .selectFrom('submissions')
      .select(['payload', 'locale'])
      .where('id', '=', claim.submissionId)
      .where('withdrawn_at', 'is', null)
      .executeTakeFirst();
    if (!row) return { kind: 'no-registration' } as const;
    const id = newId();
    const { claimant } = claim;
    await trx
      .insertInto('school_claims')
      .values({
        id,
        submission_id: claim.submissionId,
        state: 'open',
        first_name: claimant.first_name,
        last_name: claimant.last_name,
        email: claimant.email,
        phone: claimant.phone,
        message: claimant.message,
        locale: claim.locale,
        created_at: at,
        decided_by: null,
        decided_at: null,
      })
      .execute();
    const locale = toLocale(row.locale);
    await insertOutbox(
      trx,
      contactAddresses(JSON.parse(row.payload)).map((recipient) =>
        outboxRow({ recipient, template: 'claim-made', locale }, claim.submissionId, at),
      ),
      { caps: storage.mailCaps },
    );
    return { kind: 'filed', id } as const;
  });
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
  /** Test-only: after the reads, before the write (to force a race). */
  beforeWrite?: () => Promise<void>;
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
  const values = parsed.output as Record<string, unknown>;
  const before = contactAddresses(record.values);
  const after = contactAddresses(values);
  const removed = before.filter((email) => !after.includes(email));
  const at = context.at.toISOString();
  const actor = `staff:${context.actor}`;
  await context.beforeWrite?.();
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
          { recipient: context.helpdeskEmail, template: 'registration-changed', locale: 'nl' },
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
  await context.beforeWrite?.();
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
