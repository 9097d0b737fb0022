import React from 'react';
import { STAFF_TEXTS, type Detail } from './api';
import { ClosedClaim, OpenClaim } from './ClaimPanel';
import SchoolCheckPanel from './SchoolCheckPanel';

const T = STAFF_TEXTS.trust;

/** The contacts of a registration as its stored values name them: the party that holds it now. */
function registeredContacts(values: Record<string, unknown> | null): string[] {
  const contacts = Array.isArray(values?.contacts) ? (values.contacts as Record<string, unknown>[]) : [];
  return contacts.map((contact) =>
    [contact.first_name, contact.last_name, contact.email ? `(${String(contact.email)})` : '']
      .filter(Boolean)
      .join(' '),
  );
}

/**
 * Who the registration is from: 'te controleren' with DUO's web address and phone beside it and the
 * action to confirm it (SchoolCheckPanel), and each claim on it (ClaimPanel): an open one as a conflict
 * showing both parties with the two decisions, a decided one with its undo while it may be undone.
 * `post` sends an action and reloads the record.
 */
export default function TrustPanels({
  detail,
  post,
}: {
  detail: Detail;
  post: (url: string, body?: unknown) => Promise<boolean>;
}) {
  const check = detail.schoolCheck;
  const open = detail.claims.filter((claim) => claim.state === 'open');
  const decided = detail.claims.filter((claim) => claim.state !== 'open');
  return (
    <>
      {check?.state === 'te-controleren' && <SchoolCheckPanel id={detail.id} check={check} post={post} />}
      {check?.state === 'onbevestigd' && <p>{T.unproven}</p>}
      {check?.state === 'bevestigd' && <p>{T.confirmedState}</p>}
      {open.map((claim) => (
        <OpenClaim key={claim.id} claim={claim} registered={registeredContacts(detail.values)} post={post} />
      ))}
      {decided.map((claim) => (
        <ClosedClaim key={claim.id} claim={claim} post={post} />
      ))}
    </>
  );
}
