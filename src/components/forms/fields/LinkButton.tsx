import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** A button that reads as a link: a secondary step inside a form (add a contact, type the school in). */
export function LinkButton({
  onClick,
  className,
  children,
}: {
  onClick: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className={clsx(styles.linkButton, className)} onClick={onClick}>
      {children}
    </button>
  );
}
