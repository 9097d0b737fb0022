import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

/** Puts fields side by side; they wrap to one per line where the form is narrow. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

/** The class for a short field inside a FieldRow (a tussenvoegsel). */
export const narrowField = styles.narrow;

/** The class of a bordered group of fields (a contact, a product, the agreement). */
export const groupBoxClass = styles.groupBox;
