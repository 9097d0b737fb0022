import type { WithMailCaps } from '../mail/caps';
import type { Transaction } from 'kysely';
import type { Storage } from '../storage/database';
import type { Database } from '../storage/schema';
import { capDecisions, mailboxHash, UNPROVEN } from '../mail/caps';
import type { MailPolicy } from '../mail/outbox';
import type { ProofSubject } from '../mail/proof';
import { isRegistrationType, isStoredType } from '../../src/domain/forms';
import { toLocale } from '../../src/domain/locale';
import { announceClaim } from '../registration-service/claims';
import { emailDomain } from '../schools/school-domains';
import { takeBackPlace } from '../registration-service/take-back';

type Trx = Transaction<Database>;

/** What the proof page tells: what the click did. */
export type ProofOutcome =
  | { kind: 'registration' }
  | { kind: 'form' }
  | { kind: 'claim' }
  | { kind: 'taken-back' }
  | { kind: 'already' }
  | { kind: 'invalid' };

export type ProofContext = {
  storage: Pick<Storage, 'write'> & WithMailCaps;
  helpdeskEmail: string;
  /** The client that clicked: the mails the click releases count to its share. */
  client?: string;
  at: Date;
};

/** The address behind a mailbox hash, as the submission's own mails name it. */
async function addressOf(trx: Trx, submissionId: string, mailbox: string): Promise<string | null> {
  const rows = await trx.selectFrom('outbox').select('recipient').where('submission_id', '=', submissionId).execute();
  return rows.find((row) => mailboxHash(row.recipient) === mailbox)?.recipient ?? null;
}

/**
 * A click on a proof link: the mailbox is proven (for good), and what waited for it happens, in
 * one transaction: a submission's mails to that mailbox go out (through the caps, as asked for by
 * the person with their own link), a registration whose contacts all write from the school's
 * domain is trusted now; a waiting claim is filed, or — sent by the school's own contact while a
 * stranger held the place — the place is taken back.
 */
export async function proveMailbox(context: ProofContext, subject: ProofSubject): Promise<ProofOutcome> {
  const at = context.at.toISOString();
  return context.storage.write(async (trx) => {
    if (subject.scope === 'claim') return proveClaim(trx, context, subject);
    const submission = await trx
      .selectFrom('submissions')
      .select(['id', 'type'])
      .where('id', '=', subject.id)
      .executeTakeFirst();
    const address = submission ? await addressOf(trx, submission.id, subject.mailbox) : null;
    if (!submission || !address) return { kind: 'invalid' };
    await trx
      .insertInto('proven_mailboxes')
      .values({ mailbox: subject.mailbox, proven_at: at })
      .onConflict((conflict) => conflict.column('mailbox').doNothing())
      .execute();
    const waiting = (
      await trx
        .selectFrom('outbox')
        .selectAll()
        .where('submission_id', '=', submission.id)
        .where('held_reason', '=', UNPROVEN)
        .where('sent_at', 'is', null)
        .execute()
    ).filter((row) => mailboxHash(row.recipient) === subject.mailbox);
    // Released where they wait, through the caps now, as mails the person asked for with their own link.
    const decisions = await capDecisions(
      trx,
      waiting.map((row) => ({ recipient: row.recipient, template: row.template, created_at: at })),
      context.storage.mailCaps,
      (recipient) => mailboxHash(recipient) === subject.mailbox,
      context.client,
    );
    for (const [index, row] of waiting.entries()) {
      await trx
        .updateTable('outbox')
        .set({ held_at: decisions[index] ? at : null, held_reason: decisions[index], next_attempt_at: at })
        .where('id', '=', row.id)
        .where('held_reason', '=', UNPROVEN)
        .execute();
    }
    await trustOnProof(trx, submission.id, address, at);
    return isStoredType(submission.type) && isRegistrationType(submission.type)
      ? { kind: 'registration' }
      : { kind: 'form' };
  });
}

/** A registration all of whose contacts write from the school's own domain is trusted once one of them proves the mailbox. */
async function trustOnProof(trx: Trx, submissionId: string, address: string, at: string): Promise<void> {
  const check = await trx
    .selectFrom('school_checks')
    .select(['state', 'domains'])
    .where('submission_id', '=', submissionId)
    .executeTakeFirst();
  if (check?.state !== 'onbevestigd' || !check.domains.split(',').includes(emailDomain(address))) return;
  await trx
    .updateTable('school_checks')
    .set({ state: 'bevestigd', checked_by: 'automatisch: adres van de school bevestigd', checked_at: at })
    .where('submission_id', '=', submissionId)
    .where('state', '=', 'onbevestigd')
    .execute();
}

async function proveClaim(trx: Trx, context: ProofContext, subject: ProofSubject): Promise<ProofOutcome> {
  const at = context.at.toISOString();
  const claims = await trx
    .selectFrom('school_claims')
    .select(['id', 'submission_id', 'email', 'payload', 'locale', 'state'])
    .where('submission_id', '=', subject.id)
    .where('claimant_mailbox', '=', subject.mailbox)
    .orderBy('created_at', 'desc')
    .execute();
  const claim = claims.find((row) => row.state === 'wacht');
  if (!claim) return claims.length > 0 ? { kind: 'already' } : { kind: 'invalid' };
  await trx
    .insertInto('proven_mailboxes')
    .values({ mailbox: subject.mailbox, proven_at: at })
    .onConflict((conflict) => conflict.column('mailbox').doNothing())
    .execute();
  const policy: MailPolicy = {
    caps: context.storage.mailCaps,
    client: context.client,
    exempt: (recipient) => mailboxHash(recipient) === subject.mailbox,
  };
  if (await takeBackPlace(trx, claim, { helpdeskEmail: context.helpdeskEmail, policy, at: context.at })) {
    return { kind: 'taken-back' };
  }
  const opened = await trx
    .updateTable('school_claims')
    .set({ state: 'open' })
    .where('id', '=', claim.id)
    .where('state', '=', 'wacht')
    .executeTakeFirst();
  if (Number(opened.numUpdatedRows) !== 1) return { kind: 'already' };
  // Filed now: the claimant's receipt, the helpdesk's notice, the contacts told.
  await announceClaim(
    trx,
    { submissionId: claim.submission_id, claimant: claim.email, locale: toLocale(claim.locale) },
    at,
    policy,
    context.helpdeskEmail,
  );
  return { kind: 'claim' };
}
