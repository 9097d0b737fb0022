/**
 * One change of a registration: what the school's page, the staff workspace, the mails and the
 * privacy export all show, and what `registration_versions.changes` stores (JSON).
 */

/** One thing a change altered, as the school and the helpdesk read it. */
export type RegistrationChange = { label: string; before: string; after: string };

/**
 * A change as stored: about a contact, it carries the id of the contact's personal link, so an
 * erasure finds the entry whatever it says. The id is the server's own and never shown.
 */
export type StoredChange = RegistrationChange & { contact?: string };

/** A version is a change of the values or the withdrawal. */
export type VersionKind = 'change' | 'withdraw';

/** One change or the withdrawal of a registration, with what changed, as shown. */
export type VersionRow = {
  version: number;
  at: string;
  kind: VersionKind;
  actor: string;
  changes: RegistrationChange[];
};

/** A stored change as shown: without the link id. */
export const shownChange = ({ label, before, after }: StoredChange): RegistrationChange => ({ label, before, after });
