import type { StoredValues } from '../../src/domain/forms';
import type { Kysely } from 'kysely';
import { isRegistrationType } from '../../src/domain/forms';
import type { RegistrationEvent } from './registration-mails';
import type { SigningKeys } from '../security/signing-keys';
import type { Database } from '../storage/schema';
import { versionAndNext } from '../submissions/store/versions';
import { findContactLink } from '../registration-records/contact-links';
import { personalLinkUrl } from '../registration-records/personal-link';

/**
 * What a registration's mail needs beyond its submission, looked up when it is sent: the
 * recipient's personal link (none for an address that is not a contact, such as the helpdesk) and,
 * for a mail about a change or withdrawal, that version with the payload as it was right after it.
 */
export async function registrationMailContext(
  db: Kysely<Database>,
  mail: { submission_id: string; type: string; recipient: string; registration_version: number | null },
  current: { id: string; type: string; round: number | null; createdAt: string; values: StoredValues },
  link: { publicUrl: string; signingKey: SigningKeys | undefined },
): Promise<{ personalLink: string | null; event?: RegistrationEvent }> {
  if (!isRegistrationType(mail.type)) return { personalLink: null };
  const contact = await findContactLink(db, mail.submission_id, mail.recipient);
  const personalLink = contact && link.signingKey ? personalLinkUrl(link.publicUrl, link.signingKey, contact) : null;
  if (mail.registration_version === null) return { personalLink };
  const [told, next] = await versionAndNext(db, current, mail.registration_version);
  if (!told || told.version !== mail.registration_version) {
    throw new Error('the registration version of this mail no longer exists');
  }
  return {
    personalLink,
    event: {
      version: told.version,
      kind: told.kind,
      actor: told.actor,
      at: told.at,
      changes: told.changes,
      payloadBefore: told.previousValues,
      // The payload after this version: what the next version replaced, or the current one.
      payloadAfter: next ? next.previousValues : current.values,
    },
  };
}
