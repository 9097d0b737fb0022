import { decodeJson } from '../submissions/store/payload';
import type { Transaction } from 'kysely';
import { recordVersion } from './record-version';
import { addressesOf, contactAddresses } from '../../src/domain/people';
import { REGISTRATION_STATE } from '../../src/domain/registrationStates';
import { toLocale } from '../../src/domain/locale';
import type { Database, SchoolClaimsTable } from '../storage/schema';
import { insertOutbox, type MailPolicy } from '../mail/outbox';
import { outboxRow } from '../mail/outbox';
import { claimNextVersion, findRegistration, productsOf, replacePayload } from '../submissions/store/registrations';
import { recordAudit } from '../audit/audit';
import { registrationChanges } from '../registration-records/changes';
import { addContactLinks, contactLinkIds, removeContactLinks } from '../registration-records/contact-links';
import { emailDomain } from '../schools/school-domains';
import { isRecord } from '../../src/domain/values';

type Trx = Transaction<Database>;

/** Who decided a take-back: nobody at the helpdesk, the school's proven address did. */
export const TAKEN_BACK_BY = 'automatisch: adres van de school bevestigd';

/** Whether a registration is not (yet) the school's own: its check is open, or waits for a proven mailbox. */
export async function isUntrusted(trx: Trx, submissionId: string): Promise<boolean> {
  const check = await trx
    .selectFrom('school_checks')
    .select('state')
    .where('submission_id', '=', submissionId)
    .executeTakeFirst();
  return check?.state === 'te-controleren' || check?.state === 'onbevestigd';
}

/**
 * The rightful school takes its place back: its contact on the school's own domain sent a
 * registration while one that is not trusted held the place, and has now proven the mailbox. In the
 * proof's transaction, on the condition that the registration is still the version read and still
 * not trusted: a new version with the school's registration, the earlier contacts' links ended and
 * they are told, the new contacts get the confirmation with their links (each after their own
 * proof), the helpdesk the change; the check is closed, the claim decided, all of it audited.
 * Returns false when the place is no longer the stranger's to give (the claim then goes to the helpdesk).
 */
export async function takeBackPlace(
  trx: Trx,
  claim: Pick<SchoolClaimsTable, 'id' | 'submission_id' | 'email' | 'payload' | 'locale'>,
  context: { helpdeskEmail: string; policy: MailPolicy; at: Date },
): Promise<boolean> {
  if (!claim.payload || !(await isUntrusted(trx, claim.submission_id))) return false;
  const record = await findRegistration(trx, claim.submission_id);
  const values = decodeJson(claim.payload);
  if (!record || record.withdrawnAt !== null || !isRecord(values) || values.type !== record.type) return false;
  const at = context.at.toISOString();
  const before = contactAddresses(record.values);
  const after = contactAddresses(values);
  const removed = before.filter((email) => !after.includes(email));
  const number = await claimNextVersion(trx, record.id, record.version, {
    registration_state: REGISTRATION_STATE.changed,
    changed_at: at,
  });
  await replacePayload(trx, record.id, values, addressesOf(values));
  await removeContactLinks(trx, record.id, removed, at);
  await addContactLinks(trx, record.id, after, at);
  const links = await contactLinkIds(trx, record.id);
  const changes = registrationChanges(record.values, values, productsOf(record.type), (email) => links.get(email));
  const oldLocale = toLocale(record.locale);
  await recordVersion(
    trx,
    record,
    number,
    { kind: 'change', actor: claim.email, changes, at },
    [
      ...removed.map((recipient) => ({ recipient, template: 'contact-removed' as const, locale: oldLocale })),
      { recipient: context.helpdeskEmail, template: 'helpdesk-changed', locale: 'nl' },
    ],
    context.policy,
  );
  // The school's contacts get the registration as a new one: its confirmation, with their own links.
  const locale = toLocale(claim.locale);
  await insertOutbox(
    trx,
    after.map((recipient) => outboxRow({ recipient, template: 'confirmation', locale }, record.id, at)),
    context.policy,
  );
  await trx
    .updateTable('school_checks')
    .set({
      state: 'bevestigd',
      domains: [...new Set(after.map(emailDomain))].join(','),
      checked_by: TAKEN_BACK_BY,
      checked_at: at,
    })
    .where('submission_id', '=', record.id)
    .execute();
  await trx
    .updateTable('school_claims')
    .set({ state: 'overgedragen', decided_by: TAKEN_BACK_BY, decided_at: at })
    .where('id', '=', claim.id)
    .execute();
  await recordAudit(
    trx,
    { actor: claim.email, action: 'place-taken-back', submissionId: record.id, detail: claim.id },
    context.at,
  );
  return true;
}
