import { rowFields } from '../submissions/store/payload';
import type { WithMailCaps } from '../mail/caps';
import type { Transaction } from 'kysely';
import { recordVersion } from './record-version';
import { BOT_FIELDS } from '../../src/domain/constants';
import { issueSentence } from '../../src/domain/forms/issues';
import { definitionOf, parseSubmission, type Submission } from '../../src/domain/forms';
import { SITE } from '../../src/data/site';
import { formatDutchLong } from '../../src/domain/dates';
import { todayIso } from '../../src/domain/rounds';
import { productsChangedTooLate, registrationChangesOpen } from '../../src/domain/registration-reading';
import { toLocale } from '../../src/domain/locale';
import type { Storage } from '../storage/database';
import type { Database } from '../storage/schema';
import type { OutboxMail } from '../mail/outbox';
import { askedBy, staffAction, type MailPolicy } from '../mail/outbox';
import { liveSignUpKeys } from '../submissions/store/sign-up-keys';
import { ALREADY_REGISTERED_TEXT } from '../answers/answers';
import { registrationChanges } from '../registration-records/changes';
import { readSubmission } from '../submissions/store/rows';
import { addressesOf, contactAddresses } from '../../src/domain/people';
import { addContactLinks, contactLinkIds, removeContactLinks } from '../registration-records/contact-links';
import {
  claimNextVersion,
  productsOf,
  replacePayload,
  StaleVersion,
  type RegistrationRecord,
} from '../submissions/store/registrations';
import { isWithdrawn, REGISTRATION_STATE } from '../../src/domain/registrationStates';
import { isRecord } from '../../src/domain/values';
import { ChangeLimitReached, takeLinkChange } from './change-limit';

/** How a change or a withdrawal ended. */
export type EditOutcome =
  | { kind: 'changed'; version: number }
  | { kind: 'withdrawn'; version: number }
  | { kind: 'unchanged' }
  | { kind: 'invalid'; message: string }
  /** After its deadline (or a product's own, then `text` names it): only the helpdesk can change it. */
  | { kind: 'closed'; text?: string }
  /** The registration was withdrawn already. */
  | { kind: 'is-withdrawn' }
  /** The registration was changed or withdrawn since the version the change was made on. */
  | { kind: 'conflict' }
  /** Changed through its links CHANGES_PER_REGISTRATION_HOUR times this hour already: nothing stored. */
  | { kind: 'too-often' };

export type EditContext = {
  storage: Pick<Storage, 'write'> & WithMailCaps;
  helpdeskEmail: string;
  /** The contact's address, or `staff:` and the staff member's address. */
  actor: string;
  /**
   * The client that sent a contact's request (its key, as the rate limits count it): its mails count
   * to that client's share of the global cap. None for staff.
   */
  client?: string;
  now: Date;
};

/**
 * Staff may change a registration at any time; a school until its deadline, the one its mails and
 * page name (src/domain/registration-reading/deadlines.ts).
 */
const isStaff = (actor: string) => actor.startsWith('staff:');
const mayChange = (record: RegistrationRecord, actor: string, now: Date) =>
  isStaff(actor) || registrationChangesOpen(record.round, record.values, todayIso(now));

/** A change by the school to a product past its own deadline: refused in words naming it, or null. */
function lateProductChange(record: RegistrationRecord, values: Submission, actor: string, now: Date): string | null {
  if (isStaff(actor)) return null;
  const late = productsChangedTooLate(record.round, record.values, values, todayIso(now));
  if (late.length === 0) return null;
  const named = late.map(({ name, until }) => `${name} kon u wijzigen tot en met ${formatDutchLong(until)}`).join('; ');
  return `${named}. Neem voor een wijziging contact op met de helpdesk: ${SITE.helpdeskEmail}, ${SITE.helpdeskPhone}.`;
}

/**
 * An edit made on the version the page showed (`shownVersion`): refused when the registration is
 * withdrawn, changed since, or closed to the actor; otherwise `edit` runs at the context's time.
 */
function onShownVersion<A extends unknown[]>(
  edit: (context: EditContext, record: RegistrationRecord, now: Date, ...args: A) => Promise<EditOutcome>,
) {
  return async (
    context: EditContext,
    record: RegistrationRecord,
    shownVersion: number,
    ...args: A
  ): Promise<EditOutcome> => {
    const now = context.now;
    if (isWithdrawn(record.state)) return { kind: 'is-withdrawn' };
    if (record.version !== shownVersion) return { kind: 'conflict' };
    if (!mayChange(record, context.actor, now)) return { kind: 'closed' };
    return edit(context, record, now, ...args);
  };
}

