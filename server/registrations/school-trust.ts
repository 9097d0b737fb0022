import type { Transaction } from 'kysely';
import type { Storage } from '../storage/database';
import type { Database } from '../storage/schema';
import type { SchoolFacts } from '../schools/types';
import { recordAudit } from '../staff/audit';
import { isProven } from '../mail/proof';
import { emailDomain, isOnDomain, isPublicMailDomain, siteDomain } from './school-domains';

type Trx = Transaction<Database>;

/** The domains the helpdesk confirmed for a board. */
async function boardDomains(trx: Trx, board: string | null): Promise<string[]> {
  if (!board) return [];
  const rows = await trx.selectFrom('board_domains').select('domain').where('board', '=', board).execute();
  return rows.map((row) => row.domain);
}

/**
 * Whether a new registration is the school's own: every contact writes from the school's domain
 * (DUO's web address) or from a domain the helpdesk confirmed for its board, and one of them has
 * proven the mailbox (until then it is `onbevestigd`: the click trusts it). Any other registration
 * is stored all the same (a school never waits) and marked to be checked, with the school's DUO web
 * address and phone number kept beside it for the helpdesk. Runs in the registration's transaction.
 */
export async function markUntrustedRegistration(
  trx: Trx,
  registration: { submissionId: string; contacts: readonly string[]; facts: SchoolFacts; at: string },
): Promise<'trusted' | 'unproven' | 'to-check'> {
  const { facts } = registration;
  const trusted = [siteDomain(facts.website), ...(await boardDomains(trx, facts.board))].filter(
    (domain): domain is string => domain !== null,
  );
  const domains = [...new Set(registration.contacts.map(emailDomain))];
  const own = (domain: string) => trusted.some((known) => isOnDomain(domain, known));
  const fromSchool = domains.length > 0 && domains.every(own);
  // A typed address proves nothing: the school's domain is trusted once one of them clicked our link.
  if (fromSchool && (await someProven(trx, registration.contacts))) return 'trusted';
  await trx
    .insertInto('school_checks')
    .values({
      submission_id: registration.submissionId,
      state: fromSchool ? 'onbevestigd' : 'te-controleren',
      domains: domains.join(','),
      board: facts.board,
      website: facts.website,
      phone: facts.phone,
      created_at: registration.at,
      checked_by: null,
      checked_at: null,
    })
    .execute();
  return fromSchool ? 'unproven' : 'to-check';
}

async function someProven(trx: Trx, contacts: readonly string[]): Promise<boolean> {
  for (const contact of contacts) if (await isProven(trx, contact)) return true;
  return false;
}

/**
 * The helpdesk confirms a registration it checked: read and written in one transaction, on the
 * condition that it is still to be checked (of two colleagues confirming at once, one does it). Its
 * contacts' domains become the board's (public mail domains never do), and the board's other
 * registrations whose domains are all confirmed now are confirmed with it. Audited in the same write.
 */
export async function confirmSchoolCheck(
  storage: Pick<Storage, 'write'>,
  submissionId: string,
  actor: string,
  at: Date,
): Promise<{ kind: 'confirmed'; remembered: string[] } | { kind: 'not-open' }> {
  const when = at.toISOString();
  return storage.write(async (trx) => {
    const confirmed = await trx
      .updateTable('school_checks')
      .set({ state: 'bevestigd', checked_by: actor, checked_at: when })
      .where('submission_id', '=', submissionId)
      .where('state', '=', 'te-controleren')
      .returning(['board', 'domains'])
      .executeTakeFirst();
    if (!confirmed) return { kind: 'not-open' } as const;
    const remembered = confirmed.domains.split(',').filter((domain) => domain && !isPublicMailDomain(domain));
    const { board } = confirmed;
    if (board && remembered.length > 0) {
      await trx
        .insertInto('board_domains')
        .values(remembered.map((domain) => ({ board, domain, confirmed_by: actor, confirmed_at: when })))
        .onConflict((conflict) => conflict.columns(['board', 'domain']).doNothing())
        .execute();
      const known = await boardDomains(trx, board);
      const open = await trx
        .selectFrom('school_checks')
        .select(['submission_id', 'domains'])
        .where('board', '=', board)
        .where('state', '=', 'te-controleren')
        .execute();
      const nowTrusted = open
        .filter((check) => check.domains.split(',').every((domain) => known.some((k) => isOnDomain(domain, k))))
        .map((check) => check.submission_id);
      if (nowTrusted.length > 0) {
        await trx
          .updateTable('school_checks')
          .set({ state: 'bevestigd', checked_by: actor, checked_at: when })
          .where('submission_id', 'in', nowTrusted)
          .where('state', '=', 'te-controleren')
          .execute();
      }
    }
    await recordAudit(trx, { actor, action: 'school-confirm', submissionId, detail: remembered.join(',') }, at);
    return { kind: 'confirmed', remembered } as const;
  });
}
