import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { RequiredMark } from './FieldFrame';
import styles from './styles.module.css';

/** Related controls (e.g. a set of checkboxes) under one question: a fieldset with a legend. */
export function FieldGroup({
  label,
  required,
  className,
  children,
}: {
  label: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={clsx(styles.field, styles.group, className)}>
      <legend className={styles.label}>
        {label}
        <RequiredMark required={required} />
      </legend>
      {children}
    </fieldset>
  );
}
