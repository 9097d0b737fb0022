import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

/** Text for screen readers only (e.g. the name of an icon button). */
export default function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span id={id} className={styles.hidden}>
      {children}
    </span>
  );
}

export const visuallyHiddenClass = styles.hidden;
