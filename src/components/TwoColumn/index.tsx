import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

/** Two columns side by side from 768px, stacked below. Each `<Column>` child is one column. */
export default function TwoColumn({ children }: { children: ReactNode }) {
  return <div className={styles.columns}>{children}</div>;
}

export function Column({ children }: { children: ReactNode }) {
  return <div className={styles.column}>{children}</div>;
}
