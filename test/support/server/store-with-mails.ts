/**
 * Stores a submission with its mails as intake composes it: the store's rows, then the outbox's,
 * in one transaction. For tests that need a stored submission with mails and no HTTP request.
 */
import { DEFAULT_MAIL_CAPS, type MailCaps } from '../../../server/mail/caps';
import type { OutboxMail } from '../../../server/mail/outbox';
import { enqueue } from '../../../server/mail/own-mail';
import type { Storage } from '../../../server/storage/database';
import { storeSubmission, type NewSubmission } from '../../../server/submissions/store/submissions';
import { asStoredValues } from './payloads';

export { asStoredValues };

/**
 * A submission with the mails intake would queue with it, and its sender (what the thank-you page
 * says of their mail). Its values may be part of a form's: a test stores only what it reads back.
 */
export type SubmissionWithMails = Omit<NewSubmission, 'values'> & {
  values: Record<string, unknown>;
  mails: OutboxMail[];
  sender?: string;
};

/** The caps are the defaults unless the test gives its own. */
export function storeWithMails(
  storage: Pick<Storage, 'db' | 'write'>,
  submission: SubmissionWithMails,
  caps: MailCaps = DEFAULT_MAIL_CAPS,
) {
  const { mails, sender, ...rest } = submission;
  return storeSubmission(storage, { ...rest, values: asStoredValues(rest.values) }, (trx, at) =>
    enqueue(trx, mails, { caps }, { submissionId: rest.id, at, sender }),
  );
}
