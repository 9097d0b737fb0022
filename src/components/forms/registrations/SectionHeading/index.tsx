import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

/** The heading of a part of a registration form (School, Producten, Contactpersonen…). */
export default function SectionHeading({ children }: { children: ReactNode }) {
  return <h2 className={styles.heading}>{children}</h2>;
}
