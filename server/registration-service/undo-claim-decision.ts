import { decodeJson } from '../submissions/store/payload';
import type { Transaction } from 'kysely';
import { recordVersion } from './record-version';
import { canUndoClaimDecision } from '../../src/domain/claim-undo';
import { toLocale } from '../../src/domain/locale';
import { addressesOf, contactAddresses } from '../../src/domain/people';
import { REGISTRATION_STATE } from '../../src/domain/registrationStates';
import { normalizeEmail } from '../../src/domain/values';
import type { Database, SchoolClaimsTable } from '../storage/schema';
import { recordAudit } from '../audit/audit';
import {
  claimNextVersion,
  findRegistration,
  productsOf,
  replacePayload,
  StaleVersion,
} from '../submissions/store/registrations';
import { registrationChanges } from '../registration-records/changes';
import { ClaimDecided, mailClaimParties, staffPolicy, type DecideContext, type DecideOutcome } from './claim-decisions';
import { addContactLinks, contactLinkIds, removeContactLinks } from '../registration-records/contact-links';
import { TAKEN_BACK_BY } from './take-back';

type Trx = Transaction<Database>;
type DecidedClaim = SchoolClaimsTable & { decided_at: string; decided_by: string };

/** The claim open again, on the condition that it is still the decision read: of two undos at once, one is made. */
async function reopen(trx: Trx, claim: DecidedClaim): Promise<void> {
  const reopened = await trx
    .updateTable('school_claims')
    .set({ state: 'open', decided_by: null, decided_at: null })
    .where('id', '=', claim.id)
    .where('state', '=', claim.state)
    .where('decided_at', '=', claim.decided_at)
    .returning(['id'])
    .executeTakeFirst();
  if (!reopened) throw new ClaimDecided();
}

/** A rejection undone: the claim is open again, the claimant and the contacts are told. */
async function undoRejection(trx: Trx, claim: DecidedClaim, context: DecideContext): Promise<void> {
  await mailClaimParties(trx, claim, { claimant: 'claim-reject-undone', contacts: 'claim-reject-undone' }, context);
}

/**
 * A move undone: the version before the move comes back as a new version, on the condition that the
 * registration is still the version the move made (a change the claimant made since is not thrown
 * away: StaleVersion, answered as a conflict). The earlier contacts' own links work again (the same
 * links, not new ones), the claimant's ends; the school check the move closed is open again.
 */
async function undoMove(trx: Trx, claim: DecidedClaim, context: DecideContext): Promise<void> {
  const at = context.at.toISOString();
  const moved = await trx
    .selectFrom('registration_versions')
    .select(['version', 'previous_payload'])
    .where('submission_id', '=', claim.submission_id)
    .where('at', '=', claim.decided_at)
    .where('actor', '=', `staff:${claim.decided_by}`)
    .orderBy('version', 'desc')
    .executeTakeFirst();
  const record = await findRegistration(trx, claim.submission_id);
  if (!moved || !record || record.version !== Number(moved.version)) throw new StaleVersion();
  const previous = decodeJson(moved.previous_payload);
  const number = await claimNextVersion(trx, record.id, record.version, {
    registration_state: REGISTRATION_STATE.changed,
    changed_at: at,
  });
  await replacePayload(trx, record.id, previous, addressesOf(previous));
  const restored = contactAddresses(previous);
  const removed = contactAddresses(record.values).filter((email) => !restored.includes(email));
  await removeContactLinks(trx, record.id, removed, at);
  if (restored.length > 0) {
    await trx
      .updateTable('registration_contacts')
      .set({ removed_at: null })
      .where('submission_id', '=', record.id)
      .where('email', 'in', restored.map(normalizeEmail))
      .where('removed_at', 'is not', null)
      .execute();
  }
  await addContactLinks(trx, record.id, restored, at);
  const links = await contactLinkIds(trx, record.id);
  const changes = registrationChanges(record.values, previous, productsOf(record.type), (email) => links.get(email));
  await recordVersion(
    trx,
    record,
    number,
    { kind: 'change', actor: `staff:${context.actor}`, changes, at },
    [
      { recipient: claim.email, template: 'claim-move-undone', locale: toLocale(claim.locale) },
      ...restored.map((recipient) => ({
        recipient,
        template: 'claim-move-undone' as const,
        locale: toLocale(record.locale),
      })),
      { recipient: context.helpdeskEmail, template: 'helpdesk-changed', locale: 'nl' },
    ],
    staffPolicy(context.storage),
  );
  await trx
    .updateTable('school_checks')
    .set({ state: 'te-controleren', checked_by: null, checked_at: null })
    .where('submission_id', '=', record.id)
    .where('state', '=', 'bevestigd')
    .where('checked_by', '=', claim.decided_by)
    .where('checked_at', '=', claim.decided_at)
    .execute();
}

/**
 * "Ongedaan maken": the helpdesk's move or rejection of a claim undone, until the end of the next
 * working day after it (src/domain/claim-undo.ts; later the server refuses). The claim is open
 * again, both parties are told, and the registration, its contacts and their links are as they
 * were before a move. A conditional write (of two undos at once, or an undo and a change by the
 * school, one is made), audited in the same transaction. A take-back (the school's own proven
 * address decided it) is no helpdesk decision and is not undone here.
 */
export async function undoClaimDecision(context: DecideContext, claimId: string): Promise<DecideOutcome> {
  const claim = await context.storage.db
    .selectFrom('school_claims')
    .selectAll()
    .where('id', '=', claimId)
    .executeTakeFirst();
  if (!claim?.decided_at || !claim.decided_by || claim.decided_by === TAKEN_BACK_BY) return { kind: 'not-open' };
  if (claim.state !== 'overgedragen' && claim.state !== 'afgewezen') return { kind: 'not-open' };
  if (!canUndoClaimDecision(claim.decided_at, context.at)) return { kind: 'expired' };
  const decided: DecidedClaim = { ...claim, decided_at: claim.decided_at, decided_by: claim.decided_by };
  try {
    await context.storage.write(async (trx) => {
      await reopen(trx, decided);
      if (decided.state === 'overgedragen') await undoMove(trx, decided, context);
      else await undoRejection(trx, decided, context);
      await recordAudit(
        trx,
        { actor: context.actor, action: 'claim-undo', submissionId: decided.submission_id, detail: claimId },
        context.at,
      );
    });
    return { kind: 'undone' };
  } catch (error) {
    if (error instanceof ClaimDecided) return { kind: 'not-open' };
    if (error instanceof StaleVersion) return { kind: 'conflict' };
    throw error;
  }
}
