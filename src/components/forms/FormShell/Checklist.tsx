import React from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** What is still missing before the form can be sent, announced politely as it changes. */
export function Checklist({ items }: { items: readonly string[] }) {
  return (
    <div className={styles.checklist} aria-live="polite">
      {items.length > 0 && (
        <>
          <p className={styles.checklistTitle}>
            <Translate id="forms.checklist.title">Nog niet compleet:</Translate>
          </p>
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
