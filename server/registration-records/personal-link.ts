import { PAGE_ROUTES } from '../../src/domain/routes';
import type { Kysely } from 'kysely';
import { signToken, verifyToken } from '../security/signed-tokens';
import type { SigningKeys } from '../security/signing-keys';
import type { Database } from '../storage/schema';
import { findContactLinkById, type ContactLink } from './contact-links';

/** What a personal link may do: open its registration's own page (and act on it). */
export const REGISTRATION_PURPOSE = 'registration';

/** The registration's own page; the token travels in the query string only (the logger strips those). */
export const MY_REGISTRATION_ROUTE = PAGE_ROUTES.myRegistration;

/** A contact's personal link token: registration, contact and version, signed; it does not expire. */
export function personalToken(keys: SigningKeys, link: ContactLink): string {
  return signToken(keys, {
    purpose: REGISTRATION_PURPOSE,
    subject: `${link.submissionId}:${link.id}`,
    version: link.version,
    expiresAt: null,
  });
}

export function personalLinkUrl(publicUrl: string, keys: SigningKeys, link: ContactLink): string {
  return `${publicUrl}${MY_REGISTRATION_ROUTE}?token=${personalToken(keys, link)}`;
}

/**
 * The contact a token was signed for, if the token is genuine, for this purpose, and still current:
 * the contact is on the registration and the version was not raised since. Otherwise null.
 */
export async function contactOfToken(
  db: Kysely<Database>,
  keys: SigningKeys,
  token: unknown,
  now: number,
): Promise<ContactLink | null> {
  const claims = verifyToken(keys, token, REGISTRATION_PURPOSE, now);
  if (!claims) return null;
  const [submissionId, linkId, extra] = claims.subject.split(':');
  if (!submissionId || !linkId || extra !== undefined) return null;
  const link = await findContactLinkById(db, submissionId, linkId);
  return link && link.version === claims.version ? link : null;
}
