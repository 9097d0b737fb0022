import type { Transaction } from 'kysely';
import type { StoredChange, VersionKind } from '../../src/domain/changes';
import { insertOutbox, outboxRow, type MailPolicy, type OutboxMail } from '../mail/outbox';
import type { Database } from '../storage/schema';
import { insertVersion, type RegistrationRecord } from '../submissions/store/registrations';

/**
 * Records version `number` of a registration (the one a conditional write just stored) and queues
 * its mails, told of by it, in the same transaction: the store writes the version, mail the outbox.
 */
export async function recordVersion(
  trx: Transaction<Database>,
  record: RegistrationRecord,
  number: number,
  version: { kind: VersionKind; actor: string; changes: StoredChange[]; at: string },
  mails: OutboxMail[],
  policy: MailPolicy,
): Promise<void> {
  await insertVersion(trx, record, number, version);
  await insertOutbox(
    trx,
    mails.map((mail) => outboxRow({ ...mail, registrationVersion: number }, record.id, version.at)),
    policy,
  );
}
