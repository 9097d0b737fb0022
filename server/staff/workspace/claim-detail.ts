import type { RowValues } from '../../submissions/store/payload';
import type { Kysely } from 'kysely';
import { canUndoClaimDecision, claimUndoUntil } from '../../../src/domain/claim-undo';
import { contactAddresses } from '../../../src/domain/people';
import type { DomainMatch, SchoolClaim } from '../../../src/domain/staff';
import { claimReference } from '../../registration-records/claim-reference';
import { ownDomainsOf } from '../../registration-service/school-trust';
import { emailDomain, isOnDomain, siteDomain } from '../../schools/school-domains';
import { TAKEN_BACK_BY } from '../../registration-service/take-back';
import { NO_FACTS, type SchoolFacts } from '../../schools/types';
import type { Database } from '../../storage/schema';

export type ClaimDetailOptions = {
  /** The school's DUO facts by BRIN + vestiging (the school index); without it, the check's copy. */
  schoolFacts?: (brinLocation: string) => SchoolFacts;
  /** The app's clock: whether a decision can still be undone. */
  now: Date;
};

/**
 * The claims on a registration as the claim panel shows them (newest first): both parties, each
 * party's mail domain against the school's DUO web address and its board's domains, the claim's
 * reference, and until when its decision can be undone (only a helpdesk decision, only in time).
 */
export async function claimsOfRecord(
  db: Kysely<Database>,
  record: {
    id: string;
    brin: string | null;
    values: RowValues;
    check: { website: string | null; board: string | null } | null;
  },
  options: ClaimDetailOptions,
): Promise<SchoolClaim[]> {
  const claims = await db
    .selectFrom('school_claims')
    .selectAll()
    .where('submission_id', '=', record.id)
    .orderBy('created_at', 'desc')
    .execute();
  if (claims.length === 0) return [];
  const facts: SchoolFacts =
    record.brin && options.schoolFacts
      ? options.schoolFacts(record.brin)
      : { ...NO_FACTS, website: record.check?.website ?? null, board: record.check?.board ?? null };
  const site = facts.sharedSite ? null : siteDomain(facts.website);
  const own = await ownDomainsOf(db, facts);
  const matchOf = (address: string): DomainMatch => {
    const domain = emailDomain(address);
    if (site && isOnDomain(domain, site)) return { domain, match: 'site' };
    return { domain, match: own.some((known) => isOnDomain(domain, known)) ? 'board' : null };
  };
  const registered = [
    ...new Map(contactAddresses(record.values).map((email) => [emailDomain(email), matchOf(email)])).values(),
  ];
  const now = options.now;
  return claims.map((claim) => {
    const undoable =
      (claim.state === 'overgedragen' || claim.state === 'afgewezen') &&
      claim.decided_at !== null &&
      claim.decided_by !== TAKEN_BACK_BY &&
      canUndoClaimDecision(claim.decided_at, now);
    return {
      id: claim.id,
      state: claim.state,
      name: `${claim.first_name} ${claim.last_name}`,
      email: claim.email,
      phone: claim.phone,
      message: claim.message,
      createdAt: claim.created_at,
      reference: claimReference(claim.id),
      decidedBy: claim.decided_by,
      decidedAt: claim.decided_at,
      undoUntil: undoable && claim.decided_at ? claimUndoUntil(claim.decided_at) : null,
      domains: { website: facts.website, registered, claimant: matchOf(claim.email) },
    };
  });
}
