import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

/** A wide table that scrolls sideways on its own: a labelled region keyboard users can reach and scroll. */
export default function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrollable region must take focus, or keyboard users cannot scroll it.
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