function mailsTo(addresses: readonly string[], template: OutboxMail['template'], record: RegistrationRecord) {
  const locale = toLocale(record.locale);
  return addresses.map((recipient) => ({ recipient, template, locale }));
}

/** The helpdesk's own notice of a change or withdrawal: in Dutch, whatever the school's language. */
const helpdeskNotice = (context: EditContext, template: 'helpdesk-changed' | 'helpdesk-withdrawn'): OutboxMail => ({
  recipient: context.helpdeskEmail,
  template,
  locale: 'nl',
});

/**
 * Whose mails are outside the per-recipient caps: every one of a change by staff, else only the
 * contact's own (they asked for it with their personal link); the other contacts count as usual.
 * A contact's change counts every mail, the helpdesk's notice too, to the client that sent it.
 */
const policyOf = (context: EditContext): MailPolicy => {
  if (isStaff(context.actor)) return staffAction(context.storage.mailCaps);
  if (context.client === undefined) throw new Error('a change through a personal link names its client');
  return askedBy(context.actor, context.storage.mailCaps, context.client);
};

/** A change through the links counts to the registration's changes of the hour; staff's does not. */
async function countLinkChange(
  trx: Transaction<Database>,
  context: EditContext,
  record: RegistrationRecord,
  now: Date,
) {
  if (!isStaff(context.actor)) await takeLinkChange(trx, record.id, now);
}

/** A change took a product another live sign-up of the school holds in the round. */
export class SignUpTaken extends Error {
  constructor() {
    super('another sign-up of this school holds this product');
  }
}

/** A changed primary sign-up holds the products it now signs up for, if no other one holds them. */
async function retakeSignUpKeys(trx: Transaction<Database>, record: RegistrationRecord, values: Submission) {
  await trx.deleteFrom('sign_up_products').where('submission_id', '=', record.id).execute();
  const row = await readSubmission(trx, { id: record.id });
  if (!row) throw new Error('the registration to change is gone');
  const keys = liveSignUpKeys(record.round.year, row.school, values);
  if (keys.length === 0) return;
  const taken = await trx.selectFrom('sign_up_products').select('key').where('key', 'in', keys).execute();
  if (taken.length > 0) throw new SignUpTaken();
  await trx
    .insertInto('sign_up_products')
    .values(keys.map((key) => ({ key, submission_id: record.id })))
    .execute();
}

/** The version the write made, or why it made none (nothing of it is stored). */
async function inTransaction(
  context: EditContext,
  work: (trx: Transaction<Database>) => Promise<number>,
): Promise<{ version: number } | EditOutcome> {
  try {
    return { version: await context.storage.write(work) };
  } catch (error) {
    if (error instanceof StaleVersion) return { kind: 'conflict' };
    if (error instanceof ChangeLimitReached) return { kind: 'too-often' };
    if (error instanceof SignUpTaken) return { kind: 'invalid', message: ALREADY_REGISTERED_TEXT };
    throw error;
  }
}

/**
 * Changes what the registration's form asked, validated by the form's own schema (the round's, for
 * a round's form). The school stays: it is taken from the stored registration whatever was sent.
 * `shownVersion` is the version the person's page showed: a change is made on that version only.
 * One transaction: the version raised (if still `shownVersion` and not withdrawn; else nothing is
 * written and the answer is `conflict`), the new payload and e-mail index, the old payload as a
 * version, links for added contacts, removed contacts' links revoked, and the mails: every contact
 * and the helpdesk told what changed, an added contact sent the whole registration with their
 * link, a removed contact told they are off.
 */
/** What every form posts beside its values (the bot defence's fields): no part of a registration. */
const SENT_BY_EVERY_FORM: ReadonlySet<string> = new Set(Object.values(BOT_FIELDS));

