/**
 * One registration per school and round, whoever starts it: a colleague who sends either
 * Doorstroomtoets form for a school with an open pre-registration joins it as a contact (a new
 * version, with her own personal link once she proves her mailbox) instead of starting a rival.
 */
import { asJson } from '../submissions/store/payload';
import type { WithMailCaps } from '../mail/caps';
import type { Kysely } from 'kysely';
import { isPreRegistrationType, type StoredValues } from '../../src/domain/forms';
import { contactAddresses, contactsOf, emailOf } from '../../src/domain/people';
import { REGISTRATION_STATE, isWithdrawn } from '../../src/domain/registrationStates';
import type { Locale } from '../../src/domain/locale';
import { isRecord } from '../../src/domain/values';
import type { Storage } from '../storage/database';
import type { Database } from '../storage/schema';
import { placeHolder } from '../submissions/store/places';
import {
  claimNextVersion,
  findRegistration,
  isCompleted,
  productsOf,
  replacePayload,
  StaleVersion,
  type RegistrationRecord,
} from '../submissions/store/registrations';
import { insertOutbox, outboxRow, type MailPolicy } from '../mail/outbox';
import type { SchoolKeys } from '../schools/school-keys';
import { recordVersion } from './record-version';
import { registrationChanges } from '../registration-records/changes';
import { addContactLinks, contactLinkIds } from '../registration-records/contact-links';
import { emailDomain, isPublicMailDomain } from '../schools/school-domains';

/** What the pre-registration keeps of a joining contact: the fields both forms share. */
const CONTACT_FIELDS = ['first_name', 'last_name', 'email', 'work_number', 'job_title'] as const;
/** The Doorstroomtoets's product flag on a contact. */
const DOORSTROOMTOETS_FLAG = '100000000001';

/**
 * The school's live pre-registration in the round that no registration completed yet, or null.
 * Only a trusted one (a proven contact on the school's domain) is joined: one the helpdesk still
 * checks, or whose contact has not proven the mailbox, keeps the already-registered path and its claim.
 */
export async function openPreRegistration(
  db: Kysely<Database>,
  school: SchoolKeys,
  round: number,
): Promise<RegistrationRecord | null> {
  const holder = await placeHolder(db, school, { mode: 'pre-registration' }, round);
  if (!holder || holder.heldBy !== 'trusted') return null;
  const record = await findRegistration(db, holder.id);
  if (!record || !isPreRegistrationType(record.type) || isWithdrawn(record.state)) return null;
  return (await isCompleted(db, record.id)) ? null : record;
}

/**
 * Whether the sender writes from where the pre-registration's contacts write: a colleague at the
 * same school's domain (never a public mail domain, which anyone has). Anyone else takes the
 * already-registered path with its claim.
 */
export function isColleague(record: RegistrationRecord, values: StoredValues): boolean {
  const domains = new Set(contactAddresses(record.values).map(emailDomain));
  const senders = contactAddresses(values).map(emailDomain);
  return senders.length > 0 && senders.every((domain) => domains.has(domain) && !isPublicMailDomain(domain));
}

/** The sender's contacts the pre-registration does not have yet, as the pre-registration stores a contact. */
export function newContacts(record: RegistrationRecord, values: StoredValues): Record<string, unknown>[] {
  const known = new Set(contactsOf(record.values).map(emailOf));
  return contactsOf(values)
    .filter((contact) => !known.has(emailOf(contact)))
    .map((contact) => {
      const kept: Record<string, unknown> = {};
      for (const field of CONTACT_FIELDS)
        if (isRecord(contact) && contact[field] !== undefined) kept[field] = contact[field];
      return { ...kept, [DOORSTROOMTOETS_FLAG]: true };
    });
}

export type JoinInput = {
  record: RegistrationRecord;
  /** The colleague's registration, as its schema read it. */
  values: StoredValues;
  /** The sender, named as the version's actor. */
  sender: string;
  client: string;
  locale: Locale;
  helpdeskEmail: string;
  at: Date;
};

/**
 * Adds the sender's contacts to the pre-registration in one transaction: a new version on the one
 * read (StaleVersion: read again and retry), their links, the full confirmation to each new contact
 * (held until they prove their mailbox, as every mail with visitor text), the change to the others
 * and the helpdesk. Returns the version written, or null when every contact was on it already.
 */
export async function joinPreRegistration(
  storage: Pick<Storage, 'db' | 'write'> & WithMailCaps,
  input: JoinInput,
): Promise<number | null> {
  for (let attempt = 1; ; attempt += 1) {
    const record = attempt === 1 ? input.record : await findRegistration(storage.db, input.record.id);
    if (!record) return null;
    const added = newContacts(record, input.values);
    if (added.length === 0) return null;
    const values = asJson({ ...record.values, contacts: [...contactsOf(record.values), ...added] });
    const at = input.at.toISOString();
    const before = contactAddresses(record.values);
    const joined = added.map(emailOf);
    try {
      return await storage.write(async (trx) => {
        const number = await claimNextVersion(trx, record.id, record.version, {
          registration_state: REGISTRATION_STATE.changed,
          changed_at: at,
        });
        await replacePayload(trx, record.id, values, contactAddresses(values));
        await addContactLinks(trx, record.id, joined, at);
        const links = await contactLinkIds(trx, record.id);
        const changes = registrationChanges(record.values, values, productsOf(record.type), (email) =>
          links.get(email),
        );
        // As a new form's mails: the sender holds no link yet, so nothing proves her mailbox here.
        const policy: MailPolicy = { caps: storage.mailCaps, client: input.client };
        const mail = (recipient: string, template: 'registration-changed' | 'helpdesk-changed', locale: Locale) => ({
          recipient,
          template,
          locale,
        });
        await recordVersion(
          trx,
          record,
          number,
          { kind: 'change', actor: input.sender, changes, at },
          [
            ...before.map((recipient) => mail(recipient, 'registration-changed', record.locale === 'ro' ? 'ro' : 'nl')),
            mail(input.helpdeskEmail, 'helpdesk-changed', 'nl'),
          ],
          policy,
        );
        // The new contact's own confirmation: the registration as it now stands, with their link.
        await insertOutbox(
          trx,
          joined.map((recipient) =>
            outboxRow({ recipient, template: 'confirmation', locale: input.locale }, record.id, at),
          ),
          policy,
        );
        return number;
      });
    } catch (error) {
      if (error instanceof StaleVersion && attempt < 3) continue;
      throw error;
    }
  }
}
