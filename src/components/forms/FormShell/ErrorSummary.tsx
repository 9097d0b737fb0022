import React, { forwardRef, useId, type MouseEvent, type RefObject } from 'react';
import Translate from '@docusaurus/Translate';
import { errorTarget, problemName, type ErrorEntry } from './errorEntries';
import styles from './styles.module.css';

type Props = {
  entries: readonly ErrorEntry[];
  /** The form the entries' controls are in. */
  form: RefObject<HTMLFormElement | null>;
};

/** Moves to the control of a problem, its label in sight (the link's own jump would hide it under the navbar). */
function goTo(target: HTMLElement) {
  return (event: MouseEvent) => {
    event.preventDefault();
    target.focus({ preventScroll: true });
    (target.closest('fieldset') ?? target).scrollIntoView?.({ block: 'center' });
  };
}

/** The problems in the order their controls have on the page (those without one last). */
function inPageOrder(entries: readonly ErrorEntry[], form: HTMLFormElement | null) {
  const located = entries.map((entry) => ({ entry, target: form ? errorTarget(form, entry.path) : null }));
  return located.sort((a, b) => {
    if (!a.target || !b.target) return a.target ? -1 : b.target ? 1 : 0;
    return a.target.compareDocumentPosition(b.target) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

/**
 * What keeps the form from being sent, at its top after a press of the (explained) submit button:
 * a link to each control with its message. Focused when shown, so it is read out and seen first.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, Props>(function ErrorSummary({ entries, form }, ref) {
  const titleId = useId();
  return (
    <div ref={ref} tabIndex={-1} className={styles.summary} role="group" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.summaryTitle}>
        <Translate id="forms.summary.title">Het formulier is nog niet compleet</Translate>
      </h2>
      <ul className={styles.summaryList}>
        {inPageOrder(entries, form.current).map(({ entry, target }) => {
          const name = target ? problemName(target, entry.message) : '';
          return (
            <li key={`${entry.path}:${entry.message}`}>
              {target ? (
                <a href={target.id ? `#${target.id}` : '#'} onClick={goTo(target)}>
                  {name ? `${name}: ${entry.message}` : entry.message}
                </a>
              ) : (
                entry.message
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
});
