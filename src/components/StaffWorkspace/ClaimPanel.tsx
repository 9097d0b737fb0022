import React from 'react';
import { API_PATHS, withId } from '@site/src/domain/api';
import { lastUndoDay } from '@site/src/domain/claim-undo';
import { formatDutchWithWeekday } from '@site/src/domain/dates';
import type { DomainMatch, SchoolClaim } from '@site/src/domain/staff';
import ConfirmAction from './ConfirmAction';
import { STAFF_TEXTS, when } from './api';
import styles from './styles.module.css';

const C = STAFF_TEXTS.claims;

type Post = (url: string, body?: unknown) => Promise<boolean>;

/** A party's mail domain and whether it is the school's, in words (never by colour alone). */
function DomainLine({ found }: { found: DomainMatch }) {
  const said =
    found.match === 'site' ? C.domainMatch.site : found.match === 'board' ? C.domainMatch.board : C.domainMatch.none;
  return (
    <span className={styles.domainLine}>
      {found.match ? '✓' : '✗'} @{found.domain} — {said}
    </span>
  );
}

/**
 * An open claim as a conflict: both parties with their domains against the school's DUO web
 * address, the claimant's message and reference, and the two decisions, each asking first.
 */
export function OpenClaim({ claim, registered, post }: { claim: SchoolClaim; registered: string[]; post: Post }) {
  return (
    <section className={styles.attention} aria-labelledby={`claim-${claim.id}`}>
      <h2 id={`claim-${claim.id}`}>{C.title}</h2>
      <dl className={styles.facts}>
        <dt>{C.schoolSite}</dt>
        <dd>{claim.domains.website ?? STAFF_TEXTS.trust.unknown}</dd>
        <dt>{C.registered}</dt>
        <dd>
          {registered.map((contact) => (
            <div key={contact}>{contact}</div>
          ))}
          {claim.domains.registered.map((found) => (
            <DomainLine key={found.domain} found={found} />
          ))}
        </dd>
        <dt>{C.claimant}</dt>
        <dd>
          {claim.name} ({claim.email}){claim.phone ? `, ${claim.phone}` : ''}
          <DomainLine found={claim.domains.claimant} />
        </dd>
        <dt>{C.message}</dt>
        <dd className={styles.claimMessage}>{claim.message || C.noMessage}</dd>
        <dt>{C.reference}</dt>
        <dd>{claim.reference}</dd>
        <dt>{C.at}</dt>
        <dd>{when(claim.createdAt)}</dd>
      </dl>
      <div className={styles.actions}>
        <ConfirmAction
          primary
          label={C.move}
          question={C.confirmMove}
          yes={C.yesMove}
          onConfirm={() => post(withId(API_PATHS.staffClaimMove, claim.id))}
        />
        <ConfirmAction
          label={C.reject}
          question={C.confirmReject}
          yes={C.yesReject}
          onConfirm={() => post(withId(API_PATHS.staffClaimReject, claim.id))}
        />
      </div>
    </section>
  );
}

/** A claim already decided (or waiting for its claimant's proof), with "Ongedaan maken" while it may be. */
export function ClosedClaim({ claim, post }: { claim: SchoolClaim; post: Post }) {
  return (
    <div>
      <p>
        {C.claimant}: {claim.name} ({claim.email}) · {C.reference} {claim.reference} · {C.states[claim.state]} ·{' '}
        {when(claim.createdAt)}
        {claim.decidedAt && (
          <>
            {' '}
            · {C.decidedAt} {when(claim.decidedAt)}
            {claim.decidedBy ? ` (${claim.decidedBy})` : ''}
          </>
        )}
      </p>
      {claim.undoUntil && claim.decidedAt && (
        <div className={styles.actions}>
          <p>{C.undoUntil(formatDutchWithWeekday(lastUndoDay(claim.decidedAt)))}</p>
          <ConfirmAction
            label={C.undo}
            question={C.confirmUndo}
            yes={C.yesUndo}
            onConfirm={() => post(withId(API_PATHS.staffClaimUndo, claim.id))}
          />
        </div>
      )}
    </div>
  );
}
