import type { Kysely } from 'kysely';
import { isRegistrationType } from '../../src/domain/forms';
import type { RegistrationEvent } from '../mail/registration-mails';
import type { SigningKeys } from '../security/signing-keys';
import type { Database } from '../storage/schema';
import type { Change } from './changes';
import { findContactLink } from './contact-links';
import { personalLinkUrl } from './personal-link';

/**
 * What a registration's mail needs beyond its submission, looked up when it is sent: the
 * recipient's personal link (none for an address that is not a contact, such as the helpdesk) and,
 * for a mail about a change or withdrawal, that version with the payload as it was right after it.
 */
export async function registrationMailContext(
  db: Kysely<Database>,
  mail: { submission_id: string; type: string; recipient: string; registration_version: number | null },
  current: { payload: string },
  link: { publicUrl: string; signingKey: SigningKeys | undefined },
): Promise<{ personalLink: string | null; event?: RegistrationEvent }> {
  if (!isRegistrationType(mail.type)) return { personalLink: null };
  const contact = await findContactLink(db, mail.submission_id, mail.recipient);
  const personalLink = contact && link.signingKey ? personalLinkUrl(link.publicUrl, link.signingKey, contact) : null;
  if (mail.registration_version === null) return { personalLink };
  const versions = await db
    .selectFrom('registration_versions')
    .select(['version', 'kind', 'actor', 'at', 'changes', 'previous_payload'])
    .where('submission_id', '=', mail.submission_id)
    .where('version', '>=', mail.registration_version)
    .orderBy('version')
    .limit(2)
    .execute();
  const [told, next] = versions;
  if (!told || Number(told.version) !== mail.registration_version) {
    throw new Error('the registration version of this mail no longer exists');
  }
  return {
    personalLink,
    event: {
      version: Number(told.version),
      kind: told.kind,
      actor: told.actor,
      at: told.at,
      changes: JSON.parse(told.changes) as Change[],
      payloadBefore: JSON.parse(told.previous_payload) as unknown,
      // The payload after this version: what the next version replaced, or the current one.
      payloadAfter: JSON.parse(next ? next.previous_payload : current.payload) as unknown,
    },
  };
}
