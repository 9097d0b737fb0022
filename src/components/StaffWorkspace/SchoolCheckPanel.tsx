import React, { useId, useState } from 'react';
import { API_PATHS, withId } from '@site/src/domain/api';
import type { SchoolCheck } from '@site/src/domain/staff';
import { STAFF_TEXTS } from './api';
import styles from './styles.module.css';

const T = STAFF_TEXTS.trust;

/**
 * 'Te controleren': DUO's web address, phone and board beside the contacts' domains, each with a box
 * "Geldt voortaan voor alle scholen van dit bestuur", unticked until the helpdesk is sure (a public
 * or shared domain, or any domain of a school without a board, gets its reason instead of a box).
 * "Bevestigen" confirms the registration and remembers only the ticked domains.
 */
export default function SchoolCheckPanel({
  id,
  check,
  post,
}: {
  id: string;
  check: SchoolCheck;
  post: (url: string, body?: unknown) => Promise<boolean>;
}) {
  const [ticked, setTicked] = useState<string[]>([]);
  const ids = useId();
  const toggle = (domain: string, on: boolean) =>
    setTicked((current) => (on ? [...current, domain] : current.filter((known) => known !== domain)));
  return (
    <section className={styles.attention} aria-labelledby="school-check-title">
      <h2 id="school-check-title">{T.title}</h2>
      <p>{T.intro}</p>
      <dl className={styles.facts}>
        <dt>{T.website}</dt>
        <dd>{check.website ?? T.unknown}</dd>
        <dt>{T.phone}</dt>
        <dd>{check.phone ?? T.unknown}</dd>
        <dt>{T.board}</dt>
        <dd>{check.board ?? T.unknown}</dd>
      </dl>
      <fieldset className={styles.domainChoices}>
        <legend>{T.domains}</legend>
        <p>{check.board ? T.rememberHint : T.noBoardKnown}</p>
        {check.domainChoices.length === 0 && <p>{T.unknown}</p>}
        <ul>
          {check.domainChoices.map(({ domain, notForBoard }, index) => {
            const domainId = `${ids}-domain-${index}`;
            const labelId = `${ids}-label-${index}`;
            return (
              <li key={domain}>
                <strong id={domainId}>@{domain}</strong>
                {notForBoard ? (
                  <span> — {T.notForBoard[notForBoard]}</span>
                ) : (
                  check.board && (
                    <label>
                      <input
                        type="checkbox"
                        aria-labelledby={`${domainId} ${labelId}`}
                        checked={ticked.includes(domain)}
                        onChange={(event) => toggle(domain, event.target.checked)}
                      />{' '}
                      <span id={labelId}>{T.rememberForBoard}</span>
                    </label>
                  )
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <button
        type="button"
        className="button button--primary"
        onClick={() => void post(withId(API_PATHS.staffSchoolConfirm, id), { domains: ticked })}
      >
        {T.confirm}
      </button>
    </section>
  );
}
