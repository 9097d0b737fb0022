import React from 'react';
import { API_PATHS, withId } from '@site/src/domain/api';
import { STAFF_TEXTS, when, type Detail } from './api';
import SchoolCheckPanel from './SchoolCheckPanel';
import styles from './styles.module.css';

const T = STAFF_TEXTS.trust;
const C = STAFF_TEXTS.claims;

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
 * action to confirm it (SchoolCheckPanel), and each claim on it as a conflict showing both parties, with the two
 * decisions. `post` sends an action and reloads the record.
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
        <section key={claim.id} className={styles.attention} aria-labelledby={`claim-${claim.id}`}>
          <h2 id={`claim-${claim.id}`}>{C.title}</h2>
          <dl className={styles.facts}>
            <dt>{C.registered}</dt>
            <dd>
              {registeredContacts(detail.values).map((contact) => (
                <div key={contact}>{contact}</div>
              ))}
            </dd>
            <dt>{C.claimant}</dt>
            <dd>
              {claim.name} ({claim.email}){claim.phone ? `, ${claim.phone}` : ''}
            </dd>
            <dt>{C.message}</dt>
            <dd className={styles.claimMessage}>{claim.message || C.noMessage}</dd>
            <dt>{C.at}</dt>
            <dd>{when(claim.createdAt)}</dd>
          </dl>
          <div className={styles.actions}>
            <button
              type="button"
              className="button button--primary"
              onClick={() => void post(withId(API_PATHS.staffClaimMove, claim.id))}
            >
              {C.move}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void post(withId(API_PATHS.staffClaimReject, claim.id))}
            >
              {C.reject}
            </button>
          </div>
        </section>
      ))}
      {decided.map((claim) => (
        <p key={claim.id}>
          {C.claimant}: {claim.name} ({claim.email}) · {C.states[claim.state]} · {when(claim.createdAt)}
        </p>
      ))}
    </>
  );
}
