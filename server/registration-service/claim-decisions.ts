import type { WithMailCaps } from '../mail/caps';
import type { Kysely, Transaction } from 'kysely';
import { recordVersion } from './record-version';
import { parseSubmission } from '../../src/domain/forms';
import { toLocale } from '../../src/domain/locale';
import { addressesOf, contactAddresses, contactsOf } from '../../src/domain/people';
import { REGISTRATION_STATE } from '../../src/domain/registrationStates';
import type { Storage } from '../storage/database';
import type { Database } from '../storage/schema';
import { outboxRow, type MailTemplate } from '../mail/outbox';
import { insertOutbox, staffAction, type MailPolicy } from '../mail/outbox';
import { recordAudit } from '../audit/audit';
import { registrationChanges } from '../registration-records/changes';
import { addContactLinks, contactLinkIds, removeContactLinks } from '../registration-records/contact-links';
import {
  claimNextVersion,
  findRegistration,
  productsOf,
  replacePayload,
  StaleVersion,
} from '../submissions/store/registrations';
import { readSubmission } from '../submissions/store/rows';
import { storedValues } from '../submissions/store/payload';

type Db = Kysely<Database> | Transaction<Database>;

/** The claim was decided (or its decision undone) by a colleague in the meantime. */
export class ClaimDecided extends Error {}

export type DecideOutcome =
  | { kind: 'moved'; version: number }
  | { kind: 'rejected' }
  | { kind: 'undone' }
  | { kind: 'not-open' }
  | { kind: 'conflict' }
  /** An undo asked for after its working day: the decision stands. */
  | { kind: 'expired' }
  | { kind: 'invalid'; message: string };

export type DecideContext = {
  storage: Pick<Storage, 'db' | 'write'> & WithMailCaps;
  helpdeskEmail: string;
  /** The staff member's address. */
  actor: string;
  at: Date;
};

export const staffPolicy = (storage: DecideContext['storage']): MailPolicy => staffAction(storage.mailCaps);

type ClaimParty = { submission_id: string; email: string; locale: string };

/**
 * Tells the claimant (in the claim's language) and the registration's contacts (in the
 * registration's) of a decision about a claim: one template each, under the staff's policy.
 */
export async function mailClaimParties(
  trx: Transaction<Database>,
  claim: ClaimParty,
  templates: { claimant: MailTemplate; contacts: MailTemplate },
  context: DecideContext,
): Promise<void> {
  const at = context.at.toISOString();
  const row = await readSubmission(trx, { id: claim.submission_id }, { live: true });
  const contacts = row ? contactAddresses(storedValues(row.payload)) : [];
  const contactLocale = toLocale(row?.locale ?? 'nl');
  await insertOutbox(
    trx,
    [
      outboxRow(
        { recipient: claim.email, template: templates.claimant, locale: toLocale(claim.locale) },
        claim.submission_id,
        at,
      ),
      ...contacts.map((recipient) =>
        outboxRow({ recipient, template: templates.contacts, locale: contactLocale }, claim.submission_id, at),
      ),
    ],
    staffPolicy(context.storage),
  );
}

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
 * are told they are off it and how to object while it can be undone; the move is audited in the
 * same write. It can be undone until the end of the next working day (claim-undo.ts).
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
  const values = parsed.output;
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
          ...removed.map((recipient) => ({ recipient, template: 'claim-moved-away' as const, locale: oldLocale })),
          { recipient: context.helpdeskEmail, template: 'helpdesk-changed', locale: 'nl' },
        ],
        staffPolicy(context.storage),
      );
      // The helpdesk decided who the school is: nothing is left to check (an undo opens it again:
      // it knows the check was closed by this decision by its colleague and moment).
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

/**
 * Rejects the claim (if still open): the registration stays as it is; the claimant is told with a
 * next step (nothing of the registration in it), the contacts that they stay. Audited.
 */
export async function rejectClaim(context: DecideContext, claimId: string): Promise<DecideOutcome> {
  try {
    await context.storage.write(async (trx) => {
      const closed = await closeClaim(trx, claimId, 'afgewezen', context);
      await mailClaimParties(trx, closed, { claimant: 'claim-rejected', contacts: 'claim-kept' }, context);
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
