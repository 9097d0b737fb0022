import React, { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

/** The rendered example on the style guide; the MDX that produces it follows right after it. */
export default function Preview({ children }: { children: ReactNode }) {
  return (
    <div className={styles.preview}>
      <p className={styles.label}>{translate({ id: 'styleGuide.preview', message: 'Voorbeeld' })}</p>
      <div className={styles.canvas}>{children}</div>
    </div>
  );
}
