import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

export type IntroProps = { title?: string; children: ReactNode };

/** The opening lines of a page, set larger than the body text. */
export default function Intro({ title, children }: IntroProps) {
  return (
    <section className={styles.intro}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <div className={styles.text}>{children}</div>
    </section>
  );
}
