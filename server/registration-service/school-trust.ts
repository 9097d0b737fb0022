import type { Kysely, Transaction } from 'kysely';
import type { Storage } from '../storage/database';
import type { Database } from '../storage/schema';
import type { SchoolFacts } from '../schools/types';
import { recordAudit } from '../audit/audit';
import { isProven } from '../mail/proof';
import { STAFF_TEXTS } from '../../src/domain/staff-texts';
import { emailDomain, isOnDomain, isPublicMailDomain, siteDomain, whyNotForBoard } from '../schools/school-domains';

type Trx = Transaction<Database>;

/** The domains the helpdesk confirmed for a board. */
async function boardDomains(db: Kysely<Database>, board: string | null): Promise<string[]> {
  if (!board) return [];
  const rows = await db.selectFrom('board_domains').select('domain').where('board', '=', board).execute();
  return rows.map((row) => row.domain);
}

/**
 * The domains that are the school's own (an address on one, or on a subdomain of one, writes from the
 * school): its DUO web address's domain, unless several schools or boards share it or it is a public
 * mail domain, and the domains the helpdesk ticked for its board.
 */
export async function ownDomainsOf(db: Kysely<Database>, facts: SchoolFacts): Promise<string[]> {
  const site = facts.sharedSite ? null : siteDomain(facts.website);
  const own = site && !isPublicMailDomain(site) ? [site] : [];
  return [...own, ...(await boardDomains(db, facts.board))];
}

/**
 * Whether a new registration is the school's own: every contact writes from one of its own domains
 * (`ownDomainsOf`), and one of them has proven the mailbox (until then it is `onbevestigd`: the
 * click trusts it). Any other registration
 * is stored all the same (a school never waits) and marked to be checked, with the school's DUO web
 * address and phone number kept beside it for the helpdesk. Runs in the registration's transaction.
 */
export async function markUntrustedRegistration(
  trx: Trx,
  registration: { submissionId: string; contacts: readonly string[]; facts: SchoolFacts; at: string },
): Promise<'trusted' | 'unproven' | 'to-check'> {
  const { facts } = registration;
  const trusted = await ownDomainsOf(trx, facts);
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

/** What the helpdesk ticked in "Bevestigen": the domains to remember for the board, and which domains are shared. */
export type TickedDomains = { domains: readonly string[]; isSharedDomain: (domain: string) => boolean };

/** Why a ticked domain cannot be remembered for this registration's board; null when it can. */
function refusalOf(domain: string, contactDomains: readonly string[], { isSharedDomain }: TickedDomains) {
  const T = STAFF_TEXTS.trust;
  if (!contactDomains.includes(domain)) return T.notAContactDomain(domain);
  const why = whyNotForBoard(domain, isSharedDomain);
  return why ? T.neverForBoard(domain, why) : null;
}

/**
 * The helpdesk confirms a registration it checked: read and written in one transaction, on the
 * condition that it is still to be checked (of two colleagues confirming at once, one does it). Only
 * the contact domains the helpdesk ticked become the board's, one by one: a ticked domain that is no
 * contact's, a public mail domain or a shared one is refused and nothing is written. The board's other
 * registrations whose domains are all the board's now are confirmed with it. Audited in the same
 * write, with the remembered domains.
 */
export async function confirmSchoolCheck(
  storage: Pick<Storage, 'write'>,
  submissionId: string,
  actor: string,
  at: Date,
  ticked: TickedDomains,
): Promise<{ kind: 'confirmed'; remembered: string[] } | { kind: 'not-open' } | { kind: 'refused'; message: string }> {
  const when = at.toISOString();
  return storage.write(async (trx) => {
    const check = await trx
      .selectFrom('school_checks')
      .select(['state', 'domains', 'board'])
      .where('submission_id', '=', submissionId)
      .executeTakeFirst();
    if (check?.state !== 'te-controleren') return { kind: 'not-open' } as const;
    const remembered = [...new Set(ticked.domains.map((domain) => domain.trim().toLowerCase()))];
    const contactDomains = check.domains.split(',').filter(Boolean);
    // Refused before anything is written: returning does not roll the transaction back.
    for (const domain of remembered) {
      const message = refusalOf(domain, contactDomains, ticked);
      if (message) return { kind: 'refused', message } as const;
    }
    const { board } = check;
    if (!board && remembered.length > 0) return { kind: 'refused', message: STAFF_TEXTS.trust.noBoard } as const;
    const confirmed = await trx
      .updateTable('school_checks')
      .set({ state: 'bevestigd', checked_by: actor, checked_at: when })
      .where('submission_id', '=', submissionId)
      .where('state', '=', 'te-controleren')
      .returning(['submission_id'])
      .executeTakeFirst();
    if (!confirmed) return { kind: 'not-open' } as const;
    if (board && remembered.length > 0) {
      await trx
        .insertInto('board_domains')
        .values(remembered.map((domain) => ({ board, domain, confirmed_by: actor, confirmed_at: when })))
        .onConflict((conflict) => conflict.columns(['board', 'domain']).doNothing())
        .execute();
      await confirmBoardChecks(trx, board, actor, when);
    }
    await recordAudit(trx, { actor, action: 'school-confirm', submissionId, detail: remembered.join(',') }, at);
    return { kind: 'confirmed', remembered } as const;
  });
}

/** The board's open checks whose contact domains are all the board's now, confirmed with it. */
async function confirmBoardChecks(trx: Trx, board: string, actor: string, when: string) {
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
  if (nowTrusted.length === 0) return;
  await trx
    .updateTable('school_checks')
    .set({ state: 'bevestigd', checked_by: actor, checked_at: when })
    .where('submission_id', 'in', nowTrusted)
    .where('state', '=', 'te-controleren')
    .execute();
}