export const changeRegistration = onShownVersion(async (context, record, now, sent: unknown) => {
  if (!isRecord(sent)) return { kind: 'invalid', message: 'Stuur de gewijzigde aanmelding als object.' };
  const fields = Object.fromEntries(Object.entries(sent).filter(([key]) => !SENT_BY_EVERY_FORM.has(key)));
  const kept = record.values;
  const keptFields = rowFields(kept);
  const fixed = {
    type: record.type,
    school: keptFields.school,
    manualEntry: keptFields.manualEntry,
    alreadyRegistered: keptFields.alreadyRegistered === undefined ? undefined : false,
    registrationId: keptFields.registrationId,
  };
  // What the form does not have stays out: its schema is strict about unknown keys.
  const proposed = {
    ...fields,
    ...Object.fromEntries(Object.entries(fixed).filter(([, value]) => value !== undefined)),
  };
  if (keptFields.registrationId === undefined) delete proposed.registrationId;
  // Checked against the registration's own round, whatever round is current today.
  const parsed = parseSubmission(proposed, undefined, record.round);
  if (!parsed.success) return { kind: 'invalid', message: parsed.message };
  const values = parsed.output;
  const { signUp: primarySignUp } = definitionOf(record.type);
  if (primarySignUp && !isStaff(context.actor)) {
    // A first day the school adds or moves lies from tomorrow on; one it leaves as it was stays.
    const problems = primarySignUp.firstDayProblems(values, record.round, todayIso(now), kept);
    if (problems.length > 0) return { kind: 'invalid', message: issueSentence(problems) };
  }
  const changes = registrationChanges(kept, values, productsOf(record.type));
  if (changes.length === 0) return { kind: 'unchanged' };
  const late = lateProductChange(record, values, context.actor, now);
  if (late) return { kind: 'closed', text: late };

  const before = contactAddresses(kept);
  const after = contactAddresses(values);
  const removed = before.filter((email) => !after.includes(email));
  // A contact added now never had the confirmation: they get it whole, not a list of changes.
  const added = after.filter((email) => !before.includes(email));
  const at = now.toISOString();
  const written = await inTransaction(context, async (trx) => {
    const number = await claimNextVersion(trx, record.id, record.version, {
      registration_state: REGISTRATION_STATE.changed,
      changed_at: at,
    });
    await countLinkChange(trx, context, record, now);
    // From here the stored registration is `record` as read: the links follow from it.
    await replacePayload(trx, record.id, values, addressesOf(values));
    await addContactLinks(trx, record.id, after, at);
    await removeContactLinks(trx, record.id, removed, at);
    // Every contact has a link now: the stored entries name it by its id.
    const links = await contactLinkIds(trx, record.id);
    const stored = registrationChanges(kept, values, productsOf(record.type), (email) => links.get(email));
    if (primarySignUp) await retakeSignUpKeys(trx, record, values);
    await recordVersion(
      trx,
      record,
      number,
      { kind: 'change', actor: context.actor, changes: stored, at },
      [
        ...mailsTo(
          after.filter((email) => before.includes(email)),
          'registration-changed',
          record,
        ),
        ...mailsTo(added, 'contact-added', record),
        helpdeskNotice(context, 'helpdesk-changed'),
        ...mailsTo(removed, 'contact-removed', record),
      ],
      policyOf(context),
    );
    return number;
  });
  return 'version' in written ? { kind: 'changed', version: written.version } : written;
});

/**
 * Withdraws the registration as the person's page showed it (`shownVersion`): kept, marked
 * `ingetrokken`, its school's place in the round free again; every contact and the helpdesk get a
 * mail that cancels the calendar entry. Changed or withdrawn in the meantime: nothing is written.
 */
export const withdrawRegistration = onShownVersion(async (context, record, now) => {
  const at = now.toISOString();
  const changes = [{ label: 'Status', before: record.state, after: REGISTRATION_STATE.withdrawn }];
  const written = await inTransaction(context, async (trx) => {
    const number = await claimNextVersion(trx, record.id, record.version, {
      registration_state: REGISTRATION_STATE.withdrawn,
      withdrawn_at: at,
    });
    // A withdrawal through a link is a change of the hour too.
    await countLinkChange(trx, context, record, now);
    await recordVersion(
      trx,
      record,
      number,
      { kind: 'withdraw', actor: context.actor, changes, at },
      [
        ...mailsTo(contactAddresses(record.values), 'registration-withdrawn', record),
        helpdeskNotice(context, 'helpdesk-withdrawn'),
      ],
      policyOf(context),
    );
    // Withdrawn, its school's products are free again for another sign-up.
    await trx.deleteFrom('sign_up_products').where('submission_id', '=', record.id).execute();
    return number;
  });
  return 'version' in written ? { kind: 'withdrawn', version: written.version } : written;
});
