import type { Transaction } from 'kysely';
import { BOT_FIELDS } from '../../src/domain/constants';
import { parseSubmission } from '../../src/domain/forms';
import { changesOpen, todayIso } from '../../src/domain/rounds';
import { toLocale } from '../../src/domain/locale';
import { emailsOf } from '../mail/compose';
import { isUniqueViolation, type Storage } from '../storage/database';
import type { Database } from '../storage/schema';
import type { OutboxMail } from '../storage/submissions';
import { contactAddresses, registrationChanges } from './changes';
import { addContactLinks, contactLinkIds, removeContactLinks } from './contact-links';
import { productsOf, recordVersion, replacePayload, type RegistrationRecord } from './records';

/** How a change or a withdrawal ended. */
export type EditOutcome =
  | { kind: 'changed'; version: number }
  | { kind: 'withdrawn'; version: number }
  | { kind: 'unchanged' }
  | { kind: 'invalid'; message: string }
  /** After the round's `changesUntil`: only the helpdesk can change it. */
  | { kind: 'closed' }
  /** The registration was withdrawn already. */
  | { kind: 'is-withdrawn' }
  /** Another change was saved at the same moment. */
  | { kind: 'conflict' };

export type EditContext = {
  storage: Pick<Storage, 'write'>;
  helpdeskEmail: string;
  /** The contact's address, or `staff:` and the staff member's address. */
  actor: string;
  now?: Date;
};

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Staff may change a registration after `changesUntil`; a school only until then. */
const mayChange = (record: RegistrationRecord, actor: string, now: Date) =>
  actor.startsWith('staff:') || changesOpen(record.round, todayIso(now));

function mailsTo(addresses: readonly string[], template: OutboxMail['template'], record: RegistrationRecord) {
  const locale = toLocale(record.locale);
  return addresses.map((recipient) => ({ recipient, template, locale }));
}

async function inTransaction(context: EditContext, work: (trx: Transaction<Database>) => Promise<number>) {
  try {
    return await context.storage.write(work);
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/**
 * Changes what the registration's form asked, validated by the form's own schema (the round's, for
 * a round's form). The school stays: it is taken from the stored registration whatever was sent.
 * One transaction: the new payload and e-mail index, the old payload as a version, links for added
 * contacts, removed contacts' links revoked, and the mails: every contact and the helpdesk told what
 * changed, a removed contact told they are off.
 */
export async function changeRegistration(
  context: EditContext,
  record: RegistrationRecord,
  sent: unknown,
): Promise<EditOutcome> {
  const now = context.now ?? new Date();
  if (record.state === 'ingetrokken') return { kind: 'is-withdrawn' };
  if (!mayChange(record, context.actor, now)) return { kind: 'closed' };
  if (!isRecord(sent)) return { kind: 'invalid', message: 'Stuur de gewijzigde aanmelding als object.' };
  const { [BOT_FIELDS.honeypot]: _honeypot, [BOT_FIELDS.startedAt]: _startedAt, ...fields } = sent;
  const kept = record.values;
  const fixed = {
    type: record.type,
    school: kept.school,
    manualEntry: kept.manualEntry,
    alreadyRegistered: kept.alreadyRegistered === undefined ? undefined : false,
    registrationId: kept.registrationId,
  };
  // What the form does not have stays out: its schema is strict about unknown keys.
  const proposed = {
    ...fields,
    ...Object.fromEntries(Object.entries(fixed).filter(([, value]) => value !== undefined)),
  };
  if (kept.registrationId === undefined) delete proposed.registrationId;
  const parsed = parseSubmission(proposed);
  if (!parsed.success) return { kind: 'invalid', message: parsed.message };
  const values = parsed.output as Loose;
  const changes = registrationChanges(kept, values, productsOf(record.type));
  if (changes.length === 0) return { kind: 'unchanged' };

  const before = contactAddresses(kept);
  const after = contactAddresses(values);
  const removed = before.filter((email) => !after.includes(email));
  const at = now.toISOString();
  const version = await inTransaction(context, async (trx) => {
    await replacePayload(trx, record.id, values, emailsOf(values), at);
    await addContactLinks(trx, record.id, after, at);
    await removeContactLinks(trx, record.id, removed, at);
    // Every contact has a link now: the stored entries name it by its id.
    const links = await contactLinkIds(trx, record.id);
    const stored = registrationChanges(kept, values, productsOf(record.type), (email) => links.get(email));
    return recordVersion(trx, record, { kind: 'change', actor: context.actor, changes: stored, at }, [
      ...mailsTo([...after, context.helpdeskEmail], 'registration-changed', record),
      ...mailsTo(removed, 'contact-removed', record),
    ]);
  });
  return version === null ? { kind: 'conflict' } : { kind: 'changed', version };
}

/**
 * Withdraws the registration: kept, marked `ingetrokken`, its school's place in the round free
 * again; every contact and the helpdesk get a mail that cancels the calendar entry.
 */
export async function withdrawRegistration(context: EditContext, record: RegistrationRecord): Promise<EditOutcome> {
  const now = context.now ?? new Date();
  if (record.state === 'ingetrokken') return { kind: 'is-withdrawn' };
  if (!mayChange(record, context.actor, now)) return { kind: 'closed' };
  const at = now.toISOString();
  const changes = [{ label: 'Status', before: record.state, after: 'ingetrokken' }];
  const version = await inTransaction(context, async (trx) => {
    const result = await trx
      .updateTable('submissions')
      .set({ registration_state: 'ingetrokken', withdrawn_at: at })
      .where('id', '=', record.id)
      .where('withdrawn_at', 'is', null)
      .executeTakeFirst();
    // Withdrawn by a request that came in at the same moment: one version, one set of mails.
    if (Number(result.numUpdatedRows) !== 1) throw Object.assign(new Error('already withdrawn'), { code: '23505' });
    return recordVersion(
      trx,
      record,
      { kind: 'withdraw', actor: context.actor, changes, at },
      mailsTo([...contactAddresses(record.values), context.helpdeskEmail], 'registration-withdrawn', record),
    );
  });
  return version === null ? { kind: 'is-withdrawn' } : { kind: 'withdrawn', version };
}
